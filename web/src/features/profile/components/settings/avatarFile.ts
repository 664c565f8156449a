/** The checks a picture passes before anything is sent (spec section 5): an image type, under 5 MB. */
import { avatarContentTypes, avatarMaxBytes } from '@contracts/upload';
import { profileCopy } from '../../../../copy/profile';

export type AvatarContentType = (typeof avatarContentTypes)[number];

/** The input's `accept` list: the types the upload route signs. */
export const avatarAccept = avatarContentTypes.join(',');

function isAvatarContentType(type: string): type is AvatarContentType {
  return (avatarContentTypes as readonly string[]).includes(type);
}

export type AvatarFileCheck = { ok: true; contentType: AvatarContentType } | { ok: false; problem: string };

export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileCheck {
  if (!isAvatarContentType(file.type)) return { ok: false, problem: profileCopy.picture.notImage };
  if (file.size >= avatarMaxBytes) return { ok: false, problem: profileCopy.picture.tooLarge };
  return { ok: true, contentType: file.type };
}
