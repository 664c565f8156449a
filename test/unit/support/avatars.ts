/** A mocked avatar bucket holding one upload, described by its size and what its first bytes are. */
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { DetectModerationLabelsCommand, RekognitionClient } from '@aws-sdk/client-rekognition';
import { mockClient } from 'aws-sdk-client-mock';

export const s3 = mockClient(S3Client);
/** The avatar check (lambdas/profile/avatar-labels-store.ts): a stored upload has no moderation labels by default. */
export const rekognition = mockClient(RekognitionClient);

export const storedEtag = '"0f343b0931126a20f133d67c2b018a3b"';

const leadingBytes = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1],
  html: [...'<!doctype html><'].map((char) => char.charCodeAt(0)),
};

/**
 * 'missing': HeadObject answers 404, as it does for a caller allowed to list the bucket; 'forbidden': 403,
 * which is how S3 answers a missing key to a function without s3:ListBucket.
 */
export function mockStoredObject(
  object: { sizeBytes: number; type: keyof typeof leadingBytes } | 'missing' | 'forbidden',
) {
  s3.on(CopyObjectCommand).resolves({});
  rekognition.reset();
  rekognition.on(DetectModerationLabelsCommand).resolves({ ModerationLabels: [] });
  if (object === 'missing') {
    s3.on(HeadObjectCommand).rejects(
      new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
    );
    return;
  }
  if (object === 'forbidden') {
    s3.on(HeadObjectCommand).rejects(s3Error('Forbidden', 403));
    return;
  }
  s3.on(HeadObjectCommand).resolves({ ContentLength: object.sizeBytes, ETag: storedEtag });
  const body = { transformToByteArray: async () => Uint8Array.from(leadingBytes[object.type]) };
  s3.on(GetObjectCommand).resolves({ Body: body as unknown as GetObjectCommandOutput['Body'] });
}

export function s3Error(name: string, httpStatusCode: number): S3ServiceException {
  return new S3ServiceException({ name, $fault: 'client', message: name, $metadata: { httpStatusCode } });
}
