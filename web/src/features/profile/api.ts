/**
 * The caller's profile: one SWR hook and its key, through the shell's API client (token, timeout, 401 retry). The
 * settings tab's calls are in settings-api.ts.
 */
import type { KeyedMutator } from 'swr';
import * as api from '@contracts/endpoints/profile';
import type { Profile } from '@contracts/profile';
import { pathOf, type ApiError } from '../../lib/api/client';
import { preloadApi, useApi } from '../../lib/api/useApi';

/** The profile read's SWR key, for whoever must revalidate it (a token spent, a stat changed). */
export const profilePath = pathOf(api.getProfile);

/**
 * Starts the profile's read before the first render: the header shows it, and the physical dashboard's list waits
 * for its location.
 */
export const preloadProfile = () => preloadApi(api.getProfile, {});

export interface ProfileState {
  profile: Profile | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<Profile>;
}

export function useProfile(): ProfileState {
  const { data, error, isLoading, mutate } = useApi(api.getProfile, {});
  return { profile: data, error, isLoading, mutate };
}
