/**
 * The Reviews tab of a public profile: the feedback texts the user received and the screener published, newest
 * first, each with its stars, the rater's name and the event's title, ten at a time with "Daha fazla göster". Each
 * review has "Bildir" (the shared report form in a dialog), except one the viewer wrote and one whose rater is
 * hidden from them (its id names no rater).
 */
import { useState } from 'react';
import { istanbulTimeZone } from '@contracts/istanbul-time';
import type { Review, ReviewPage } from '@contracts/ratings';
import type { ReportedContent } from '@contracts/moderation';
import { ApiError } from '../../../lib/api/client';
import { LoadFailed, LoadingRows, failureMessage } from '../../../lib/ui/LoadState';
import { inlineTextButton, secondaryButton } from '../../../lib/ui/classes';
import { ratingsCopy } from '../../../copy/ratings';
import { reportCopy } from '../../../copy/reports';
import { useReportDialog } from '../../../lib/report/useReportDialog';
import { fetchReviews, useReviews } from '../api';
import { Icon } from '../../../lib/ui/icons';

const copy = ratingsCopy.reviews;
const dateFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: istanbulTimeZone, dateStyle: 'medium' });

export interface ReviewsListProps {
  /** the reviewed user's username, or id while they have none */
  handle: string;
  /** the reviewed user's id */
  userId: string;
  /** the signed-in viewer's id, once known: no "Bildir" on the reviews they wrote */
  viewerId?: string;
}

/**
 * The review as a report names it, or undefined where the viewer may not report it: their own, or one whose rater
 * is hidden (a review's id is `eventId:raterId`; a hidden rater's is a hash with no ':').
 */
function reportedReview(
  review: Pick<Review, 'id'>,
  userId: string,
  viewerId: string | undefined,
): ReportedContent | undefined {
  const [eventId, raterId, ...rest] = review.id.split(':');
  if (!eventId || !raterId || rest.length > 0 || raterId === viewerId) return undefined;
  return { kind: 'review', eventId, raterId, userId };
}

/** One list per user: a new handle starts from its first page. */
export function ReviewsList(props: ReviewsListProps) {
  return <Reviews key={props.handle} {...props} />;
}

function Reviews({ handle, userId, viewerId }: ReviewsListProps) {
  const first = useReviews(handle);
  const reporting = useReportDialog();
  const [later, setLater] = useState<ReviewPage[]>([]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function loadMore(cursor: string) {
    setBusy(true);
    setProblem('');
    try {
      const page = await fetchReviews(handle, cursor);
      setLater((before) => [...before, page]);
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failureMessage(failure, copy.loadFailed) : copy.loadFailed);
    } finally {
      setBusy(false);
    }
  }

  if (first.error) {
    return (
      <LoadFailed
        message={failureMessage(first.error, copy.loadFailed)}
        retry={{ label: copy.retry, onRetry: () => void first.mutate(), busy: first.isValidating }}
      />
    );
  }
  if (!first.data) return <LoadingRows label={copy.loading} rows={2} />;
  const pages = [first.data, ...later];
  const loaded = { items: pages.flatMap((page) => page.items), nextCursor: pages.at(-1)?.nextCursor ?? null };
  if (loaded.items.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{copy.empty}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {loaded.items.map((review) => {
          const reported = reportedReview(review, userId, viewerId);
          return (
            <li key={review.id} className="rounded-xl border border-slate-200 p-3">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {copy.byAt(review.rater.name, review.eventTitle)}
                </span>
                <span className="text-sm text-amber-800">
                  <span className="inline-flex align-[-0.15em]">
                    {Array.from({ length: review.stars }, (_, star) => (
                      <Icon key={star} name="star" filled className="size-4" />
                    ))}
                  </span>
                  <span className="sr-only">{copy.stars(review.stars)}</span>
                </span>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{review.text}</p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <p className="text-xs text-slate-600">
                  {review.role === 'host' ? copy.asHost : copy.asParticipant} ·{' '}
                  <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
                </p>
                {reported && (
                  <button
                    type="button"
                    className={inlineTextButton}
                    aria-label={reportCopy.openReview(review.rater.name)}
                    onClick={() => reporting.report(reported, review.text)}
                  >
                    {reportCopy.open}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {reporting.status}
      {reporting.dialog}
      {problem && <LoadFailed message={problem} />}
      {loaded.nextCursor && (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          disabled={busy}
          onClick={() => loaded.nextCursor && void loadMore(loaded.nextCursor)}
        >
          {copy.more}
        </button>
      )}
    </div>
  );
}
