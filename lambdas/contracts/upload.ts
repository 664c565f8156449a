import * as z from 'zod/mini';
import { built } from './built';

export const avatarMaxBytes = 5 * 1024 * 1024;
/** The picture types a profile takes: JPEG and PNG, the ones its moderation check (Rekognition) can read. */
export const avatarContentTypes = ['image/jpeg', 'image/png'] as const;
export type AvatarContentType = (typeof avatarContentTypes)[number];
/** What `detectImageType` recognises: the avatar types, and images a profile does not take. */
export type ImageType = AvatarContentType | 'image/gif' | 'image/webp';

export const isAvatarContentType = (type: string | undefined): type is AvatarContentType =>
  (avatarContentTypes as readonly (string | undefined)[]).includes(type);

/** How many leading bytes `detectImageType` needs (the longest signature, WEBP after RIFF and a length). */
export const imageSignatureBytes = 12;

/**
 * The image type a file's first bytes show, whatever type it claims: the server checks a stored upload with it,
 * and the browser a picked file before sending it, so both refuse the same files.
 */
export function detectImageType(firstBytes: Uint8Array): ImageType | undefined {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => firstBytes[offset + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** PUT /private/uploadProfilePicture */
export const uploadRequestSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    contentType: z.enum(avatarContentTypes, { message: 'Lütfen bir resim dosyası seçin' }),
    fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    /** Signed into the presigned PUT, so S3 itself refuses any other length ("under 5 MB"). */
    fileSize: z
      .number()
      .check(
        z.int(),
        z.positive(),
        z.lt(avatarMaxBytes, { message: "Dosya boyutu 5MB'dan küçük olmalıdır" }),
      ),
  }),
);
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** `url`: presigned PUT, valid for minutes; `fileUrl`: where the picture is served once uploaded. */
export interface UploadSlot {
  url: string;
  fileUrl: string;
  contentType: string;
}
