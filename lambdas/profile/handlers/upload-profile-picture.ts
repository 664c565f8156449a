/**
 * PUT /private/uploadProfilePicture: a short-lived presigned PUT into the caller's upload folder, for
 * exactly the announced size, and the URL the picture will be served at once the profile accepts it. Only for an
 * active account (no transaction guards a signature: docs/data-model.md says why the read is enough).
 */
import { randomUUID } from 'node:crypto';
import { type UploadSlot } from '../../contracts/upload';
import { presignUpload } from '../avatar-store';
import { refuseUnlessActive } from '../profiles-table';
import { avatarUrl, newAvatarKeys } from '../avatar';
import { requiredEnv } from '../../platform/env';
import * as api from '../../contracts/endpoints/profile-settings';
import { httpRoute } from '../../platform/route';

const avatarBaseUrl = requiredEnv('AVATAR_BASE_URL');

export const handler = httpRoute(api.uploadProfilePicture, async ({ body, userId }) => {
  await refuseUnlessActive(userId);
  const { uploadKey, avatarKey } = newAvatarKeys(userId, body.contentType, randomUUID());
  const slot: UploadSlot = {
    url: await presignUpload(uploadKey, body.contentType, body.fileSize),
    fileUrl: avatarUrl(avatarBaseUrl, avatarKey),
    contentType: body.contentType,
  };
  return { body: slot };
});
