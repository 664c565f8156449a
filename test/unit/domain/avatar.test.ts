import {
  avatarUrl,
  detectImageType,
  isAcceptableAvatar,
  newAvatarKey,
  ownAvatarKey,
} from '../../../lambdas/domain/avatar';

const baseUrl = 'https://cdn.squad.test';
const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
const pngHeader = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const fiveMegabytes = 5 * 1024 * 1024;

describe('avatar keys', () => {
  it("puts an upload under the caller's folder with the extension of its content type", () => {
    expect(newAvatarKey('u1', 'image/jpeg', 'abc-123')).toBe('avatars/u1/abc-123.jpg');
    expect(newAvatarKey('u1', 'image/webp', 'abc-123')).toBe('avatars/u1/abc-123.webp');
  });

  it('serves a key under the public base URL, with or without its trailing slash', () => {
    expect(avatarUrl(baseUrl, 'avatars/u1/a.png')).toBe('https://cdn.squad.test/avatars/u1/a.png');
    expect(avatarUrl(`${baseUrl}/`, 'avatars/u1/a.png')).toBe('https://cdn.squad.test/avatars/u1/a.png');
  });

  it("recognises the caller's own avatar URL and answers its key", () => {
    expect(ownAvatarKey(`${baseUrl}/avatars/u1/abc-123.png`, baseUrl, 'u1')).toBe('avatars/u1/abc-123.png');
  });

  it("refuses another user's avatar URL", () => {
    expect(ownAvatarKey(`${baseUrl}/avatars/u2/abc-123.png`, baseUrl, 'u1')).toBeUndefined();
  });

  it('refuses a URL on another host', () => {
    expect(ownAvatarKey('https://evil.test/avatars/u1/abc-123.png', baseUrl, 'u1')).toBeUndefined();
  });

  it("refuses a URL that climbs out of the caller's folder", () => {
    expect(ownAvatarKey(`${baseUrl}/avatars/u1/../u2/abc-123.png`, baseUrl, 'u1')).toBeUndefined();
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

describe('isAcceptableAvatar', () => {
  it('accepts an image of exactly 5 MB', () => {
    expect(isAcceptableAvatar({ sizeBytes: fiveMegabytes, firstBytes: pngHeader })).toBe(true);
  });

  it('rejects an image one byte over 5 MB', () => {
    expect(isAcceptableAvatar({ sizeBytes: fiveMegabytes + 1, firstBytes: pngHeader })).toBe(false);
  });

  it('rejects an empty object', () => {
    expect(isAcceptableAvatar({ sizeBytes: 0, firstBytes: bytes() })).toBe(false);
  });

  it('rejects a small object that is not an image', () => {
    expect(isAcceptableAvatar({ sizeBytes: 120, firstBytes: ascii('<html><body>') })).toBe(false);
  });
});
