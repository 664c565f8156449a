/**
 * The bucket side of an account deletion: every object the user ever uploaded (`uploads/<userId>/`) or had
 * published as a picture (`avatars/<userId>/`), including pictures replaced since, which no item points at.
 */
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { requiredEnv } from '../platform/env';

const bucket = requiredEnv('AVATAR_BUCKET');

const s3 = new S3Client({
  // A local S3 server answers on one host, so buckets go in the path rather than the host name.
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
});

/** The user's prefixes; the trailing slash keeps one id from matching another that starts with it. */
export const userObjectPrefixes = (userId: string) => [`avatars/${userId}/`, `uploads/${userId}/`];

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    continuationToken = page.NextContinuationToken;
  } while (continuationToken);
  return keys;
}

/** Deletes them all; how many there were. Deleting again finds none. */
export async function deleteUserObjects(userId: string): Promise<number> {
  const keys = (await Promise.all(userObjectPrefixes(userId).map(keysUnder))).flat();
  await Promise.all(keys.map((key) => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
  return keys.length;
}
