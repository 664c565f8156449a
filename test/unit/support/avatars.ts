/** A mocked avatar bucket holding one object, described by its size and what its first bytes are. */
import { GetObjectCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';

export const s3 = mockClient(S3Client);

const leadingBytes = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
  html: [...'<!doctype html><'].map((char) => char.charCodeAt(0)),
};

export function mockStoredObject(object: { sizeBytes: number; type: keyof typeof leadingBytes } | 'missing') {
  if (object === 'missing') {
    s3.on(HeadObjectCommand).rejects(new NotFound({ message: 'Not Found', $metadata: {} }));
    return;
  }
  s3.on(HeadObjectCommand).resolves({ ContentLength: object.sizeBytes });
  const body = { transformToByteArray: async () => Uint8Array.from(leadingBytes[object.type]) };
  s3.on(GetObjectCommand).resolves({ Body: body as unknown as GetObjectCommandOutput['Body'] });
}
