/**
 * The profile feature's calls: one SWR hook for the caller's profile plus the mutations and lookups the
 * settings tab makes. Everything goes through the shell's API client (token, timeout, 401 retry).
 */
import type { KeyedMutator } from 'swr';
import * as api from '@contracts/endpoints/profile';
import type { Profile, ProfileUpdate, UsernameAvailability } from '@contracts/profile';
import type { UploadRequest, UploadSlot } from '@contracts/upload';
import { callApi, pathOf, type ApiError } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

/** The profile read's SWR key, for whoever must revalidate it (a token spent, a stat changed). */
export const profilePath = pathOf(api.getProfile);

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

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return callApi(api.updateProfile, { body: update });
}

export function checkUsername(username: string): Promise<UsernameAvailability> {
  return callApi(api.checkUsername, { params: { username } });
}

export function requestAvatarUpload(request: UploadRequest): Promise<UploadSlot> {
  return callApi(api.uploadProfilePicture, { body: request });
}
