/** Calls the local API gateway the way the SPA does. */
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
