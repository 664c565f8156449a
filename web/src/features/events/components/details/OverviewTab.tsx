/** The details' Overview tab: requirements, tags, and a completed event's results. */
import type { EventDetails } from '@contracts/events';
import { eventsCopy } from '../../../../copy/events';
import { Fact } from './Fact';
import type { DetailsTab } from './tab-input';

const copy = eventsCopy.details;

export const overviewTab: DetailsTab = {
  id: 'overview',
  label: copy.tabs.overview,
  panel: ({ event }) => <Overview event={event} />,
};

function Overview({ event }: { event: EventDetails }) {
  return (
    <div className="space-y-4" lang="en">
      {(event.skillLevel || event.voiceRequired || event.requirements) && (
        <div>
          <h2 className="font-bold text-slate-900">{copy.requirementsCard}</h2>
          <ul className="mt-1 space-y-1 text-sm text-slate-800">
            {event.skillLevel && (
              <li lang="tr">
                {copy.skill}: {eventsCopy.skillLevels[event.skillLevel]}
              </li>
            )}
            {event.voiceRequired && <li>{copy.voice}</li>}
            {event.requirements && <li lang="tr">{event.requirements}</li>}
          </ul>
        </div>
      )}
      <div>
        <h2 className="font-bold text-slate-900">{copy.tags}</h2>
        <ul className="mt-1 flex flex-wrap gap-1.5" lang="tr">
          {event.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
      </div>
      {event.status === 'completed' && (
        <div>
          <h2 className="font-bold text-slate-900">{copy.results}</h2>
          <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
            <Fact
              label={copy.averageRating}
              value={event.rating ? event.rating.toLocaleString('tr-TR') : copy.na}
            />
            <Fact label={copy.feedback} value={String(event.feedback)} />
            <Fact label={copy.participants} value={String(event.participants.current)} />
          </dl>
        </div>
      )}
    </div>
  );
}
