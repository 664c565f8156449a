import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from './client';

/** SWR keyed by API path; `null` skips the request (e.g. until something it depends on is known). */
export function useApi<T>(path: string | null): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path, (key: string) => apiRequest<T>('GET', key));
}
