import '../support/env';
import 'aws-sdk-client-mock-jest';
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import {
  DetectModerationLabelsCommand,
  InvalidImageFormatException,
  ThrottlingException,
} from '@aws-sdk/client-rekognition';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { handler } from '../../../lambdas/profile/handlers/update-profile';
import { idFromCause } from '../../../lambdas/moderation/moderation';
import { callerId, invoke, routeEvent } from '../support/events';
import { mockStoredObject, rekognition, s3, s3Error, storedEtag } from '../support/avatars';

jest.mock('../../../lambdas/platform/rate-limits-table', () => ({ rateLimit: async () => undefined }));

const table = mockClient(DynamoDBDocumentClient);

const fileName = '0b7c2d4e-1f3a-4b5c-9d8e-7f6a5b4c3d2e.png';
const ownPicture = `https://cdn.squad.test/avatars/${callerId}/${fileName}`;
const uploadKey = `uploads/${callerId}/${fileName}`;
const put = () => invoke(handler, routeEvent({ body: { profilePicture: ownPicture } }));

/** The whole upload, as the full (unranged) GetObject answers it. */
const pictureBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const body = (bytes: Uint8Array) =>
  ({ transformToByteArray: async () => bytes }) as unknown as GetObjectCommandOutput['Body'];
const labels = (...names: [name: string, parent: string][]) => ({
  ModerationLabels: names.map(([Name, ParentName]) => ({ Name, ParentName, Confidence: 99.2 })),
});
const notPublished = () => {
  expect(s3).not.toHaveReceivedCommand(CopyObjectCommand);
  expect(table).not.toHaveReceivedCommand(UpdateCommand);
};

const profile = {
  pk: `USER#${callerId}`,
  sk: 'PROFILE',
  ...newProfileRecord(callerId, { email: 'ayse@example.com', givenName: 'Ayşe' }, 5, new Date('2026-01-01')),
};

beforeEach(() => {
  table.reset();
  s3.reset();
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(GetCommand).resolves({ Item: profile });
  table.on(UpdateCommand).resolves({ Attributes: { ...profile, profilePicture: ownPicture } });
  table.on(TransactWriteCommand).resolves({});
  mockStoredObject({ sizeBytes: 48_000, type: 'png' });
  s3.on(GetObjectCommand, { Key: uploadKey, IfMatch: storedEtag, Range: undefined }).resolves({
    Body: body(pictureBytes),
  });
});

describe('PUT /private/profile: the moderation check of a new picture', () => {
  it('sends Rekognition the bytes of the checked version, then publishes a clean picture', async () => {
    const response = await put();

    expect(response.statusCode).toBe(200);
    expect(s3).toHaveReceivedCommandWith(GetObjectCommand, {
      Bucket: 'squad-avatars-unit',
      Key: uploadKey,
      IfMatch: storedEtag,
    });
    expect(rekognition).toHaveReceivedCommandTimes(DetectModerationLabelsCommand, 1);
    expect(rekognition).toHaveReceivedCommandWith(DetectModerationLabelsCommand, {
      Image: { Bytes: pictureBytes },
      MinConfidence: 80,
    });
    expect(s3).toHaveReceivedCommandWith(CopyObjectCommand, { CopySourceIfMatch: storedEtag });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('publishes a picture whose labels are no flagged category (swimwear)', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves(labels(['Swimwear or Underwear', '']));

    expect((await put()).statusCode).toBe(200);
    expect(s3).toHaveReceivedCommand(CopyObjectCommand);
  });

  it('refuses a flagged picture with 422, opens its case in one transaction, and copies nothing', async () => {
    rekognition
      .on(DetectModerationLabelsCommand)
      .resolves(labels(['Explicit', ''], ['Explicit Nudity', 'Explicit']));

    const response = await put();

    expect(response).toMatchObject({
      statusCode: 422,
      body: {
        reason: 'AVATAR_FLAGGED',
        message:
          'Bu fotoğraf topluluk kurallarımıza uygun görünmüyor; başka bir fotoğraf seç. Bir moderatör de inceleyecek.',
      },
    });
    notPublished();
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const [casePut, count] = table.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const caseId = idFromCause(`flagged-avatar#${uploadKey}`);
    expect(casePut!.Put).toMatchObject({
      TableName: 'squad-unit',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: `CASE#${caseId}`,
        sk: 'CASE',
        caseId,
        kind: 'flagged-avatar',
        status: 'open',
        subject: { userId: callerId },
        content: [
          { label: 'Etiketler', text: 'Explicit (%99.2), Explicit / Explicit Nudity (%99.2)' },
          { label: 'Yükleme', text: uploadKey },
        ],
      },
    });
    expect(count!.Update).toMatchObject({ UpdateExpression: 'ADD #open :delta' });
  });

  it('answers the same 422 when the same flagged upload is sent again and its case is already open', async () => {
    rekognition.on(DetectModerationLabelsCommand).resolves(labels(['Violence', '']));
    table.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    expect(await put()).toMatchObject({ statusCode: 422, body: { reason: 'AVATAR_FLAGGED' } });
    notPublished();
  });

  it('refuses with 503 and publishes nothing when Rekognition fails (throttled or down)', async () => {
    rekognition
      .on(DetectModerationLabelsCommand)
      .rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: {} }));

    const response = await put();

    expect(response).toMatchObject({
      statusCode: 503,
      body: { reason: 'AVATAR_CHECK_UNAVAILABLE' },
    });
    notPublished();
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses with 422 a picture Rekognition cannot read', async () => {
    rekognition
      .on(DetectModerationLabelsCommand)
      .rejects(new InvalidImageFormatException({ message: 'unsupported image format', $metadata: {} }));

    expect(await put()).toMatchObject({ statusCode: 422, body: { reason: 'AVATAR_NOT_CHECKABLE' } });
    notPublished();
  });

  it('refuses a GIF (which the check cannot read) without asking Rekognition', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 4_000, ETag: storedEtag });
    s3.on(GetObjectCommand).resolves({ Body: body(new TextEncoder().encode('GIF89a......')) });

    expect(await put()).toMatchObject({ statusCode: 400, body: { reason: 'AVATAR_UNVERIFIABLE' } });
    expect(rekognition).not.toHaveReceivedCommand(DetectModerationLabelsCommand);
    notPublished();
  });

  it('answers 400 when the upload was replaced between its type check and the moderation read', async () => {
    s3.on(GetObjectCommand, { Key: uploadKey, IfMatch: storedEtag, Range: undefined }).rejects(
      s3Error('PreconditionFailed', 412),
    );

    expect(await put()).toMatchObject({ statusCode: 400, body: { reason: 'AVATAR_UNVERIFIABLE' } });
    expect(rekognition).not.toHaveReceivedCommand(DetectModerationLabelsCommand);
    notPublished();
  });
});
