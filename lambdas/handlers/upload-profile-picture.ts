/** PUT /private/uploadProfilePicture: a short-lived presigned PUT into the caller's avatar folder. */
import { randomUUID } from 'node:crypto';
import { uploadRequestSchema, type UploadSlot } from '../contracts/upload';
import { presignAvatarUpload } from '../data/avatars';
import { avatarUrl, newAvatarKey } from '../domain/avatar';
import { requiredEnv } from '../env';
import { httpRoute } from '../http/route';

const avatarBaseUrl = requiredEnv('AVATAR_BASE_URL');

export const handler = httpRoute({ body: uploadRequestSchema }, async ({ body, userId }) => {
  const key = newAvatarKey(userId, body.contentType, randomUUID());
  const slot: UploadSlot = {
    url: await presignAvatarUpload(key, body.contentType),
    fileUrl: avatarUrl(avatarBaseUrl, key),
    contentType: body.contentType,
  };
  return { body: slot };
});
