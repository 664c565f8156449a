/**
 * The caller's notifications, newest first: the newest page from the shared SWR entry, older pages appended with
 * "Daha fazla". Each links where it belongs and is marked read when opened; "Tümünü okundu say" marks them all.
 * The popover on a wide screen and the page on a phone show this same list.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { NotificationView } from '@contracts/notifications';
import { notificationsCopy } from '../../../copy/notifications';
import { ApiError } from '../../../lib/api/client';
import { focusRing, secondaryButton } from '../../../lib/ui/classes';
import { LoadFailed, ReadState } from '../../../lib/ui/LoadState';
import { toast } from '../../../lib/ui/toast';
import { markAllNotificationsRead, markNotificationRead, olderNotifications, useNotifications } from '../api';

const copy = notificationsCopy.list;

const when = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

interface Older {
  items: NotificationView[];
  /** undefined: the newest page's cursor is next; null: nothing older */
  cursor?: string | null;
  loading: boolean;
  failed: boolean;
}

export function NotificationList({
  onNavigate,
  headingLevel = 2,
}: {
  onNavigate?: () => void;
  headingLevel?: 1 | 2;
}) {
  const read = useNotifications();
  const [older, setOlder] = useState<Older>({ items: [], loading: false, failed: false });
  const [markingAll, setMarkingAll] = useState(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  async function markAll() {
    setMarkingAll(true);
    try {
      await markAllNotificationsRead();
      setOlder((state) => ({ ...state, items: state.items.map((item) => ({ ...item, read: true })) }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : copy.markAllFailed);
    } finally {
      setMarkingAll(false);
    }
  }

  async function loadMore(cursor: string) {
    setOlder((state) => ({ ...state, loading: true, failed: false }));
    try {
      const page = await olderNotifications(cursor);
      setOlder((state) => ({
        items: [...state.items, ...page.items],
        cursor: page.nextCursor ?? null,
        loading: false,
        failed: false,
      }));
    } catch {
      setOlder((state) => ({ ...state, loading: false, failed: true }));
    }
  }

  function open(item: NotificationView) {
    if (!item.read) {
      setOlder((state) => ({
        ...state,
        items: state.items.map((one) => (one.id === item.id ? { ...one, read: true } : one)),
      }));
      // The link opens at once; the mark follows in the background.
      void markNotificationRead(item.id).catch(() => undefined);
    }
    onNavigate?.();
  }

  return (
    <section aria-labelledby="notifications-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Heading id="notifications-heading" className="text-lg font-bold text-slate-900">
            {copy.title}
          </Heading>
          <p className="text-sm text-slate-700" aria-live="polite">
            {read.data ? copy.unread(read.data.unread) : '\u00a0'}
          </p>
        </div>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void markAll()}
          disabled={markingAll || !read.data || read.data.unread === 0}
        >
          {markingAll ? copy.markingAll : copy.markAll}
        </button>
      </div>
      <ReadState read={read} copy={copy} rows={3}>
        {(page) => {
          const seen = new Set(page.items.map((item) => item.id));
          const items = [...page.items, ...older.items.filter((item) => !seen.has(item.id))];
          const cursor = older.cursor === undefined ? page.nextCursor : (older.cursor ?? undefined);
          if (items.length === 0) {
            return (
              <div className="rounded-xl bg-slate-50 p-4 text-center">
                <p className="font-medium text-slate-900">{copy.empty}</p>
                <p className="text-sm text-slate-700">{copy.emptyHint}</p>
              </div>
            );
          }
          return (
            <>
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={item.link}
                      onClick={() => open(item)}
                      className={`flex items-start gap-3 rounded-xl px-3 py-2 ${focusRing} ${
                        item.read
                          ? 'text-slate-700 hover:bg-slate-50'
                          : 'bg-violet-50 text-slate-900 hover:bg-violet-100'
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-2 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-violet-700'}`}
                      />
                      <span className="flex min-w-0 flex-col">
                        <span className={`text-sm break-words ${item.read ? '' : 'font-semibold'}`}>
                          {item.read ? null : <span className="sr-only">{`${copy.unreadMark}: `}</span>}
                          {item.text}
                        </span>
                        <time dateTime={item.createdAt} className="text-xs text-slate-600">
                          {when.format(new Date(item.createdAt))}
                        </time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {older.failed && cursor !== undefined ? (
                <LoadFailed
                  message={copy.moreFailed}
                  retry={{ label: copy.retry, onRetry: () => void loadMore(cursor), busy: older.loading }}
                />
              ) : null}
              {cursor !== undefined && !older.failed && (
                <button
                  type="button"
                  className={`${secondaryButton} self-center`}
                  onClick={() => void loadMore(cursor)}
                  disabled={older.loading}
                  aria-busy={older.loading}
                >
                  {older.loading ? copy.loadingMore : copy.more}
                </button>
              )}
            </>
          );
        }}
      </ReadState>
    </section>
  );
}
