/**
 * A GET of a `raw` endpoint that answers a file (a calendar): its body as a Blob, with the same token, timeout,
 * 401 retry and loading toast as every call; a refusal is the usual JSON error. Apart from client.ts, so only the
 * screens that download anything load it.
 */
import type { EndpointDescription } from '@contracts/endpoint';
import { authorizedResponse, pathOf, readAnswer, type CallInput } from './client';
import { requestSettled, requestStarted } from './loading-toast';

export async function fetchApiFile<E extends EndpointDescription>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'> = {},
): Promise<Blob> {
  requestStarted();
  try {
    const response = await authorizedResponse('GET', pathOf(endpoint, input));
    if (!response.ok) return await readAnswer<never>(response);
    return await response.blob();
  } finally {
    requestSettled();
  }
}
