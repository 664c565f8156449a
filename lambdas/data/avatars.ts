/** Avatar bucket access: presigned upload slots and the facts needed to verify a stored picture. */
import {
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StoredObjectFacts } from '../domain/avatar';
import { requiredEnv } from '../env';

const bucket = requiredEnv('AVATAR_BUCKET');

const s3 = new S3Client({
  // A local S3 server answers on one host, so buckets go in the path rather than the host name.
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  // Otherwise the presigned URL carries the checksum of an empty body and S3 rejects the real upload.
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

const uploadSlotSeconds = 300;

/** A PUT URL valid for five minutes that only accepts `contentType`. */
export function presignAvatarUpload(key: string, contentType: string): Promise<string> {
  return getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }), {
    expiresIn: uploadSlotSeconds,
    // Signed, so the browser must send exactly this Content-Type.
    signableHeaders: new Set(['content-type']),
  });
}

/** Size and leading bytes of a stored object; undefined when there is no such object. */
export async function storedObjectFacts(
  key: string,
  leadingBytes: number,
): Promise<StoredObjectFacts | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const sizeBytes = head.ContentLength ?? 0;
    // A ranged GET of an empty object is an error (416), and an empty object is no picture anyway.
    if (sizeBytes === 0) return { sizeBytes, firstBytes: new Uint8Array() };
    const start = await s3.send(
      new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${leadingBytes - 1}` }),
    );
    const firstBytes = start.Body ? await start.Body.transformToByteArray() : new Uint8Array();
    return { sizeBytes, firstBytes };
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
    throw error;
  }
}
