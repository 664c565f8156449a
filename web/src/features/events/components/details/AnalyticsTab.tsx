/** The details' Analytics tab, the host's only: views, shares by channel, requests and views by day. */
import type { EventDetails } from '@contracts/events';
import { eventsCopy } from '../../../../copy/events';
import { formatCalendarDay } from '../../format';
import { Fact } from './Fact';
import type { DetailsTab } from './tab-input';

const copy = eventsCopy.details;

export const analyticsTab: DetailsTab = {
  id: 'analytics',
  label: copy.tabs.analytics,
  shows: ({ event }) => event.isHost,
  panel: ({ event }) =>
    event.analytics && <Analytics analytics={event.analytics} pending={event.pendingRequests} />,
};

function Analytics({
  analytics,
  pending,
}: {
  analytics: NonNullable<EventDetails['analytics']>;
  pending: number;
}) {
  const maxViews = Math.max(1, ...analytics.viewsByDay.map((day) => day.count));
  const shares = Object.values(analytics.shares).reduce((sum, n) => sum + n, 0);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={copy.views} value={String(analytics.views)} />
        <Fact label={copy.shares} value={String(shares)} />
        <Fact label={copy.requests} value={String(analytics.requests)} />
        <Fact label={copy.pendingRequests} value={String(pending)} />
      </dl>
      <ul className="flex flex-wrap gap-2 text-sm text-slate-800">
        {Object.entries(analytics.shares).map(([channel, count]) => (
          <li key={channel} className="rounded-lg bg-slate-100 px-2 py-1">
            {copy.shareChannels[channel as keyof typeof copy.shareChannels]}: {count}
          </li>
        ))}
      </ul>
      <figure>
        <figcaption className="mb-2 text-sm font-semibold text-slate-800">{copy.viewsByDay}</figcaption>
        {analytics.viewsByDay.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.noViews}</p>
        ) : (
          <ol className="flex h-32 items-end gap-1" aria-label={copy.viewsByDay}>
            {analytics.viewsByDay.map((day) => (
              <li
                key={day.day}
                className="flex flex-1 flex-col items-center gap-1"
                title={`${formatCalendarDay(day.day)}: ${day.count}`}
              >
                <span className="text-xs text-slate-700">{day.count}</span>
                <span
                  className="w-full rounded-t bg-violet-600"
                  style={{ height: `${(day.count / maxViews) * 90}px` }}
                />
                <span className="text-[10px] text-slate-700">{formatCalendarDay(day.day)}</span>
              </li>
            ))}
          </ol>
        )}
      </figure>
    </div>
  );
}
