/**
 * The one API client (spec section 7, DESIGN section 5): base apiUrl from /config.json, 30 s timeout,
 * the access token as a bearer token when signed in, a shared loading toast, and on 401 one retry with a
 * freshly refreshed token; if that is refused too, the user is signed out and sent to /auth/login.
 */
import {
  endpointPath,
  type AnswerOf,
  type BodyOf,
  type EndpointDescription,
  type ParamsOf,
  type QueryOf,
} from '@contracts/endpoint';
import type { ApiErrorBody } from '@contracts/errors';
import { paths } from '../paths';
import { siteConfig } from '../config/site-config';
import { loadIdentity } from '../identity/load-identity';
import { storedAccessToken } from '../identity/stored-session';
import { logOut } from '../identity/logout';
import { commonCopy } from '../../copy/common';
import { requestSettled, requestStarted } from './loading-toast';

export const requestTimeoutMs = 30000;

export class ApiError extends Error {
  status: number;
  reason?: string;

  constructor(status: number, message: string, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
  }
}

/** A 4xx is the server's answer for this caller (not found, not allowed, bad input): asking again changes nothing. */
export const isServerAnswer = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** What a failed call tells the user: our words for a timeout or the network, the server's for a 4xx, else `fallback`. */
export const failedCallMessage = (failure: unknown, fallback: string): string =>
  failure instanceof ApiError && failure.status < 500 ? failure.message : fallback;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** a background poll: no loading toast (the screen already shows what it has; a toast every few seconds would
   * flash and be read out by screen readers) */
  quiet?: boolean;
}

/** What a call sends: its endpoint's path parameters, query and body, as the endpoint's schemas accept them. */
export interface CallInput<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** Calls an endpoint described in lambdas/contracts/endpoints/; the answer has the endpoint's answer type. */
export function callApi<E extends EndpointDescription>(
  endpoint: E,
  input: CallInput<E> = {},
  options: RequestOptions = {},
): Promise<AnswerOf<E>> {
  return apiRequest<AnswerOf<E>>(endpoint.method, pathOf(endpoint, input), input.body, options);
}

/** Where a call goes, path and query: also the SWR key of a read, so a change can revalidate it by path. */
export function pathOf<E extends EndpointDescription>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'> = {},
): string {
  return endpointPath(
    endpoint,
    input.params as Record<string, string> | undefined,
    input.query as Record<string, string | undefined> | undefined,
  );
}

/** A GET of an SWR key made by `pathOf`; the endpoint says what it answers. */
export function readPath<E extends EndpointDescription>(
  _endpoint: E,
  path: string,
  options: RequestOptions = {},
): Promise<AnswerOf<E>> {
  return apiRequest<AnswerOf<E>>('GET', path, undefined, options);
}

async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  { quiet = false }: RequestOptions = {},
): Promise<T> {
  if (!quiet) requestStarted();
  try {
    return await readAnswer<T>(await authorizedResponse(method, path, body));
  } finally {
    if (!quiet) requestSettled();
  }
}

/** Sent with the access token; on 401 once more with a refreshed one, then the user is signed out. */
export async function authorizedResponse(method: Method, path: string, body?: unknown): Promise<Response> {
  let response = await send(method, path, body, false);
  if (response.status === 401) {
    response = await send(method, path, body, true);
    if (response.status === 401) {
      await logOut(paths.authLogin);
      throw new ApiError(401, commonCopy.sessionExpired);
    }
  }
  return response;
}

async function send(method: Method, path: string, body: unknown, refreshToken: boolean): Promise<Response> {
  const { apiUrl, userPoolClientId } = await siteConfig();
  const token = await currentAccessToken(userPoolClientId, refreshToken);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  try {
    return await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeout.signal,
    });
  } catch (error) {
    if (timeout.signal.aborted) throw new ApiError(0, commonCopy.requestTimeout, 'TIMEOUT');
    console.error(`API ${method} ${path} could not be sent`, error);
    throw new ApiError(0, commonCopy.networkError, 'NETWORK');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A fresh stored token goes out without loading Amplify; one near its expiry, or a forced refresh after a 401,
 * goes through Amplify. Without a session (or when refreshing fails) the request goes out without a token.
 */
export async function currentAccessToken(
  clientId: string,
  forceRefresh: boolean,
): Promise<string | undefined> {
  const stored = forceRefresh ? undefined : storedAccessToken(clientId);
  if (stored) return stored;
  try {
    const identity = await loadIdentity();
    return await identity.accessToken(forceRefresh);
  } catch {
    return undefined;
  }
}

export async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return parsed as T;
  const errorBody = isErrorBody(parsed) ? parsed : undefined;
  throw new ApiError(response.status, errorBody?.message ?? commonCopy.genericError, errorBody?.reason);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}
