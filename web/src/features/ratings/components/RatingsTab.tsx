/**
 * The details page's rating tab, for a completed event's host and participants: whom the viewer rates (a
 * participant: the host; the host: each participant who came), what they gave, and whether ratings are open.
 * Declared here, listed by the events feature: it asks the page only for the event's id, status and members.
 */
import { lazy, Suspense, useState } from 'react';
import { istanbulTimeZone } from '@contracts/istanbul-time';
import type { EventRatings, RatingTarget } from '@contracts/ratings';
import type { PageTab } from '../../../lib/ui/page-tabs';
import { DialogFallback } from '../../../lib/ui/DialogFallback';
import { LoadFailed, LoadingRows, failureMessage } from '../../../lib/ui/LoadState';
import { Avatar } from '../../../lib/ui/Avatar';
import { secondaryButton } from '../../../lib/ui/classes';
import { ratingsCopy } from '../../../copy/ratings';
import { useEventRatings } from '../api';

const copy = ratingsCopy.tab;
const LazyRateDialog = lazy(() => import('./RateDialog'));
const countedWithinMs = 2_000;

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const formatWhen = (iso: string) => dateTime.format(new Date(iso));

export interface RatingsTabInput {
  event: { id: string; status: string; participantsList: { userId: string }[] };
  viewerId: string | undefined;
  /** after a rating: the event's results may move once it is counted */
  onEventChanged: () => void;
}

export const ratingsTab: PageTab<RatingsTabInput> = {
  id: 'ratings',
  label: copy.label,
  shows: ({ event, viewerId }) =>
    event.status === 'completed' && event.participantsList.some((member) => member.userId === viewerId),
  panel: ({ event, onEventChanged }) => <RatingsPanel eventId={event.id} onRated={onEventChanged} />,
};

function RatingsPanel({ eventId, onRated }: { eventId: string; onRated: () => void }) {
  const { data, error, isValidating, mutate } = useEventRatings(eventId);
  const [rating, setRating] = useState<RatingTarget | null>(null);
  if (error) {
    return (
      <LoadFailed
        message={failureMessage(error, copy.loadFailed)}
        retry={{ label: copy.retry, onRetry: () => void mutate(), busy: isValidating }}
      />
    );
  }
  if (!data) return <LoadingRows label={copy.loading} rows={2} />;
  return (
    <div className="flex flex-col gap-3">
      <RatingsState ratings={data} />
      {data.state !== 'not-a-member' && data.state !== 'cancelled' && data.targets.length === 0 && (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{copy.nobody}</p>
      )}
      <ul className="flex flex-col gap-2">
        {data.targets.map((target) => (
          <li
            key={target.userId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
          >
            <div className="flex min-w-0 items-center gap-3">
              <Avatar name={target.name} pictureUrl={target.avatar} alt="" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{target.name}</p>
                <p className="text-sm text-slate-700">
                  {target.role === 'host' ? copy.host : copy.participant}
                  {target.myRating && ` · ${copy.given(target.myRating.stars)}`}
                </p>
                {target.myRating && target.myRating.feedbackStatus !== 'none' && (
                  <p className="text-sm text-slate-700">
                    {copy.feedbackStatus[target.myRating.feedbackStatus]}
                  </p>
                )}
              </div>
            </div>
            {!target.myRating && data.state === 'open' && (
              <button
                type="button"
                className={secondaryButton}
                aria-label={copy.rate(target.name)}
                onClick={() => setRating(target)}
              >
                {copy.rateShort}
              </button>
            )}
          </li>
        ))}
      </ul>
      {rating && (
        <Suspense fallback={<DialogFallback label={copy.loading} />}>
          <LazyRateDialog
            eventId={eventId}
            target={rating}
            onClose={() => setRating(null)}
            onRated={() => {
              void mutate();
              // The stream counts a rating within about a second: the results move then, not at once.
              setTimeout(onRated, countedWithinMs);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function RatingsState({ ratings }: { ratings: EventRatings }) {
  const note = 'text-sm text-slate-700';
  switch (ratings.state) {
    case 'not-ended':
      return <p className={note}>{ratings.opensAt && copy.opensAt(formatWhen(ratings.opensAt))}</p>;
    case 'closed':
      return <p className={note}>{copy.closed}</p>;
    case 'cancelled':
      return <p className={note}>{copy.cancelled}</p>;
    case 'not-a-member':
      return <p className={note}>{copy.notAMember}</p>;
    case 'open': {
      const host = ratings.targets.some((target) => target.role === 'participant');
      return (
        <div className={note}>
          <p>{host ? copy.hostIntro : copy.participantIntro}</p>
          {ratings.closesAt && <p className="mt-1">{copy.closesAt(formatWhen(ratings.closesAt))}</p>}
        </div>
      );
    }
  }
}
