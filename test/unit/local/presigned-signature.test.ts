/** The local S3's presigned-URL check must accept what S3 accepts and refuse what S3 refuses. */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { presignedRequestAccepted } from '../../../bin/local/presigned-signature';

const secretAccessKey = 'S3RVER';
const signedAt = new Date('2026-11-22T12:00:00Z');

async function presignedPut(): Promise<{ url: string; headers: Record<string, string> }> {
  const s3 = new S3Client({
    region: 'eu-central-1',
    endpoint: 'http://localhost:4569',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const command = new PutObjectCommand({
    Bucket: 'squad-avatars',
    Key: 'uploads/user-1/picture.png',
    ContentType: 'image/png',
    ContentLength: 1234,
  });
  const signed = new URL(
    await getSignedUrl(s3, command, {
      expiresIn: 300,
      signingDate: signedAt,
      signableHeaders: new Set(['content-type', 'content-length']),
    }),
  );
  return {
    url: `${signed.pathname}${signed.search}`,
    headers: { host: signed.host, 'content-type': 'image/png', 'content-length': '1234', origin: 'http://x' },
  };
}

const within = (seconds: number) => signedAt.getTime() + seconds * 1000;

it('accepts a PUT with exactly the signed headers before the URL expires', async () => {
  const { url, headers } = await presignedPut();
  expect(presignedRequestAccepted({ method: 'PUT', url, headers }, secretAccessKey, within(299))).toBe(true);
});

it('refuses a PUT whose length differs from the signed one', async () => {
  const { url, headers } = await presignedPut();
  const longer = { ...headers, 'content-length': '999999' };
  expect(presignedRequestAccepted({ method: 'PUT', url, headers: longer }, secretAccessKey, within(1))).toBe(
    false,
  );
});

it('refuses a PUT that arrives after the URL expired', async () => {
  const { url, headers } = await presignedPut();
  expect(presignedRequestAccepted({ method: 'PUT', url, headers }, secretAccessKey, within(301))).toBe(false);
});

it('refuses a URL with a malformed escape instead of throwing', async () => {
  const { url, headers } = await presignedPut();
  expect(
    presignedRequestAccepted({ method: 'PUT', url: `${url}&bad=%E0%A4%A`, headers }, secretAccessKey),
  ).toBe(false);
});
