/**
 * Avatar rules. A presigned PUT proves nothing about what was uploaded (and a local S3 ignores the
 * signed content type), so a profile may only point at the caller's own object once that object has
 * been checked: small enough, and an image by its first bytes rather than by its claimed type.
 */
import { avatarMaxBytes, type avatarContentTypes } from '../contracts/upload';

type AvatarContentType = (typeof avatarContentTypes)[number];

const extensionByContentType: Record<AvatarContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** How many leading bytes `detectImageType` needs. */
export const avatarSniffBytes = 16;

export function newAvatarKey(userId: string, contentType: AvatarContentType, objectId: string): string {
  return `avatars/${userId}/${objectId}.${extensionByContentType[contentType]}`;
}

export function avatarUrl(baseUrl: string, key: string): string {
  return `${trimTrailingSlash(baseUrl)}/${key}`;
}

/**
 * The object key behind `url` when it is one of the caller's avatar keys under the public base URL.
 * The file name is held to the shape we hand out so `..` or encoded segments cannot point elsewhere.
 */
export function ownAvatarKey(url: string, baseUrl: string, userId: string): string | undefined {
  const prefix = `${trimTrailingSlash(baseUrl)}/avatars/${userId}/`;
  if (!url.startsWith(prefix)) return undefined;
  const fileName = url.slice(prefix.length);
  return /^[A-Za-z0-9-]{1,64}\.(jpg|png|webp|gif)$/.test(fileName)
    ? `avatars/${userId}/${fileName}`
    : undefined;
}

export function detectImageType(firstBytes: Uint8Array): AvatarContentType | undefined {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => firstBytes[offset + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export interface StoredObjectFacts {
  sizeBytes: number;
  firstBytes: Uint8Array;
}

export function isAcceptableAvatar(object: StoredObjectFacts): boolean {
  return (
    object.sizeBytes > 0 &&
    object.sizeBytes <= avatarMaxBytes &&
    detectImageType(object.firstBytes) !== undefined
  );
}

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
