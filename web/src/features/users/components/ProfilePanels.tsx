/**
 * The four tabs of another user's profile (spec section 2, Modals): Overview, Activity, Reviews and Badges, each
 * from the public profile with its own empty state. Nothing here is sample data.
 */
import type { PublicProfile } from '@contracts/users';
import { usersCopy } from '../../../copy/users';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'medium' });

export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

// No `uppercase`: the page is lang="tr", where English words would capitalise with a dotted İ.
const subTitle = 'mb-2 text-sm font-bold text-violet-800';
const empty = 'rounded-xl bg-slate-50 p-4 text-sm text-slate-600';

export function OverviewPanel({ profile }: { profile: PublicProfile }) {
  const copy = usersCopy.overview;
  const { stats } = profile;
  const statistics = [
    [copy.eventsHosted, String(stats.eventsHosted)],
    [copy.eventsJoined, String(stats.eventsJoined)],
    [copy.totalParticipants, String(stats.totalParticipants)],
    [
      copy.averageRating,
      stats.averageRating > 0 ? `${stats.averageRating.toFixed(1)} / 5` : usersCopy.dialog.noRating,
    ],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <section>
        <h3 className={subTitle}>{copy.about}</h3>
        <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{profile.bio || copy.noBio}</p>
      </section>
      <section>
        <h3 className={subTitle}>{copy.statistics}</h3>
        <dl className="grid grid-cols-2 gap-2">
          {statistics.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3 className={subTitle}>{copy.interests}</h3>
        {profile.interests.length === 0 ? (
          <p className={empty}>{copy.noInterests}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-violet-50 px-3 py-1 text-sm font-medium text-violet-800"
              >
                {interest}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ActivityPanel({ profile }: { profile: PublicProfile }) {
  const copy = usersCopy.activity;
  const activities = [...profile.recentActivity].sort(
    (left, right) => Date.parse(right.date) - Date.parse(left.date),
  );
  if (activities.length === 0) return <p className={empty}>{copy.empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {activities.map((activity) => (
        <li key={activity.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
              activity.type === 'hosted' ? 'bg-violet-100 text-violet-800' : 'bg-emerald-100 text-emerald-800'
            }`}
          >
            {activity.type === 'hosted' ? copy.hosted : copy.joined}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{activity.title}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={activity.date}>{formatDay(activity.date)}</time> ·{' '}
              {copy.participants(activity.participants)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ReviewsPanel({ profile }: { profile: PublicProfile }) {
  const copy = usersCopy.reviews;
  if (profile.reviews.length === 0) return <p className={empty}>{copy.empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {profile.reviews.map((review) => (
        <li key={review.id} className="rounded-xl border border-slate-200 p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-slate-900">{review.author}</span>
            <span className="text-sm text-amber-800">
              <span aria-hidden="true">{'★'.repeat(Math.round(review.rating))}</span>
              <span className="sr-only">{copy.stars(review.rating)}</span>
            </span>
          </p>
          {review.text && (
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{review.text}</p>
          )}
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={review.date}>{formatDay(review.date)}</time>
          </p>
        </li>
      ))}
    </ul>
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
          </div>
        </li>
      ))}
    </ul>
  );
}
