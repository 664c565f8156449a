/**
 * The caller's conversations: one line per thread, newest activity first, with the event, the
 * other party, the last message, its time and an unread badge; each opens the thread. Polled every 10 s.
 */
import { useId, useState } from 'react';
import type { ThreadSummary } from '@contracts/messages';
import { Avatar } from '../../../lib/ui/Avatar';
import { card, focusRing, sectionTitle } from '../../../lib/ui/classes';
import { ReadState } from '../../../lib/ui/LoadState';
import { messagesCopy } from '../../../copy/messages';
import { useInbox } from '../api';
import { messageTime } from '../format';
import { MessageDialog } from '../lazy';
import type { ProfileDialogSlot } from './MessageDialog';
import { UnreadBadge } from './UnreadBadge';

const copy = messagesCopy.inbox;

/** `profileDialog`: how a thread opens the other party's profile (see MessageDialog). */
export function InboxPanel({ profileDialog }: { profileDialog?: ProfileDialogSlot }) {
  const titleId = useId();
  const inbox = useInbox();
  const { data } = inbox;
  const [open, setOpen] = useState<ThreadSummary | null>(null);

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={`${sectionTitle} mb-3 flex items-center gap-2`}>
        {copy.title}
        {data && data.unreadTotal > 0 && (
          <>
            <UnreadBadge count={data.unreadTotal} inline />
            <span className="sr-only">{messagesCopy.unread.label(data.unreadTotal)}</span>
          </>
        )}
      </h2>
      <ReadState read={inbox} copy={copy} rows={2}>
        {({ threads }) =>
          threads.length === 0 ? (
            <div className="rounded-xl bg-slate-50 p-4 text-sm">
              <p className="font-semibold text-slate-800">{copy.empty}</p>
              <p className="text-slate-600">{copy.emptyHint}</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-2">
              {threads.map((thread) => (
                <li key={`${thread.eventId}/${thread.userId}`}>
                  <ThreadLine thread={thread} onOpen={() => setOpen(thread)} />
                </li>
              ))}
            </ul>
          )
        }
      </ReadState>
      {open && (
        <MessageDialog
          eventId={open.eventId}
          userId={open.userId}
          otherName={open.other.name}
          onClose={() => setOpen(null)}
          profileDialog={profileDialog}
        />
      )}
    </section>
  );
}

function ThreadLine({ thread, onOpen }: { thread: ThreadSummary; onOpen: () => void }) {
  const unread = thread.unread > 0;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`flex w-full items-center gap-3 rounded-xl border p-3 text-left transition hover:bg-slate-50 ${focusRing} ${
        unread ? 'border-violet-300 bg-violet-50/60' : 'border-slate-200 bg-white'
      }`}
    >
      <Avatar name={thread.other.name} pictureUrl={thread.other.avatar} alt="" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
            {thread.other.name}
          </span>
          <time dateTime={thread.lastMessageAt} className="shrink-0 text-xs text-slate-600">
            {messageTime(thread.lastMessageAt)}
          </time>
        </span>
        <span className="block truncate text-xs text-violet-800">
          {messagesCopy.about(thread.eventTitle)}
        </span>
        <span className={`block truncate text-sm ${unread ? 'text-slate-900' : 'text-slate-600'}`}>
          {thread.lastMessage}
        </span>
      </span>
      {unread && (
        <span className="shrink-0">
          <UnreadBadge count={thread.unread} inline />
          <span className="sr-only">, {messagesCopy.unread.label(thread.unread)}</span>
        </span>
      )}
    </button>
  );
}
