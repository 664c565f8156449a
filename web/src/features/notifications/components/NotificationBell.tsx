/**
 * The header's bell with the unread count (in digits for the eye, in words for screen readers). On a wide screen
 * it opens the list in a popover under it; on a phone, in a sheet over the whole screen, where the list has room.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { notificationsCopy } from '../../../copy/notifications';
import { paths } from '../../../lib/paths';
import { focusRing } from '../../../lib/ui/classes';
import { Icon } from '../../../lib/ui/icons';
import { useFocusTrap } from '../../../lib/ui/useFocusTrap';
import { useAppBadge } from '../../../lib/pwa/useAppBadge';
import { useNotifications } from '../api';
import { BellIcon } from './BellIcon';
import { NotificationList } from './NotificationList';

const copy = notificationsCopy;
const wideQuery = '(min-width: 768px)';

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(wideQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const change = () => setWide(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return wide;
}

const buttonClass = `relative inline-flex size-10 items-center justify-center rounded-xl text-slate-700 transition hover:bg-slate-100 ${focusRing}`;

function Badge({ unread }: { unread: number }) {
  if (unread === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white"
    >
      {copy.bell.badge(unread)}
    </span>
  );
}

/** A phone's list: a sheet over the whole screen, modal, with its own close button. */
function Sheet({ id, onClose }: { id: string; onClose: () => void }) {
  const { ref, onKeyDown } = useFocusTrap<HTMLDivElement>(onClose);
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={ref}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={copy.list.title}
        onKeyDown={onKeyDown}
        className="animate-slide-in absolute inset-x-0 top-0 bottom-0 flex flex-col gap-3 overflow-y-auto bg-white p-4 shadow-2xl"
      >
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            aria-label={copy.list.close}
            className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 ${focusRing}`}
          >
            <Icon name="close" />
          </button>
        </div>
        <NotificationList onNavigate={onClose} />
        <SettingsLink onClick={onClose} />
      </div>
    </div>,
    document.body,
  );
}

function SettingsLink({ onClick }: { onClick: () => void }) {
  return (
    <p className="border-t border-slate-200 pt-3 text-sm">
      <Link to={paths.dashboard.settings} className="link" onClick={onClick}>
        {copy.list.settings}
      </Link>
    </p>
  );
}

export default function NotificationBell() {
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  useAppBadge(data?.unread);
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Said to screen readers when the count rises while the page is open (a label's change is not announced).
  const [announcement, setAnnouncement] = useState('');
  const counted = useRef<number>(undefined);
  useEffect(() => {
    if (data === undefined) return;
    if (counted.current !== undefined && data.unread > counted.current)
      setAnnouncement(copy.bell.arrived(data.unread));
    counted.current = data.unread;
  }, [data]);

  // The bell loads once per start of the signed-in app, a moment after the page: the time to renew this browser's
  // push subscription, off the first screen's path (a chunk of its own, which the dashboard does not list).
  useEffect(() => {
    import('../../../lib/web-push/device')
      .then((device) => device.renewThisDevice())
      .catch((error: unknown) => console.warn('Renewing the push subscription failed', error));
  }, []);

  useEffect(() => {
    if (!open) return;
    // On the document: focus may have left the list (its "all read" button turns off once pressed).
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // The popover: a press outside closes it, and focus moves into it (the sheet is modal and traps it).
    const outside = (event: PointerEvent) => {
      if (wide && !root.current?.contains(event.target as Node)) setOpen(false);
    };
    if (wide)
      root.current
        ?.querySelector<HTMLElement>('[data-panel] a, [data-panel] button:not([disabled])')
        ?.focus();
    document.addEventListener('keydown', escape);
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('keydown', escape);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open, wide]);

  return (
    <div ref={root} className="relative">
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <button
        ref={button}
        type="button"
        aria-label={copy.bell.label(unread)}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className={`${buttonClass} ${open ? 'bg-violet-100 text-violet-800' : ''}`}
      >
        <BellIcon />
        <Badge unread={unread} />
      </button>
      {open && !wide && <Sheet id={panelId} onClose={() => setOpen(false)} />}
      {open && wide && (
        <div
          id={panelId}
          data-panel
          role="dialog"
          aria-label={copy.list.title}
          className="absolute top-full right-0 z-40 mt-2 flex max-h-[min(36rem,80vh)] w-[24rem] flex-col gap-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <NotificationList onNavigate={() => setOpen(false)} />
          <SettingsLink onClick={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
