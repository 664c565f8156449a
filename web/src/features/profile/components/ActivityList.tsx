/**
 * Hosted and joined events (a profile's recentActivity), newest first: on the caller's own profile and in another
 * user's profile dialog, which reads it through the feature's index.
 */
import type { RecentActivity } from '@contracts/profile';
import { useId } from 'react';
import { profileCopy } from '../../../copy/profile';
import { card, sectionTitle } from '../../../lib/ui/classes';
import { istanbulTimeZone } from '@contracts/istanbul-time';

// Istanbul, like every event date in the app: an event happens on its Istanbul day wherever the reader is.
const activityDateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  dateStyle: 'medium',
});

function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : activityDateFormat.format(date);
}

interface ActivityListProps {
  activities: readonly RecentActivity[];
  emptyText: string;
  /** only the newest this many */
  limit?: number;
}

export function ActivityList({ activities, emptyText, limit }: ActivityListProps) {
  const copy = profileCopy.activity;
  const newest = [...activities]
    .sort((left, right) => Date.parse(right.date) - Date.parse(left.date))
    .slice(0, limit);
  if (newest.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{emptyText}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {newest.map((activity) => (
        <li key={activity.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
              activity.type === 'hosted' ? 'bg-violet-100 text-violet-800' : 'bg-emerald-100 text-emerald-800'
            }`}
          >
            {activity.type === 'hosted' ? copy.hosted : copy.joined}
          </span>
          {activity.cancelled && (
            <span className="rounded-full bg-red-100 px-2.5 py-1 text-xs font-semibold text-red-800">
              {copy.cancelled}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{activity.title}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={activity.date}>{formatDate(activity.date)}</time> ·{' '}
              {copy.participants(activity.participants)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

interface ActivityCardProps extends ActivityListProps {
  title: string;
}

export function ActivityCard({ title, ...list }: ActivityCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={`${sectionTitle} mb-3`}>
        {title}
      </h2>
      <ActivityList {...list} />
    </section>
  );
}
