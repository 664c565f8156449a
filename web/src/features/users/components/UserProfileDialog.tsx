/**
 * Another user's profile (spec section 2, Modals): the real public profile with its Overview,
 * Activity, Reviews and Badges tabs, and what one user can do about another: message them (where a thread
 * exists), add them as a friend (or answer their request, or end the friendship), report them, block them after a
 * confirmation, or unblock them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import type { PublicProfile } from '@contracts/users';
import { ApiError } from '../../../lib/api/client';
import { Avatar } from '../../../lib/ui/Avatar';
import { Dialog } from '../../../lib/ui/Dialog';
import { failureMessage, LoadFailed } from '../../../lib/ui/LoadState';
import { Tabs, type TabDefinition } from '../../../lib/ui/Tabs';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { usersCopy } from '../../../copy/users';
import { attendanceCopy } from '../../../copy/attendance';
import { ReliabilityText } from '../../attendance';
import { friendsCopy } from '../../../copy/friends';
import { FriendButton } from '../../friends';
import { MessageDialog } from '../../messages';
import { blockUser, revalidateAfterBlockChange, unblockUser, usePublicProfile } from '../api';
import type { UserProfileDialogProps } from '../lazy';
import { ActivityPanel, BadgesPanel, OverviewPanel, ReviewsPanel } from './ProfilePanels';
import { ReportForm } from '../../../lib/report/ReportForm';
import { reportCopy } from '../../../copy/reports';
import { istanbulTimeZone } from '@contracts/istanbul-time';

const copy = usersCopy;
type TabId = 'overview' | 'activity' | 'reviews' | 'badges';
const tabs: readonly TabDefinition<TabId>[] = [
  { id: 'overview', label: copy.tabs.overview },
  { id: 'activity', label: copy.tabs.activity },
  { id: 'reviews', label: copy.tabs.reviews },
  { id: 'badges', label: copy.tabs.badges },
];
const panels = {
  overview: OverviewPanel,
  activity: ActivityPanel,
  reviews: ReviewsPanel,
  badges: BadgesPanel,
};

const memberSinceFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  month: 'long',
  year: 'numeric',
});

export default function UserProfileDialog({ handle, onClose, messageTarget }: UserProfileDialogProps) {
  const { data: profile, error, isLoading, mutate } = usePublicProfile(handle);
  const [tab, setTab] = useState<TabId>('overview');

  let content;
  if (profile) {
    const Panel = panels[tab];
    content = (
      <div className="flex flex-col gap-4">
        <ProfileSummary profile={profile} />
        <ProfileActions
          profile={profile}
          handle={handle}
          messageTarget={messageTarget}
          onChanged={(changed) => void mutate(changed, { revalidate: false })}
        />
        <Tabs label={copy.tabs.label} tabs={tabs} selected={tab} onSelect={setTab} variant="dialog">
          <Panel profile={profile} />
        </Tabs>
      </div>
    );
  } else if (error) {
    content = (
      <LoadFailed
        message={failureMessage(error, copy.dialog.loadFailed)}
        retry={{ label: copy.dialog.retry, onRetry: () => void mutate(), busy: isLoading }}
      />
    );
  } else {
    content = (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{copy.dialog.loading}</span>
        <div aria-hidden="true" className="flex items-center gap-3">
          <div className="size-20 animate-pulse rounded-full bg-slate-200" />
          <div className="h-10 flex-1 animate-pulse rounded-xl bg-slate-200" />
        </div>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />
      </div>
    );
  }

  return (
    <Dialog title={profile?.displayName || copy.dialog.title} onClose={onClose} widthClass="max-w-2xl">
      {content}
    </Dialog>
  );
}

function ProfileSummary({ profile }: { profile: PublicProfile }) {
  const { stats } = profile;
  // Both roles' ratings, as the statistics list them: "no rating yet" only when neither has one.
  const ratings = [
    { role: 'host' as const, average: stats.averageRating, count: stats.ratingCount },
    {
      role: 'participant' as const,
      average: stats.participantAverageRating,
      count: stats.participantRatingCount,
    },
  ].filter((rating) => rating.count > 0);
  const since = new Date(profile.memberSince);
  return (
    <div className="flex items-center gap-4">
      <Avatar
        name={profile.displayName}
        pictureUrl={profile.avatar}
        alt={copy.dialog.avatarAlt(profile.displayName)}
        size="xl"
      />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="truncate font-semibold text-violet-800">
          {profile.username ? `@${profile.username}` : copy.dialog.noUsername}
        </p>
        <p className="flex flex-wrap gap-x-3 font-semibold text-slate-900">
          {ratings.length > 0 ? (
            ratings.map(({ role, average, count }) => (
              <span key={role} aria-label={copy.dialog.ratingLabel(role, average, count)}>
                {copy.dialog.rating(role, average, count)}
              </span>
            ))
          ) : (
            <span className="text-slate-600">{copy.dialog.noRating}</span>
          )}
        </p>
        <p className="text-slate-800">
          {attendanceCopy.reliability.label}: <ReliabilityText reliability={profile.reliability} />
        </p>
        <p className="text-slate-700">
          {[
            friendsCopy.button.count(profile.friendsCount),
            profile.city,
            Number.isNaN(since.getTime()) ? '' : copy.dialog.memberSince(memberSinceFormat.format(since)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </div>
  );
}

type Mode = 'idle' | 'report' | 'confirm-block';

interface ProfileActionsProps {
  profile: PublicProfile;
  handle: string;
  messageTarget: UserProfileDialogProps['messageTarget'];
  onChanged: (profile: PublicProfile) => void;
}

function ProfileActions({ profile, handle, messageTarget, onChanged }: ProfileActionsProps) {
  const [mode, setMode] = useState<Mode>('idle');
  const [messaging, setMessaging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const reportButton = useRef<HTMLButtonElement>(null);
  const blockButton = useRef<HTMLButtonElement>(null);
  const cancelBlock = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLButtonElement | null>(null);
  const blockTitleId = useId();

  // Leaving the report form or the confirmation puts focus back on the button that opened it.
  useEffect(() => {
    if (mode === 'confirm-block') cancelBlock.current?.focus();
    if (mode === 'idle') returnTo.current?.focus();
  }, [mode]);

  if (profile.isMe)
    return <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-900">{copy.dialog.itsYou}</p>;

  function open(next: Mode, from: HTMLButtonElement | null) {
    returnTo.current = from;
    setAnnouncement('');
    setMode(next);
  }

  async function changeBlock(block: boolean) {
    setBusy(true);
    try {
      const answer = block ? await blockUser(profile.userId) : await unblockUser(profile.userId);
      const { message } = answer;
      toast.success(message);
      setAnnouncement(message);
      // a block ends any friendship or request between the two
      onChanged(
        block
          ? { ...friendshipChanged(profile, 'none'), blockedByMe: true }
          : { ...profile, blockedByMe: false },
      );
      void revalidateAfterBlockChange();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : copy.actions.failed;
      toast.error(message);
      setAnnouncement(message);
    } finally {
      setBusy(false);
      returnTo.current = blockButton.current;
      setMode('idle');
    }
  }

  const actionButton = `${secondaryButton} w-full sm:w-auto`;
  return (
    <div className="flex flex-col gap-3">
      {profile.blockedByMe && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{copy.dialog.blockedNote}</p>
      )}
      <div
        role="group"
        aria-label={copy.actions.label}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
      >
        {messageTarget && !profile.blockedByMe && (
          <button
            type="button"
            className={`${primaryButton} w-full sm:w-auto`}
            onClick={() => setMessaging(true)}
          >
            {copy.actions.message}
          </button>
        )}
        {!profile.blockedByMe && (
          <FriendButton
            userId={profile.userId}
            friendship={profile.friendship}
            onChanged={({ answer, failure }) => {
              const message = answer?.message ?? failure ?? '';
              if (answer) toast.success(message);
              else toast.error(message);
              setAnnouncement(message);
              if (answer) onChanged(friendshipChanged(profile, answer.status));
            }}
          />
        )}
        <button
          ref={reportButton}
          type="button"
          className={actionButton}
          aria-expanded={mode === 'report'}
          onClick={() => open(mode === 'report' ? 'idle' : 'report', reportButton.current)}
        >
          {copy.actions.report}
        </button>
        {profile.blockedByMe ? (
          <button
            ref={blockButton}
            type="button"
            className={actionButton}
            disabled={busy}
            onClick={() => {
              returnTo.current = blockButton.current;
              void changeBlock(false);
            }}
          >
            {busy ? copy.actions.unblocking : copy.actions.unblock}
          </button>
        ) : (
          <button
            ref={blockButton}
            type="button"
            className={`${actionButton} text-red-700`}
            aria-expanded={mode === 'confirm-block'}
            onClick={() => open('confirm-block', blockButton.current)}
          >
            {copy.actions.block}
          </button>
        )}
      </div>
      {profile.friendship === 'incoming' && !profile.blockedByMe && (
        <p className="text-sm text-slate-700">{friendsCopy.button.incomingNote(profile.displayName)}</p>
      )}
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-800 empty:hidden">
        {announcement}
      </p>

      {mode === 'report' && (
        <ReportForm
          target={{ kind: 'user', handle }}
          title={reportCopy.title.user(profile.displayName)}
          onSent={(message) => {
            toast.success(message);
            setAnnouncement(message);
            setMode('idle');
          }}
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'confirm-block' && (
        <section aria-labelledby={blockTitleId} className="rounded-xl border border-red-200 bg-red-50 p-4">
          <h3 id={blockTitleId} className="font-bold text-red-900">
            {copy.block.confirmTitle(profile.displayName)}
          </h3>
          <p className="mt-1 text-sm text-red-900">{copy.block.confirmBody}</p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              ref={cancelBlock}
              type="button"
              className={secondaryButton}
              onClick={() => setMode('idle')}
            >
              {copy.block.cancel}
            </button>
            <button
              type="button"
              className="inline-flex items-center justify-center rounded-xl bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              disabled={busy}
              onClick={() => void changeBlock(true)}
            >
              {busy ? copy.block.blocking : copy.block.confirm}
            </button>
          </div>
        </section>
      )}
      {messaging && messageTarget && (
        <MessageDialog
          eventId={messageTarget.eventId}
          userId={messageTarget.userId}
          otherName={profile.displayName}
          onClose={() => setMessaging(false)}
        />
      )}
    </div>
  );
}

/** The profile as it reads after the friendship moved: the count follows a friendship made or ended. */
function friendshipChanged(profile: PublicProfile, friendship: PublicProfile['friendship']): PublicProfile {
  const delta = Number(friendship === 'friends') - Number(profile.friendship === 'friends');
  return { ...profile, friendship, friendsCount: profile.friendsCount + delta };
}
