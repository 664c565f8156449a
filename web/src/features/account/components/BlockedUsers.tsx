/**
 * Blocked users (on the account settings page): everyone the caller blocked, newest
 * first, each with Unblock. Blocking happens in another user's profile dialog; this is where it is undone.
 */
import { useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import type { BlockedUser, BlockList } from '@contracts/users';
import { ApiError } from '../../../lib/api/client';
import { secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { accountCopy } from '../../../copy/account';
import { Avatar } from '../../../lib/ui/Avatar';
import { ReadState } from '../../../lib/ui/LoadState';
import { LiveStatus } from '../../../lib/ui/useAnnouncedAction';
import { revalidateAfterBlockChange, unblockUser, useBlockList } from '../../users';
import { istanbulTimeZone } from '@contracts/istanbul-time';

const copy = accountCopy.blocked;
const dayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: istanbulTimeZone, dateStyle: 'medium' });

export function BlockedUsers() {
  const blocks = useBlockList();
  const { mutate } = blocks;
  const [unblocking, setUnblocking] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  async function unblock(user: BlockedUser) {
    setUnblocking(user.userId);
    try {
      const answer = await unblockUser(user.userId);
      const { message } = answer;
      await mutate(
        (current) => current && { users: current.users.filter((item) => item.userId !== user.userId) },
        { revalidate: false },
      );
      toast.success(message);
      setAnnouncement(message);
      void revalidateAfterBlockChange();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : copy.failed;
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setUnblocking(null);
    }
  }

  function list(data: BlockList) {
    const users = [...data.users].sort(
      (left, right) => Date.parse(right.blockedAt) - Date.parse(left.blockedAt),
    );
    return users.length === 0 ? (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{copy.empty}</p>
    ) : (
      <ul className="flex flex-col gap-2">
        {users.map((user) => (
          <li key={user.userId} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
            <Avatar name={user.name} pictureUrl={user.avatar} alt="" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900">{user.name}</p>
              <p className="flex flex-wrap gap-x-2 text-sm text-slate-600">
                {user.username && <span className="max-w-full truncate">@{user.username}</span>}
                <time dateTime={user.blockedAt}>
                  {copy.since(dayFormat.format(new Date(user.blockedAt)))}
                </time>
              </p>
            </div>
            <button
              type="button"
              className={`${secondaryButton} shrink-0`}
              aria-label={copy.unblockLabel(user.name)}
              disabled={unblocking !== null}
              onClick={() => void unblock(user)}
            >
              {unblocking === user.userId ? copy.unblocking : copy.unblock}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="blocked-users-title" className="flex flex-col gap-3">
      <div>
        <h2 id="blocked-users-title" className={sectionTitle}>
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.hint}</p>
      </div>
      <ReadState read={blocks} copy={copy}>
        {list}
      </ReadState>
      <LiveStatus>{announcement}</LiveStatus>
    </section>
  );
}
