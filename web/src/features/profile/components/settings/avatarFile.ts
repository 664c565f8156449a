/**
 * The checks a picture passes before anything is sent (spec section 5): an image under 5 MB, judged by its first
 * bytes as the server judges the stored object, so a text file renamed to .png is refused here with one message
 * instead of being uploaded and then refused.
 */
import { avatarContentTypes, avatarMaxBytes } from '@contracts/upload';
import { profileCopy } from '../../../../copy/profile';

export type AvatarContentType = (typeof avatarContentTypes)[number];

/** The input's `accept` list: the types the upload route signs. */
export const avatarAccept = avatarContentTypes.join(',');

function isAvatarContentType(type: string): type is AvatarContentType {
  return (avatarContentTypes as readonly string[]).includes(type);
}

/** The longest signature below ends at byte 12 (WEBP after RIFF and a length). */
const signatureBytes = 12;

/** The signatures the server's avatar check reads (lambdas/profile/avatar.ts), which the SPA cannot import. */
export function imageTypeOf(firstBytes: Uint8Array): AvatarContentType | undefined {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => firstBytes[offset + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

export type AvatarFileCheck = { ok: true; contentType: AvatarContentType } | { ok: false; problem: string };

/** The content type sent is the one the bytes show, so the stored object and its key's extension agree. */
export async function checkAvatarFile(file: Pick<File, 'type' | 'size' | 'slice'>): Promise<AvatarFileCheck> {
  if (!isAvatarContentType(file.type)) return { ok: false, problem: profileCopy.picture.notImage };
  if (file.size >= avatarMaxBytes) return { ok: false, problem: profileCopy.picture.tooLarge };
  const firstBytes = new Uint8Array(await file.slice(0, signatureBytes).arrayBuffer());
  const contentType = imageTypeOf(firstBytes);
  if (!contentType) return { ok: false, problem: profileCopy.picture.notImage };
  return { ok: true, contentType };
}
