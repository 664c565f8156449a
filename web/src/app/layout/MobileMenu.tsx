import { paths } from '../../lib/paths';
import { NavLink } from 'react-router-dom';
import { dashboardCopy as copy } from '../../copy/dashboard';
import { messagesCopy } from '../../copy/messages';
import { useCreateEvent } from '../../features/events';
import { UnreadBadge } from '../../features/messages';
import { NotificationBellSlot } from '../../features/notifications';
import { ModerationLinkSlot } from '../../features/moderation';
import { Icon } from '../../lib/ui/icons';
import { useFocusTrap } from '../../lib/ui/useFocusTrap';
import { UserBlock } from './UserBlock';
import { useLogout } from './useLogout';

/**
 * Small-screen slide-in menu: a modal dialog that traps focus, closes on Escape and restores focus. `unread` is
 * the header's count of unread messages, shown on My Events.
 */
export function MobileMenu({ onClose, unread }: { onClose: () => void; unread: number }) {
  const { ref: panel, onKeyDown: trapFocus } = useFocusTrap<HTMLDivElement>(onClose);
  const { loggingOut, logout } = useLogout();
  const { openCreateEvent } = useCreateEvent();

  const links = [
    { to: paths.dashboard.physical, label: copy.menu.physical },
    { to: paths.dashboard.online, label: copy.menu.online },
    { to: paths.dashboard.profile, label: copy.menu.profile },
    { to: paths.dashboard.myEvents, label: copy.menu.myEvents, unread },
    { to: paths.dashboard.tokens, label: copy.menu.tokens },
    { to: paths.dashboard.settings, label: copy.menu.settings },
  ];
  return (
    // Above the header (z-30) and the floating create button (z-40); dialogs and the wizard open above it.
    <div className="fixed inset-0 z-50 md:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={copy.menuTitle}
        onKeyDown={trapFocus}
        className="animate-slide-in absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 pt-[max(1.5rem,env(safe-area-inset-top))] pr-[max(1.5rem,env(safe-area-inset-right))] pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <p className="mr-auto text-lg font-bold text-slate-900">{copy.menuTitle}</p>
          <NotificationBellSlot soon />
          <button
            type="button"
            onClick={onClose}
            aria-label={copy.closeMenu}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <Icon name="close" />
          </button>
        </div>
        <UserBlock />
        <nav aria-label={copy.navLabel}>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={onClose}
                  aria-label={messagesCopy.unread.withLink(link.label, link.unread ?? 0)}
                  className={({ isActive }) =>
                    `flex items-center justify-between gap-2 rounded-xl px-4 py-3 font-medium ${isActive ? 'bg-violet-100 text-violet-800' : 'text-slate-800 hover:bg-slate-100'}`
                  }
                >
                  {link.label}
                  {link.unread ? <UnreadBadge count={link.unread} inline /> : null}
                </NavLink>
              </li>
            ))}
            <ModerationLinkSlot variant="menu" onNavigate={onClose} />
          </ul>
        </nav>
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            onClose();
            openCreateEvent();
          }}
        >
          <Icon name="plus" />
          {copy.menu.createEvent}
        </button>
        <button type="button" className="btn-secondary mt-auto" onClick={logout} disabled={loggingOut}>
          <Icon name="logout" />
          {loggingOut ? copy.loggingOut : copy.menu.logout}
        </button>
      </div>
    </div>
  );
}
