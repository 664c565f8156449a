/** The two buckets the seal reads and writes: the access logs (listed) and their digests (written, read back). */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { requiredEnv } from '../platform/env';
import type { LoggedObject } from './digest';

const logBucket = requiredEnv('ACCESS_LOG_BUCKET');
const digestBucket = requiredEnv('LOG_DIGEST_BUCKET');

const s3 = new S3Client({
  // A local S3 server answers on one host, so buckets go in the path rather than the host name.
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
});

/** Every log object whose key starts with `prefix`: an hour of one log, some hundreds of objects at most. */
export async function loggedObjectsUnder(prefix: string): Promise<LoggedObject[]> {
  const objects: LoggedObject[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: logBucket, Prefix: prefix, ContinuationToken: continuationToken }),
    );
    for (const { Key, Size, ETag } of page.Contents ?? []) {
      if (Key && ETag) objects.push({ key: Key, size: Size ?? 0, etag: ETag.replaceAll('"', '') });
    }
    continuationToken = page.NextContinuationToken;
  } while (continuationToken);
  return objects;
}

/**
 * Writes a digest. The bucket's default Object Lock retention applies to it; S3 checks the SHA-256 it is sent
 * with, so the digest stored is the one hashed.
 */
export async function putDigest(key: string, body: string, sha256: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: digestBucket,
      Key: key,
      Body: body,
      ContentType: 'application/json',
      ChecksumSHA256: Buffer.from(sha256, 'hex').toString('base64'),
    }),
  );
}

export async function digestText(key: string): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: digestBucket, Key: key }));
  if (!Body) throw new Error(`digest ${key} has no body`);
  return Body.transformToString();
}
