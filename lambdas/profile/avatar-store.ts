/** Avatar bucket access: presigned upload slots, the facts needed to verify an upload, and its publication. */
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AvatarContentType } from '../contracts/upload';
import type { StoredObjectFacts } from './avatar';
import { requiredEnv } from '../platform/env';
import { logger } from '../platform/logger';

const bucket = requiredEnv('AVATAR_BUCKET');

const s3 = new S3Client({
  // A local S3 server answers on one host, so buckets go in the path rather than the host name.
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  // Otherwise the presigned URL carries the checksum of an empty body and S3 rejects the real upload.
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

const uploadSlotSeconds = 300;

/**
 * A PUT URL valid for five minutes that only accepts `contentType` and exactly `contentLength` bytes:
 * both headers are signed, so S3 refuses any other type or length.
 */
export function presignUpload(key: string, contentType: string, contentLength: number): Promise<string> {
  return getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    }),
    {
      expiresIn: uploadSlotSeconds,
      // The presigner leaves content-type unsigned unless asked; both headers are what the URL promises.
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
}

/** Size, leading bytes and version of a stored object; undefined when there is no such object. */
export async function storedObjectFacts(
  key: string,
  leadingBytes: number,
): Promise<StoredObjectFacts | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const sizeBytes = head.ContentLength ?? 0;
    const etag = head.ETag;
    // A ranged GET of an empty object is an error (416), and an empty object is no picture anyway.
    if (sizeBytes === 0) return { sizeBytes, firstBytes: new Uint8Array(), etag };
    const start = await s3.send(
      new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${leadingBytes - 1}`, IfMatch: etag }),
    );
    const firstBytes = start.Body ? await start.Body.transformToByteArray() : new Uint8Array();
    return { sizeBytes, firstBytes, etag };
  } catch (error) {
    const status = s3Status(error);
    // Without s3:ListBucket (least privilege) S3 answers a missing key with 403 rather than 404.
    if (status === 403) logger.warn('Avatar upload answered 403: treated as not uploaded', { key });
    if (status === 403 || status === 404 || status === 412) return undefined;
    throw error;
  }
}

/**
 * The whole stored object, as the version `etag` names (the one whose size and type were checked); undefined when
 * it is gone or was replaced since. Under 5 MB by that check.
 */
export async function uploadedBytes(key: string, etag: string | undefined): Promise<Uint8Array | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfMatch: etag }));
    return object.Body ? await object.Body.transformToByteArray() : undefined;
  } catch (error) {
    const status = s3Status(error);
    if (status === 404 || status === 412) return undefined;
    throw error;
  }
}

/**
 * Copies the checked upload to its served key with the type its bytes showed. `etag` pins the version that
 * was checked: if the upload was replaced meanwhile the copy fails and false is answered.
 */
export async function publishAvatar(
  keys: { uploadKey: string; avatarKey: string },
  checked: { contentType: AvatarContentType; etag: string | undefined },
): Promise<boolean> {
  try {
    await s3.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: keys.avatarKey,
        CopySource: `${bucket}/${keys.uploadKey}`,
        CopySourceIfMatch: checked.etag,
        ContentType: checked.contentType,
        MetadataDirective: 'REPLACE',
      }),
    );
    return true;
  } catch (error) {
    // Gone (404) or replaced since the check (412) is the client's doing. A 403 here, right after a
    // successful read, is ours (a grant, clock skew, KMS): it must surface as a 500 and reach the alarm.
    const status = s3Status(error);
    if (status === 404 || status === 412) return false;
    throw error;
  }
}

function s3Status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
