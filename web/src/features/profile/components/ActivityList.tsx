/** The user's hosted and joined events (profile recentActivity), newest first. */
import type { RecentActivity } from '@contracts/profile';
import { useId } from 'react';
import { profileCopy } from '../../../copy/profile';
import { card, sectionTitle } from '../../../lib/ui/classes';

const activityDateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium' });

function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : activityDateFormat.format(date);
}

export function newestFirst(activities: readonly RecentActivity[]): RecentActivity[] {
  return [...activities].sort((left, right) => Date.parse(right.date) - Date.parse(left.date));
}

function ActivityList({ activities, emptyText }: { activities: RecentActivity[]; emptyText: string }) {
  const copy = profileCopy.activity;
  if (activities.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{emptyText}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
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
              <time dateTime={activity.date}>{formatDate(activity.date)}</time> ·{' '}
              {copy.participants(activity.participants)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

interface ActivityCardProps {
  title: string;
  activities: RecentActivity[];
  emptyText: string;
}

export function ActivityCard({ title, activities, emptyText }: ActivityCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className={`${sectionTitle} mb-3`}>
        {title}
      </h2>
      <ActivityList activities={activities} emptyText={emptyText} />
    </section>
  );
}
