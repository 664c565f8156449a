/**
 * Avatar upload: a presigned PUT straight to the local S3, then the profile may point at the object
 * only when it is the caller's own and really an image.
 */
import type { Profile } from '../../lambdas/contracts/profile';
import type { UploadSlot } from '../../lambdas/contracts/upload';
import { callApi } from './support/api';
import { stackInfo } from './support/stack-info';
import { createUser, type TestUser } from './support/users';

/** The 8-byte PNG signature followed by an IHDR chunk header: an image by its magic bytes. */
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function userWithProfile(label: string): Promise<TestUser> {
  const user = await createUser(label);
  await callApi('GET', '/private/profile', { token: user.accessToken });
  return user;
}

async function uploadSlot(user: TestUser, contentType = 'image/png'): Promise<UploadSlot> {
  const answer = await callApi<UploadSlot>('PUT', '/private/uploadProfilePicture', {
    token: user.accessToken,
    body: { contentType, fileName: 'me.png' },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function putObject(slot: UploadSlot, bytes: Buffer): Promise<number> {
  const response = await fetch(slot.url, {
    method: 'PUT',
    headers: { 'content-type': slot.contentType, origin: stackInfo().webOrigin },
    body: bytes,
  });
  return response.status;
}

function preflight(slot: UploadSlot, origin: string): Promise<Response> {
  return fetch(slot.url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type',
    },
  });
}

describe('avatar upload', () => {
  it('hands out a presigned PUT URL and a public file URL in the caller avatar folder', async () => {
    const user = await userWithProfile('slot');
    const slot = await uploadSlot(user);
    expect(slot.fileUrl.startsWith(`${stackInfo().avatarBaseUrl}/avatars/${user.userId}/`)).toBe(true);
    expect(new URL(slot.url).pathname).toBe(new URL(slot.fileUrl).pathname);
  });

  it('answers 400 when asked for a slot for a non-image content type', async () => {
    const user = await userWithProfile('pdf');
    const answer = await callApi('PUT', '/private/uploadProfilePicture', {
      token: user.accessToken,
      body: { contentType: 'application/pdf', fileName: 'cv.pdf' },
    });
    expect(answer.status).toBe(400);
  });

  it('stores a presigned PUT in the local S3 and serves it at the file URL', async () => {
    const user = await userWithProfile('upload');
    const slot = await uploadSlot(user);
    expect(await putObject(slot, pngBytes)).toBe(200);
    const served = await fetch(slot.fileUrl);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes);
  });

  it('lets the profile point at an uploaded image', async () => {
    const user = await userWithProfile('picture');
    const slot = await uploadSlot(user);
    await putObject(slot, pngBytes);
    const answer = await callApi<Profile>('PUT', '/private/profile', {
      token: user.accessToken,
      body: { profilePicture: slot.fileUrl },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.profilePicture).toBe(slot.fileUrl);
  });

  it('refuses a profile picture whose stored bytes are not an image', async () => {
    const user = await userWithProfile('fake');
    const slot = await uploadSlot(user);
    await putObject(slot, Buffer.from('<html>not a picture</html>'));
    const answer = await callApi('PUT', '/private/profile', {
      token: user.accessToken,
      body: { profilePicture: slot.fileUrl },
    });
    expect(answer.status).toBe(400);
    const reread = await callApi<Profile>('GET', '/private/profile', { token: user.accessToken });
    expect(reread.body.profilePicture).toBeNull();
  });

  it('refuses a profile picture from another user folder', async () => {
    const owner = await userWithProfile('owner');
    const thief = await userWithProfile('thief');
    const slot = await uploadSlot(owner);
    await putObject(slot, pngBytes);
    const answer = await callApi('PUT', '/private/profile', {
      token: thief.accessToken,
      body: { profilePicture: slot.fileUrl },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses a profile picture that was never uploaded', async () => {
    const user = await userWithProfile('missing');
    const slot = await uploadSlot(user);
    const answer = await callApi('PUT', '/private/profile', {
      token: user.accessToken,
      body: { profilePicture: slot.fileUrl },
    });
    expect(answer.status).toBe(400);
  });

  // s3rver answers an allowed preflight with `*` (S3 echoes the origin); both let the browser PUT.
  it('answers the browser preflight for a presigned PUT from the web origin', async () => {
    const user = await userWithProfile('cors');
    const response = await preflight(await uploadSlot(user), stackInfo().webOrigin);
    expect(response.status).toBe(200);
    expect([stackInfo().webOrigin, '*']).toContain(response.headers.get('access-control-allow-origin'));
  });

  it('refuses the browser preflight for a presigned PUT from another origin', async () => {
    const user = await userWithProfile('cors-other');
    const response = await preflight(await uploadSlot(user), 'http://evil.example');
    expect(response.status).toBe(403);
  });
});
