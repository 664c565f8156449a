/**
 * Avatar rules. The browser's presigned PUT lands under `uploads/`, which is never served; a picture is
 * served from `avatars/` only after the server has checked the upload (small enough, and an image by its
 * first bytes rather than by its claimed type) and copied it there. A later PUT to the same upload key
 * therefore cannot change a picture that is already shown.
 */
import {
  avatarMaxBytes,
  detectImageType,
  isAvatarContentType,
  type AvatarContentType,
} from '../contracts/upload';

const extensionByContentType: Record<AvatarContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** One picture's object keys: where the browser uploads it and where it is served once verified. */
export interface AvatarKeys {
  uploadKey: string;
  avatarKey: string;
}

function keysOf(userId: string, fileName: string): AvatarKeys {
  return { uploadKey: `uploads/${userId}/${fileName}`, avatarKey: `avatars/${userId}/${fileName}` };
}

export function newAvatarKeys(userId: string, contentType: AvatarContentType, objectId: string): AvatarKeys {
  return keysOf(userId, `${objectId}.${extensionByContentType[contentType]}`);
}

export function avatarUrl(baseUrl: string, key: string): string {
  return `${trimTrailingSlash(baseUrl)}/${key}`;
}

/**
 * The keys behind `url` when it is one of the caller's avatar URLs under the public base URL.
 * The file name is held to the shape we hand out so `..` or encoded segments cannot point elsewhere.
 */
export function ownAvatarKeys(url: string, baseUrl: string, userId: string): AvatarKeys | undefined {
  const prefix = `${trimTrailingSlash(baseUrl)}/avatars/${userId}/`;
  if (!url.startsWith(prefix)) return undefined;
  const fileName = url.slice(prefix.length);
  return /^[A-Za-z0-9-]{1,64}\.(jpg|png|webp|gif)$/.test(fileName) ? keysOf(userId, fileName) : undefined;
}

export interface StoredObjectFacts {
  sizeBytes: number;
  firstBytes: Uint8Array;
  /** identifies this version of the object, so the copy can insist on the version that was checked */
  etag: string | undefined;
}

/**
 * The image type of an acceptable upload, undefined when the object is no avatar. "Under 5 MB", the same
 * rule the upload slot and the browser apply.
 */
export function acceptedAvatarType(object: StoredObjectFacts): AvatarContentType | undefined {
  if (object.sizeBytes <= 0 || object.sizeBytes >= avatarMaxBytes) return undefined;
  const type = detectImageType(object.firstBytes);
  return isAvatarContentType(type) ? type : undefined;
}

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
