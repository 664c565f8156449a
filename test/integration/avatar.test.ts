/**
 * Avatar upload: a presigned PUT of exactly the announced size into the caller's upload folder, then the
 * profile may point at the picture only when the upload is the caller's own and really an image, and only
 * the copy the server made from the checked upload is served.
 */
import type { UploadSlot } from '../../lambdas/contracts/upload';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { stackInfo } from './support/stack-info';
import { createUser, type TestUser } from './support/users';

/** The 8-byte PNG signature followed by an IHDR chunk header: an image by its magic bytes. */
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function userWithProfile(label: string): Promise<TestUser> {
  const user = await createUser(label);
  await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
  return user;
}

async function uploadSlot(user: TestUser, fileSize = pngBytes.length): Promise<UploadSlot> {
  const answer = await callEndpoint(endpoints.profile.uploadProfilePicture, {
    token: user.accessToken,
    body: { contentType: 'image/png', fileName: 'me.png', fileSize },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function putObject(slot: UploadSlot, bytes: Buffer): Promise<number> {
  const response = await fetch(slot.url, {
    method: 'PUT',
    headers: { 'content-type': slot.contentType, origin: stackInfo().webOrigin },
    body: new Uint8Array(bytes),
  });
  await response.arrayBuffer();
  return response.status;
}

function savePicture(user: TestUser, fileUrl: string) {
  return callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: { profilePicture: fileUrl },
  });
}

async function served(fileUrl: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(fileUrl);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
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

const unverifiable = { status: 400, body: { message: 'Profil resmi doğrulanamadı.' } };

describe('avatar upload slot', () => {
  it("hands out a presigned PUT into the caller's upload folder and the served URL in the avatar folder", async () => {
    const user = await userWithProfile('slot');
    const slot = await uploadSlot(user);
    const fileName = slot.fileUrl.slice(`${stackInfo().avatarBaseUrl}/avatars/${user.userId}/`.length);
    expect(slot.fileUrl).toBe(`${stackInfo().avatarBaseUrl}/avatars/${user.userId}/${fileName}`);
    expect(new URL(slot.url).pathname).toBe(
      `/${stackInfo().avatarBucket}/uploads/${user.userId}/${fileName}`,
    );
  });

  it('answers 400 when asked for a slot for a non-image content type', async () => {
    const user = await userWithProfile('pdf');
    const answer = await callEndpoint(endpoints.profile.uploadProfilePicture, {
      token: user.accessToken,
      body: { contentType: 'application/pdf', fileName: 'cv.pdf', fileSize: 1000 },
    });
    expect(answer.status).toBe(400);
  });

  it('stores a PUT of the signed length but serves nothing until the profile accepts it', async () => {
    const user = await userWithProfile('upload');
    const slot = await uploadSlot(user);
    expect(await putObject(slot, pngBytes)).toBe(200);
    expect((await served(slot.fileUrl)).status).toBe(404);
  });

  it.each([
    ['larger', Buffer.concat([pngBytes, Buffer.alloc(4096)])],
    ['smaller', pngBytes.subarray(0, 20)],
  ])('refuses a PUT %s than the signed file size, so nothing is stored', async (_size, bytes) => {
    const user = await userWithProfile('length');
    const slot = await uploadSlot(user);
    expect(await putObject(slot, bytes)).toBe(403);
    expect(await savePicture(user, slot.fileUrl)).toMatchObject(unverifiable);
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

describe('saving an uploaded picture on the profile', () => {
  it('serves the checked upload at the file URL as an image once the profile points at it', async () => {
    const user = await userWithProfile('picture');
    const slot = await uploadSlot(user);
    await putObject(slot, pngBytes);
    const answer = await savePicture(user, slot.fileUrl);
    expect(answer.status).toBe(200);
    expect(answer.body.profilePicture).toBe(slot.fileUrl);
    expect(await served(slot.fileUrl)).toEqual({ status: 200, type: 'image/png', bytes: pngBytes });
  });

  it('keeps serving the checked picture when the upload is replaced afterwards', async () => {
    const user = await userWithProfile('replace');
    const slot = await uploadSlot(user);
    await putObject(slot, pngBytes);
    await savePicture(user, slot.fileUrl);
    const sameLengthHtml = Buffer.from('<html>'.padEnd(pngBytes.length, ' '));
    expect(await putObject(slot, sameLengthHtml)).toBe(200);
    expect((await served(slot.fileUrl)).bytes).toEqual(pngBytes);
  });

  it('refuses a picture whose uploaded bytes are not an image and leaves the profile unchanged', async () => {
    const user = await userWithProfile('fake');
    const html = Buffer.from('<html>not a picture</html>');
    const slot = await uploadSlot(user, html.length);
    await putObject(slot, html);
    expect(await savePicture(user, slot.fileUrl)).toMatchObject(unverifiable);
    const reread = await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
    expect(reread.body.profilePicture).toBeNull();
    expect((await served(slot.fileUrl)).status).toBe(404);
  });

  it("refuses a picture from another user's folder", async () => {
    const owner = await userWithProfile('owner');
    const thief = await userWithProfile('thief');
    const slot = await uploadSlot(owner);
    await putObject(slot, pngBytes);
    expect(await savePicture(thief, slot.fileUrl)).toMatchObject(unverifiable);
  });

  it('answers 400 for a picture that was never uploaded', async () => {
    const user = await userWithProfile('missing');
    const slot = await uploadSlot(user);
    expect(await savePicture(user, slot.fileUrl)).toMatchObject(unverifiable);
  });
});
