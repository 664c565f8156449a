/**
 * The friends section of the caller's profile (its Overview): requests received (accept, decline), friends (remove) and requests
 * sent (withdraw), each a list under its own heading, with the server's Turkish answer announced.
 */
import { useId, useState } from 'react';
import type { FriendEntry, StoredFriendshipStatus } from '@contracts/friends';
import { istanbulTimeZone } from '@contracts/istanbul-time';
import { ApiError } from '../../../lib/api/client';
import { Avatar } from '../../../lib/ui/Avatar';
import { failureMessage, LoadFailed, LoadingRows } from '../../../lib/ui/LoadState';
import { card, primaryButton, secondaryButton, sectionTitle } from '../../../lib/ui/classes';
import { toast } from '../../../lib/ui/toast';
import { friendsCopy } from '../../../copy/friends';
import { addFriend, removeFriend, useFriendList } from '../api';

const copy = friendsCopy.panel;

const sinceFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: istanbulTimeZone, dateStyle: 'medium' });

const sections: readonly { status: StoredFriendshipStatus; title: string; empty: string }[] = [
  { status: 'incoming', title: copy.incoming, empty: copy.noIncoming },
  { status: 'friends', title: copy.friends, empty: copy.noFriends },
  { status: 'outgoing', title: copy.outgoing, empty: copy.noOutgoing },
];

export function FriendsPanel() {
  const list = useFriendList();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();

  async function act(entry: FriendEntry, change: typeof addFriend) {
    setBusyId(entry.userId);
    try {
      const { message } = await change(entry.userId);
      toast.success(message);
      setAnnouncement(message);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : copy.failed;
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setBusyId(null);
      // this list's own pages, whatever the answer: it shows how the two stand now
      void list.retry();
    }
  }

  const title = (
    <h2 id={titleId} className={sectionTitle}>
      {copy.title}
    </h2>
  );
  if (list.error && list.entries.length === 0) {
    return (
      <section aria-labelledby={titleId} className={`${card} flex flex-col gap-3`}>
        {title}
        <LoadFailed
          message={failureMessage(list.error, copy.loadFailed)}
          retry={{ label: copy.retry, onRetry: () => void list.retry(), busy: list.isLoading }}
        />
      </section>
    );
  }
  return (
    <section aria-labelledby={titleId} className={`${card} flex flex-col gap-5`}>
      {title}
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800 empty:hidden">
        {announcement}
      </p>
      {list.isLoading ? (
        <LoadingRows label={copy.loading} rows={3} />
      ) : (
        sections.map((section) => (
          <FriendSection
            key={section.status}
            title={section.title}
            empty={section.empty}
            entries={list.entries.filter((entry) => entry.status === section.status)}
            busyId={busyId}
            onAct={(entry, change) => void act(entry, change)}
          />
        ))
      )}
      {list.hasMore && (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          disabled={list.isLoadingMore}
          onClick={() => void list.loadMore()}
        >
          {copy.more}
        </button>
      )}
    </section>
  );
}

interface FriendSectionProps {
  title: string;
  empty: string;
  entries: FriendEntry[];
  busyId: string | null;
  onAct: (entry: FriendEntry, change: typeof addFriend) => void;
}

function FriendSection({ title, empty, entries, busyId, onAct }: FriendSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-bold text-slate-900">
        {title} <span className="font-normal text-slate-600">({entries.length})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {entries.map((entry) => (
            <FriendRow
              key={entry.userId}
              entry={entry}
              busy={busyId === entry.userId}
              onAct={(change) => onAct(entry, change)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function FriendRow({
  entry,
  busy,
  onAct,
}: {
  entry: FriendEntry;
  busy: boolean;
  onAct: (change: typeof addFriend) => void;
}) {
  // The visible word first, then whom it acts on for a screen reader: "Kabul et: Ayşe".
  const button = (label: string, change: typeof addFriend, primary = false) => (
    <button
      type="button"
      className={primary ? primaryButton : secondaryButton}
      aria-label={`${label}: ${entry.name}`}
      disabled={busy}
      onClick={() => onAct(change)}
    >
      {label}
    </button>
  );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3">
      <Avatar name={entry.name} pictureUrl={entry.avatar} alt="" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{entry.name}</p>
        <p className="truncate text-sm text-slate-600">
          {entry.username ? `@${entry.username}` : ''}
          {entry.since && (
            <>
              {entry.username ? ' · ' : ''}
              {copy.since(sinceFormat.format(new Date(entry.since)))}
            </>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        {entry.status === 'incoming' && (
          <>
            {button(copy.accept, addFriend, true)}
            {button(copy.decline, removeFriend)}
          </>
        )}
        {entry.status === 'friends' && button(copy.remove, removeFriend)}
        {entry.status === 'outgoing' && button(copy.cancel, removeFriend)}
      </div>
    </li>
  );
}
