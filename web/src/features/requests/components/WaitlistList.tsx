/**
 * The host's waitlist under the pending requests (details' Requests tab, My Events' Manage dialog): who holds a
 * freed place and until when, then the line in order. Polled like the pending list, so an expiry or a confirm
 * shows without a reload.
 */
import { useId } from 'react';
import { Avatar } from '../../../lib/ui/Avatar';
import { ReadState } from '../../../lib/ui/LoadState';
import { waitlistCopy } from '../../../copy/waitlist';
import { useWaitlist } from '../api';
import { sentTime } from '../format';

const copy = waitlistCopy.waitlist;

export function WaitlistList({ eventId }: { eventId: string }) {
  const waitlist = useWaitlist(eventId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={titleId} className="mb-3 font-bold text-slate-900">
        {copy.title}
      </h3>
      <ReadState read={waitlist} copy={copy} serverReason rows={1} rowHeight="h-16">
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-slate-700">{copy.empty}</p>
          ) : (
            <ol aria-labelledby={titleId} className="flex flex-col gap-2">
              {entries.map((entry) => (
                <li
                  key={entry.user.userId}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 p-3"
                >
                  <Avatar name={entry.user.name} pictureUrl={entry.user.avatar} alt="" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-slate-900">{entry.user.name}</p>
                    <p className="text-sm text-slate-700">
                      {entry.status === 'offered' && entry.offerExpiresAt ? (
                        <time dateTime={entry.offerExpiresAt}>
                          {copy.offeredUntil(sentTime(entry.offerExpiresAt))}
                        </time>
                      ) : (
                        <>
                          <span className="font-semibold text-indigo-900">
                            {copy.position(entry.position ?? 0)}
                          </span>{' '}
                          ·{' '}
                          <time dateTime={entry.waitlistedAt}>
                            {copy.since(sentTime(entry.waitlistedAt))}
                          </time>
                        </>
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </ReadState>
    </section>
  );
}
