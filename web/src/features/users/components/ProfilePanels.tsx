/**
 * The four tabs of another user's profile (spec section 2, Modals): Overview, Activity, Reviews and Badges, each
 * from the public profile with its own empty state. Nothing here is sample data.
 */
import type { PublicProfile } from '@contracts/users';
import { usersCopy } from '../../../copy/users';
import { ActivityList, InterestList, StatisticsList, useProfile } from '../../profile';
import { ReviewsList } from '../../ratings';
import { rewardsCopy } from '../../../copy/rewards';

// No `uppercase`: the page is lang="tr", where English words would capitalise with a dotted İ.
const subTitle = 'mb-2 text-sm font-bold text-violet-800';
const empty = 'rounded-xl bg-slate-50 p-4 text-sm text-slate-600';

export function OverviewPanel({ profile }: { profile: PublicProfile }) {
  const copy = usersCopy.overview;
  return (
    <div className="flex flex-col gap-4">
      <section>
        <h3 className={subTitle}>{copy.about}</h3>
        <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{profile.bio || copy.noBio}</p>
      </section>
      <section>
        <h3 className={subTitle}>{copy.statistics}</h3>
        <StatisticsList stats={profile.stats} eventCounts={copy.eventCounts} />
      </section>
      <section>
        <h3 className={subTitle}>{copy.interests}</h3>
        {profile.interests.length === 0 ? (
          <p className={empty}>{copy.noInterests}</p>
        ) : (
          <InterestList interests={profile.interests} />
        )}
      </section>
    </div>
  );
}

export function ActivityPanel({ profile }: { profile: PublicProfile }) {
  return <ActivityList activities={profile.recentActivity} emptyText={usersCopy.activity.empty} />;
}

export function ReviewsPanel({ profile }: { profile: PublicProfile }) {
  const viewer = useProfile().profile;
  return (
    <ReviewsList
      handle={profile.username ?? profile.userId}
      userId={profile.userId}
      viewerId={viewer?.userId}
    />
  );
}

/** Another user's earned badges; the ones still to earn are theirs to chase, not ours to list. */
export function BadgesPanel({ profile }: { profile: PublicProfile }) {
  const earned = profile.badges.filter((badge) => badge.earned);
  if (earned.length === 0) return <p className={empty}>{usersCopy.badges.empty}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {earned.map((badge) => (
        <li
          key={badge.id}
          className="flex items-start gap-3 rounded-xl border border-violet-200 bg-violet-50 p-3"
        >
          <span aria-hidden="true" className="text-2xl">
            {badge.icon}
          </span>
          <div>
            <p className="font-semibold text-slate-900">{badge.name}</p>
            <p className="text-sm text-slate-700">{badge.description}</p>
            {badge.earnedAt && (
              <p className="text-xs font-semibold text-violet-900">
                <time dateTime={badge.earnedAt}>{rewardsCopy.badges.earnedOn(badge.earnedAt)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
