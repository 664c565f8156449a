import * as z from 'zod/mini';
import { built } from './built';

export const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

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
