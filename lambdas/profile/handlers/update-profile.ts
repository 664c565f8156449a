/**
 * PUT /private/profile: the settings form (details), `{interests}` or `{birthDate}` (once, birth-date-table.ts). A
 * new username is claimed in the same transaction as the profile update; a new picture must be the caller's own
 * upload, which is checked (size, type, then moderation labels) and copied to its served key before the profile
 * points at it.
 */
import { publishAvatar, storedObjectFacts } from '../avatar-store';
import { moderateUpload } from '../avatar-moderation';
import { changeUsername, getProfile, refuseUnlessActive, updateProfileFields } from '../profiles-table';
import { setBirthDate } from '../birth-date-table';
import { imageSignatureBytes } from '../../contracts/upload';
import { acceptedAvatarType, ownAvatarKeys } from '../avatar';
import { toProfileResponse, type EditableProfileFields } from '../profile';
import { requiredEnv } from '../../platform/env';
import { clock } from '../../platform/clock';
import { invalidInput, refusal } from '../../platform/errors';
import { futureBirthDateIssue } from '../../contracts/profile-birth-date';
import * as api from '../../contracts/endpoints/profile-settings';
import { httpRoute } from '../../platform/route';
import { recentActivityOf } from '../../events/activity';
import { profileRefusals } from '../../contracts/refusals';

const avatarBaseUrl = requiredEnv('AVATAR_BASE_URL');

const profileNotFound = () => refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');

export const handler = httpRoute(api.updateProfile, async ({ body, userId }) => {
  if ('birthDate' in body) {
    const future = futureBirthDateIssue(body.birthDate, clock.now());
    if (future) throw invalidInput(future);
    const saved = await setBirthDate(userId, body.birthDate);
    if (!saved) throw profileNotFound();
    return { body: toProfileResponse(saved, await recentActivityOf(userId)) };
  }
  const current = await getProfile(userId);
  if (!current) throw profileNotFound();

  const { username, ...fields }: EditableProfileFields & { username?: string } = body;
  if (fields.profilePicture && fields.profilePicture !== current.profilePicture) {
    // The copy to the served key is no table write: a deletion under way must not get a picture past its sweep.
    await refuseUnlessActive(userId);
    await verifyAndPublishAvatar(fields.profilePicture, userId, clock.now());
  }

  if (username === undefined || username === current.username) {
    const updated = await updateProfileFields(userId, fields);
    if (!updated) throw profileNotFound();
    return { body: toProfileResponse(updated, await recentActivityOf(userId)) };
  }

  const outcome = await changeUsername(
    userId,
    { nextUsername: username, previousUsername: current.username },
    fields,
  );
  if (outcome.status === 'taken') throw refusal(409, profileRefusals, 'USERNAME_TAKEN');
  if (outcome.status === 'conflict') {
    throw refusal(409, profileRefusals, 'CONCURRENT_UPDATE');
  }
  return { body: toProfileResponse(outcome.profile, await recentActivityOf(userId)) };
});

async function verifyAndPublishAvatar(url: string, userId: string, now: Date): Promise<void> {
  const unverifiable = () => refusal(400, profileRefusals, 'AVATAR_UNVERIFIABLE');
  const keys = ownAvatarKeys(url, avatarBaseUrl, userId);
  if (!keys) throw unverifiable();
  const upload = await storedObjectFacts(keys.uploadKey, imageSignatureBytes);
  const contentType = upload && acceptedAvatarType(upload);
  if (!upload || !contentType) throw unverifiable();
  // Before anyone sees it: a flagged picture is refused (and a moderator's case opens), never copied.
  await moderateUpload({ userId, uploadKey: keys.uploadKey, contentType, etag: upload.etag }, now);
  if (!(await publishAvatar(keys, { contentType, etag: upload.etag }))) throw unverifiable();
}
