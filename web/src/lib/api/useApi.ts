import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { AnswerOf, EndpointDescription } from '@contracts/endpoint';
import { ApiError, isServerAnswer, pathOf, readPath, type CallInput, type RequestOptions } from './client';

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
    (path: string) => fetchPath(endpoint, path, { quiet }),
    { shouldRetryOnError: isRetryable, ...options },
  );
}

/** Reads started before their screen asked for them, by path; the first read of the path takes the answer. */
const preloaded = new Map<string, Promise<unknown>>();
/** How long an answer nobody took is kept: a screen still on its way takes it, a later one asks again. */
const preloadedKeptMs = 5000;

/**
 * Starts a read before any screen asks for it (a read on the first screen's critical path): the first `useApi`,
 * or `fetchPath`, of the same path takes its answer instead of asking again.
 */
export function preloadApi<E extends EndpointDescription>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
  options: RequestOptions = {},
): void {
  preloadPath(endpoint, pathOf(endpoint, input), options);
}

/** `preloadApi` of a path made by `pathOf` (an SWR key). */
export function preloadPath<E extends EndpointDescription>(
  endpoint: E,
  path: string,
  options: RequestOptions = {},
): void {
  if (preloaded.has(path)) return;
  const answer = readPath(endpoint, path, options);
  preloaded.set(path, answer);
  const forgetLater = () =>
    setTimeout(() => {
      if (preloaded.get(path) === answer) preloaded.delete(path);
    }, preloadedKeptMs);
  answer.then(forgetLater, forgetLater);
}

/** A read's fetcher (SWR's): the preloaded answer of its path when one is waiting, else a request. */
export function fetchPath<E extends EndpointDescription>(
  endpoint: E,
  path: string,
  options: RequestOptions = {},
): Promise<AnswerOf<E>> {
  const answer = preloaded.get(path);
  if (!answer) return readPath(endpoint, path, options);
  preloaded.delete(path);
  return answer as Promise<AnswerOf<E>>;
}

// Asking a 4xx again would only flicker the screen.
const isRetryable = (error: Error) => !isServerAnswer(error);
