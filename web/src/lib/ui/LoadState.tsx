/** The loading and failed states of a read that feeds a list or a dialog: rows that pulse, or an alert with Retry. */
import type { ReactNode } from 'react';
import { isServerAnswer, type ApiError } from '../api/client';
import { failedOffline } from '../pwa/offline';
import { OfflineNote } from '../pwa/OfflineNote';
import { secondaryButton } from './classes';

/** A 4xx answer carries the server's reason for this caller (not theirs to see, gone); anything else is ours to word. */
export function failureMessage(error: ApiError, fallback: string): string {
  return isServerAnswer(error) ? error.message : fallback;
}

interface LoadFailedProps {
  message: string;
  /** without it there is nothing to retry: the server refused for good */
  retry?: { label: string; onRetry: () => void; busy: boolean };
}

export function LoadFailed({ message, retry }: LoadFailedProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-xl bg-red-50 p-3">
      <p className="text-sm font-medium text-red-800">{message}</p>
      {retry && (
        <button type="button" className={secondaryButton} onClick={retry.onRetry} disabled={retry.busy}>
          {retry.label}
        </button>
      )}
    </div>
  );
}

interface LoadingRowsProps {
  /** said to screen readers; the rows are only for the eye */
  label: string;
  /** @default 1 */
  rows?: number;
  /** a Tailwind height class, about the height of one loaded row @default 'h-16' */
  rowHeight?: string;
}

export function LoadingRows({ label, rows = 1, rowHeight = 'h-16' }: LoadingRowsProps) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} aria-hidden="true" className={`${rowHeight} animate-pulse rounded-xl bg-slate-200`} />
      ))}
    </div>
  );
}

interface ReadStateProps<Data> {
  /** an SWR read as its hook returns it */
  read: { data?: Data; error?: ApiError; isLoading: boolean; mutate: () => Promise<unknown> };
  copy: { loading: string; loadFailed: string; retry: string };
  /** show a 4xx answer's own reason instead of copy.loadFailed @default false */
  serverReason?: boolean;
  rows?: number;
  rowHeight?: string;
  /** the loaded state, empty or not */
  children: (data: Data) => ReactNode;
}

/**
 * A list's three states in one place: what it read (kept while a poll fails), else the failure (the offline note when
 * the device is offline: it loads by itself once back), else rows loading.
 */
export function ReadState<Data>({
  read,
  copy,
  serverReason = false,
  rows,
  rowHeight,
  children,
}: ReadStateProps<Data>) {
  if (read.data !== undefined) return children(read.data);
  if (failedOffline(read.error)) return <OfflineNote />;
  if (read.error) {
    return (
      <LoadFailed
        message={serverReason ? failureMessage(read.error, copy.loadFailed) : copy.loadFailed}
        retry={{ label: copy.retry, onRetry: () => void read.mutate(), busy: read.isLoading }}
      />
    );
  }
  return <LoadingRows label={copy.loading} rows={rows} rowHeight={rowHeight} />;
}
