/**
 * The profile feature's calls: one SWR hook for the caller's profile plus the mutations and lookups the
 * settings tab makes. Everything goes through the shell's API client (token, timeout, 401 retry).
 */
import type { KeyedMutator } from 'swr';
import type { Profile, ProfileUpdate, UsernameAvailability } from '@contracts/profile';
import type { UploadRequest, UploadSlot } from '@contracts/upload';
import { apiRequest, type ApiError } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

export const profilePath = '/private/profile';

export interface ProfileState {
  profile: Profile | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<Profile>;
}

export function useProfile(): ProfileState {
  const { data, error, isLoading, mutate } = useApi<Profile>(profilePath);
  return { profile: data, error, isLoading, mutate };
}

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>('PUT', profilePath, update);
}

export function checkUsername(username: string): Promise<UsernameAvailability> {
  return apiRequest<UsernameAvailability>('GET', `/private/check-username/${encodeURIComponent(username)}`);
}

export function requestAvatarUpload(request: UploadRequest): Promise<UploadSlot> {
  return apiRequest<UploadSlot>('PUT', '/private/uploadProfilePicture', request);
}
