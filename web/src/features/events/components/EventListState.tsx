/** The loading, error, empty and "more" states every event list shares. */
import type { ReactNode } from 'react';
import { eventsCopy } from '../../../copy/events';
import { secondaryButton } from '../../../lib/ui/classes';
import { failedOffline } from '../../../lib/pwa/offline';
import { OfflineNote } from '../../../lib/pwa/OfflineNote';

const copy = eventsCopy.physical;

interface EventListStateProps {
  isLoading: boolean;
  error: unknown;
  count: number;
  empty: ReactNode;
  hasMore: boolean;
  isLoadingMore: boolean;
  onRetry: () => void;
  onMore: () => void;
  children: ReactNode;
}

export function EventListState(props: EventListStateProps) {
  if (props.isLoading) {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">{copy.loading}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-2xl bg-slate-200" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (failedOffline(props.error) && props.count === 0) return <OfflineNote />;
  if (props.error && props.count === 0) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
        <p>{copy.failed}</p>
        <button type="button" className={`${secondaryButton} mt-3`} onClick={props.onRetry}>
          {copy.retry}
        </button>
      </div>
    );
  }
  if (props.count === 0)
    return <div className="rounded-2xl bg-white p-6 text-center text-slate-700">{props.empty}</div>;
  return (
    <>
      {props.children}
      {props.hasMore && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className={secondaryButton}
            onClick={props.onMore}
            disabled={props.isLoadingMore}
          >
            {props.isLoadingMore ? copy.loading : copy.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
