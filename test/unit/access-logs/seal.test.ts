import '../support/env';
import 'aws-sdk-client-mock-jest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { sha256Hex } from '../../../lambdas/access-logs/digest';
import { sealCompleteHours } from '../../../lambdas/access-logs/seal';

const table = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const now = new Date('2026-11-29T06:30:00Z');

beforeEach(() => {
  table.reset();
  s3.reset();
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  s3.on(ListObjectsV2Command, { Prefix: 'api/2026/11/29/03/' }).resolves({
    Contents: [{ Key: 'api/2026/11/29/03/a', Size: 5, ETag: '"etag-a"' }],
  });
  s3.on(PutObjectCommand).resolves({});
  table.on(PutCommand).resolves({});
});

it('seals the hour after the last sealed one, naming that digest, with the objects of every log', async () => {
  table.on(GetCommand).resolves({
    Item: { hour: '2026-11-29T02:00:00.000Z', key: 'digests/2026/11/29/02.json', sha256: 'p'.repeat(64) },
  });
  const sealed = await sealCompleteHours(now);
  expect(sealed.map((seal) => seal.hour)).toEqual(['2026-11-29T03:00:00.000Z']);
  const put = s3.commandCalls(PutObjectCommand)[0].args[0].input;
  const digest = JSON.parse(String(put.Body));
  expect(put.Key).toBe('digests/2026/11/29/03.json');
  expect(digest.previous).toEqual({ key: 'digests/2026/11/29/02.json', sha256: 'p'.repeat(64) });
  expect(digest.objects).toEqual([{ key: 'api/2026/11/29/03/a', size: 5, etag: 'etag-a' }]);
  expect(put.ChecksumSHA256).toBe(Buffer.from(sha256Hex(String(put.Body)), 'hex').toString('base64'));
  expect(table).toHaveReceivedCommandWith(PutCommand, {
    Item: expect.objectContaining({ hour: '2026-11-29T03:00:00.000Z', sha256: sha256Hex(String(put.Body)) }),
    ConditionExpression: '#hour = :previousHour',
    ExpressionAttributeValues: { ':previousHour': '2026-11-29T02:00:00.000Z' },
  });
});

it('starts the chain with no previous digest when nothing was sealed yet', async () => {
  table.on(GetCommand).resolves({});
  await sealCompleteHours(now);
  expect(JSON.parse(String(s3.commandCalls(PutObjectCommand)[0].args[0].input.Body)).previous).toBeNull();
  expect(table).toHaveReceivedCommandWith(PutCommand, { ConditionExpression: 'attribute_not_exists(pk)' });
});

it('stops when another run moved the chain first', async () => {
  table.on(GetCommand).resolves({
    Item: { hour: '2026-11-29T01:00:00.000Z', key: 'digests/2026/11/29/01.json', sha256: 'p'.repeat(64) },
  });
  table.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'moved', $metadata: {} }));
  expect(await sealCompleteHours(now)).toEqual([]);
  expect(s3).toHaveReceivedCommandTimes(PutObjectCommand, 1);
});
