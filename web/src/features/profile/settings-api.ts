/**
 * The settings tab's calls: save details or interests, check a username, ask for a picture upload. Apart from the
 * profile read (api.ts), so the screens that only read a profile load none of the settings' schemas.
 */
import * as api from '@contracts/endpoints/profile-settings';
import type { Profile, UsernameAvailability } from '@contracts/profile';
import type { ProfileUpdate } from '@contracts/profile-update';
import type { UploadRequest, UploadSlot } from '@contracts/upload';
import { callApi } from '../../lib/api/client';

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return callApi(api.updateProfile, { body: update });
}

export function checkUsername(username: string): Promise<UsernameAvailability> {
  return callApi(api.checkUsername, { params: { username } });
}

export function requestAvatarUpload(request: UploadRequest): Promise<UploadSlot> {
  return callApi(api.uploadProfilePicture, { body: request });
}
