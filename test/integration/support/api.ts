/** Calls the local API gateway the way the SPA does. */
import { endpointPath, type AnswerOf, type EndpointDescription } from '../../../lambdas/contracts/endpoint';
import type { ApiErrorBody } from '../../../lambdas/contracts/errors';
import { stackInfo } from './stack-info';

export interface ApiAnswer<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
}

export async function callApi<Body = unknown>(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS',
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<Body>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stackInfo().apiUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as Body,
    headers: response.headers,
  };
}

export interface EndpointCall {
  token?: string;
  /** filled into the path, percent-encoded */
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** any value: tests also send what the schema refuses */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * Calls an endpoint through its description (lambdas/contracts/endpoints/), as the SPA does. The body is the
 * endpoint's answer on success and an error body otherwise, so a test checks the status first.
 */
export function callEndpoint<E extends EndpointDescription>(
  endpoint: E,
  { params, query, ...options }: EndpointCall = {},
): Promise<ApiAnswer<AnswerOf<E> & Partial<ApiErrorBody>>> {
  return callApi(endpoint.method, endpointPath(endpoint, params, query), options);
}
