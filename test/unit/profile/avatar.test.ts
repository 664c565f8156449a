import { acceptedAvatarType, avatarUrl, newAvatarKeys, ownAvatarKeys } from '../../../lambdas/profile/avatar';
import { detectImageType } from '../../../lambdas/contracts/upload';

const baseUrl = 'https://cdn.squad.test';
const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
const pngHeader = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const fiveMegabytes = 5 * 1024 * 1024;

describe('avatar keys', () => {
  it("puts an upload and its served copy under the caller's folders with the extension of its type", () => {
    expect(newAvatarKeys('u1', 'image/jpeg', 'abc-123')).toEqual({
      uploadKey: 'uploads/u1/abc-123.jpg',
      avatarKey: 'avatars/u1/abc-123.jpg',
    });
    expect(newAvatarKeys('u1', 'image/png', 'abc-123').avatarKey).toBe('avatars/u1/abc-123.png');
  });

  it('serves a key under the public base URL, with or without its trailing slash', () => {
    expect(avatarUrl(baseUrl, 'avatars/u1/a.png')).toBe('https://cdn.squad.test/avatars/u1/a.png');
    expect(avatarUrl(`${baseUrl}/`, 'avatars/u1/a.png')).toBe('https://cdn.squad.test/avatars/u1/a.png');
  });

  it("recognises the caller's own avatar URL and answers its upload and served keys", () => {
    expect(ownAvatarKeys(`${baseUrl}/avatars/u1/abc-123.png`, baseUrl, 'u1')).toEqual({
      uploadKey: 'uploads/u1/abc-123.png',
      avatarKey: 'avatars/u1/abc-123.png',
    });
  });

  it('refuses the address of an upload, which is never served', () => {
    expect(ownAvatarKeys(`${baseUrl}/uploads/u1/abc-123.png`, baseUrl, 'u1')).toBeUndefined();
  });

  it("refuses another user's avatar URL", () => {
    expect(ownAvatarKeys(`${baseUrl}/avatars/u2/abc-123.png`, baseUrl, 'u1')).toBeUndefined();
  });

  it('refuses a URL on another host', () => {
    expect(ownAvatarKeys('https://evil.test/avatars/u1/abc-123.png', baseUrl, 'u1')).toBeUndefined();
  });

  it("refuses a URL that climbs out of the caller's folder", () => {
    expect(ownAvatarKeys(`${baseUrl}/avatars/u1/../u2/abc-123.png`, baseUrl, 'u1')).toBeUndefined();
  });
});

describe('detectImageType', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/png', pngHeader],
    ['image/gif', ascii('GIF89a')],
    ['image/gif', ascii('GIF87a')],
    ['image/webp', ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
  ])('recognises %s by its magic bytes', (type, header) => {
    expect(detectImageType(header)).toBe(type);
  });

  it('recognises no image in text, HTML or a RIFF file that is not WEBP', () => {
    expect(detectImageType(ascii('<svg xmlns="h'))).toBeUndefined();
    expect(detectImageType(ascii('<html><script>'))).toBeUndefined();
    expect(detectImageType(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeUndefined();
    expect(detectImageType(bytes())).toBeUndefined();
  });
});

describe('acceptedAvatarType', () => {
  const upload = (sizeBytes: number, firstBytes: Uint8Array) => ({ sizeBytes, firstBytes, etag: '"v1"' });

  it('answers the type its bytes show for an image one byte under 5 MB', () => {
    expect(acceptedAvatarType(upload(fiveMegabytes - 1, pngHeader))).toBe('image/png');
  });

  it('rejects an image of exactly 5 MB, like the upload slot and the browser', () => {
    expect(acceptedAvatarType(upload(fiveMegabytes, pngHeader))).toBeUndefined();
  });

  it('rejects an empty object', () => {
    expect(acceptedAvatarType(upload(0, bytes()))).toBeUndefined();
  });

  it('rejects a small object that is not an image', () => {
    expect(acceptedAvatarType(upload(120, ascii('<html><body>')))).toBeUndefined();
  });
});
