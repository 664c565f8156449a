import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import type { AnswerOf, EndpointDescription } from '@contracts/endpoint';
import { ApiError, isServerAnswer, pathOf, readPath, type CallInput } from './client';

export interface ReadOptions<E> extends SWRConfiguration<AnswerOf<E>, ApiError> {
  /** a background poll: no loading toast (the screen shows its own loading state) */
  quiet?: boolean;
}

/**
 * An endpoint's read through SWR, keyed by its path (`pathOf`); `null` input skips the request (e.g. until
 * something it depends on is known).
 */
export function useApi<E extends EndpointDescription>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'> | null,
  { quiet = false, ...options }: ReadOptions<E> = {},
): SWRResponse<AnswerOf<E>, ApiError> {
  return useSWR<AnswerOf<E>, ApiError>(
    input ? pathOf(endpoint, input) : null,
    (path: string) => readPath(endpoint, path, { quiet }),
    { shouldRetryOnError: isRetryable, ...options },
  );
}

/**
 * Starts an endpoint's read before any screen asks for it (a read on the first screen's critical path); the first
 * `useApi` of the same input takes its answer instead of asking again.
 */
export function preloadApi<E extends EndpointDescription>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
): void {
  void preload(pathOf(endpoint, input), (path: string) => readPath(endpoint, path)).catch(() => undefined);
}

// Asking a 4xx again would only flicker the screen.
const isRetryable = (error: Error) => !isServerAnswer(error);
