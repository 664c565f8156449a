/**
 * The moderation check of a new profile picture on the local stack: the real presigned PUT into s3rver, the profile
 * update, and the Rekognition stand-in (bin/local/rekognition.ts), which flags a picture holding a test marker.
 * A flagged picture is refused, never served, and its case is in the moderators' queue; a clean one is published.
 */
import type { UploadSlot } from '../../lambdas/contracts/upload';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { userWithProfile } from './support/join-requests';
import { moderator, readCase, until } from './support/moderation';
import { stackInfo } from './support/stack-info';
import type { TestUser } from './support/users';

/** The 8-byte PNG signature and an IHDR chunk header: an image by its magic bytes. */
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const flaggedPng = Buffer.concat([pngBytes, Buffer.from('squad-test:explicit')]);

async function uploaded(user: TestUser, bytes: Buffer): Promise<UploadSlot> {
  const answer = await callEndpoint(endpoints.profile.uploadProfilePicture, {
    token: user.accessToken,
    body: { contentType: 'image/png', fileName: 'me.png', fileSize: bytes.length },
  });
  expect(answer.status).toBe(200);
  const slot = answer.body;
  const put = await fetch(slot.url, {
    method: 'PUT',
    headers: { 'content-type': slot.contentType, origin: stackInfo().webOrigin },
    body: new Uint8Array(bytes),
  });
  await put.arrayBuffer();
  expect(put.status).toBe(200);
  return slot;
}

const savePicture = (user: TestUser, fileUrl: string) =>
  callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: { profilePicture: fileUrl },
  });

async function servedStatus(fileUrl: string): Promise<number> {
  const response = await fetch(fileUrl);
  await response.arrayBuffer();
  return response.status;
}

describe('the moderation check of a new profile picture', () => {
  it('publishes a clean picture', async () => {
    const user = await userWithProfile('clean-avatar');
    const slot = await uploaded(user, pngBytes);

    const answer = await savePicture(user, slot.fileUrl);

    expect(answer.status).toBe(200);
    expect(answer.body.profilePicture).toBe(slot.fileUrl);
    expect(await servedStatus(slot.fileUrl)).toBe(200);
  });

  it('refuses a flagged picture with 422, serves nothing, and opens one case in the moderators’ queue', async () => {
    const [user, mod] = await Promise.all([userWithProfile('flagged-avatar'), moderator('avatar-mod')]);
    const slot = await uploaded(user, flaggedPng);

    const first = await savePicture(user, slot.fileUrl);
    const again = await savePicture(user, slot.fileUrl);

    for (const answer of [first, again]) {
      expect(answer).toMatchObject({ status: 422, body: { reason: 'AVATAR_FLAGGED' } });
    }
    expect(await servedStatus(slot.fileUrl)).not.toBe(200);
    const profile = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(profile.body.profilePicture).not.toBe(slot.fileUrl);

    const listed = await until(async () => {
      const page = await callEndpoint(endpoints.moderation.listCases, {
        token: mod.accessToken,
        query: { status: 'open', kind: 'flagged-avatar' },
      });
      const cases = page.body.cases.filter((item) => item.subject.userId === user.userId);
      return cases.length > 0 ? cases : undefined;
    }, 'flagged-avatar case');
    expect(listed).toHaveLength(1);
    const opened = await readCase(mod, listed[0]!.caseId);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      kind: 'flagged-avatar',
      content: [
        { label: 'Etiketler', text: expect.stringContaining('Explicit') },
        { label: 'Yükleme', text: expect.stringMatching(new RegExp(`^uploads/${user.userId}/`)) },
      ],
    });
  });
});
