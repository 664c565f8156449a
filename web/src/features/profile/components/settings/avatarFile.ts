/**
 * The checks a picture passes before anything is sent (spec section 5): an image under 5 MB, judged by its first
 * bytes as the server judges the stored object, so a text file renamed to .png is refused here with one message
 * instead of being uploaded and then refused.
 */
import {
  avatarContentTypes,
  avatarMaxBytes,
  detectImageType,
  imageSignatureBytes,
  isAvatarContentType,
  type AvatarContentType,
} from '@contracts/upload';
import { profileCopy } from '../../../../copy/profile';

/** The input's `accept` list: the types the upload route signs. */
export const avatarAccept = avatarContentTypes.join(',');

export type AvatarFileCheck = { ok: true; contentType: AvatarContentType } | { ok: false; problem: string };

/** The content type sent is the one the bytes show, so the stored object and its key's extension agree. */
export async function checkAvatarFile(file: Pick<File, 'type' | 'size' | 'slice'>): Promise<AvatarFileCheck> {
  if (!isAvatarContentType(file.type)) return { ok: false, problem: profileCopy.picture.notImage };
  if (file.size >= avatarMaxBytes) return { ok: false, problem: profileCopy.picture.tooLarge };
  const firstBytes = new Uint8Array(await file.slice(0, imageSignatureBytes).arrayBuffer());
  const contentType = detectImageType(firstBytes);
  if (!isAvatarContentType(contentType)) return { ok: false, problem: profileCopy.picture.notImage };
  return { ok: true, contentType };
}
