import '../support/env';
import 'aws-sdk-client-mock-jest';
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { newProfileRecord, type ProfileRecord } from '../../../lambdas/profile/profile';
import { handler } from '../../../lambdas/profile/handlers/update-profile';
import { callerId, invoke, routeEvent } from '../support/events';
import { mockStoredObject, s3, s3Error, storedEtag } from '../support/avatars';

// The route's rate limit is counted by its own module (test/unit/platform/rate-limits.test.ts).
jest.mock('../../../lambdas/platform/rate-limits-table', () => ({ rateLimit: async () => undefined }));

const table = mockClient(DynamoDBDocumentClient);

const profile = (changes: Partial<ProfileRecord> = {}) => ({
  pk: `USER#${callerId}`,
  sk: 'PROFILE',
  ...newProfileRecord(callerId, { email: 'ayse@example.com', givenName: 'Ayşe' }, 5, new Date('2026-01-01')),
  ...changes,
});

const put = (body: unknown) => invoke(handler, routeEvent({ body }));
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
/** The profile's condition failed (the last item), having seen `item`; the claims' held. */
const cancelledSeeing = (item: Record<string, AttributeValue>) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: item }],
  });
const transactItems = () => table.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
const expectNothingWritten = () => {
  expect(table).not.toHaveReceivedCommand(UpdateCommand);
  expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
};

beforeEach(() => {
  table.reset();
  s3.reset();
  // The user's memberships, read for the latest activities: none unless a test says otherwise.
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(GetCommand).resolves({ Item: profile({ username: 'ayse' }) });
  table.on(UpdateCommand).callsFake((input) => ({
    Attributes: profile({ username: 'ayse', bio: input.ExpressionAttributeValues[':bio'] ?? '' }),
  }));
  table.on(TransactWriteCommand).resolves({});
});

describe('PUT /private/profile: details and interests', () => {
  it('saves the details with one conditional update and answers the updated profile', async () => {
    const response = await put({ bio: 'Kahve ve satranç', city: 'İstanbul', district: 'KADIKÖY' });

    expect(response.statusCode).toBe(200);
    expect(response.body.bio).toBe('Kahve ve satranç');
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      TableName: 'squad-unit',
      Key: { pk: `USER#${callerId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET #bio = :bio, #city = :city, #district = :district',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt)',
      ExpressionAttributeValues: { ':bio': 'Kahve ve satranç', ':city': 'İstanbul', ':district': 'KADIKÖY' },
    });
  });

  it('saves interests sent on their own', async () => {
    await put({ interests: ['Satranç', 'Valorant'] });

    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      UpdateExpression: 'SET #interests = :interests',
      ExpressionAttributeValues: { ':interests': ['Satranç', 'Valorant'] },
    });
  });

  it('answers 400 for an interest outside the taxonomy and writes nothing', async () => {
    const response = await put({ interests: ['Satranç', 'Kumar'] });

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'Bilinmeyen ilgi alanı.' } });
    expectNothingWritten();
  });

  it.each([
    ['eventLimit', 999],
    ['stats', { eventsHosted: 50 }],
    ['badges', []],
    ['createdAt', '2020-01-01'],
  ])('answers 400 when the client tries to set %s and writes nothing', async (field, value) => {
    const response = await put({ bio: 'merhaba', [field]: value });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toContain(field);
    expectNothingWritten();
  });

  it('answers 404 "Profil bulunamadı." when the caller has no profile', async () => {
    table.on(GetCommand).resolves({});

    const response = await put({ bio: 'merhaba' });

    expect(response).toMatchObject({ statusCode: 404, body: { message: 'Profil bulunamadı.' } });
    expectNothingWritten();
  });
});

describe('PUT /private/profile: username', () => {
  it('answers 400 with the username rule for a name with spaces and writes nothing', async () => {
    const response = await put({ username: 'ayşe y' });

    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(
      'Kullanıcı adı 3-30 karakter olmalı; yalnızca harf, rakam, _ ve . kullanılabilir.',
    );
    expectNothingWritten();
  });

  it('claims a first username and sets it on the profile in one transaction', async () => {
    table
      .on(GetCommand)
      .resolvesOnce({ Item: profile() })
      .resolves({ Item: profile({ username: 'Ayse.Y' }) });

    const response = await put({ username: 'Ayse.Y' });

    expect(response.statusCode).toBe(200);
    expect(response.body.username).toBe('Ayse.Y');
    const [claimPut, profileUpdate, ...rest] = transactItems();
    expect(rest).toEqual([]);
    expect(claimPut!.Put).toEqual({
      TableName: 'squad-unit',
      Item: { pk: 'USERNAME#ayse.y', sk: 'USERNAME', userId: callerId, username: 'Ayse.Y' },
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': callerId },
    });
    expect(profileUpdate!.Update).toMatchObject({
      Key: { pk: `USER#${callerId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET #username = :username',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt) AND attribute_not_exists(username)',
    });
  });

  it('releases the previous claim, only if the caller holds it, when the username changes', async () => {
    await put({ username: 'yeni_ad', bio: 'merhaba' });

    const [claimPut, previousClaimDelete, profileUpdate] = transactItems();
    expect(claimPut!.Put!.Item).toMatchObject({ pk: 'USERNAME#yeni_ad', userId: callerId });
    expect(previousClaimDelete!.Delete).toEqual({
      TableName: 'squad-unit',
      Key: { pk: 'USERNAME#ayse', sk: 'USERNAME' },
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': callerId },
    });
    expect(profileUpdate!.Update).toMatchObject({
      UpdateExpression: 'SET #bio = :bio, #username = :username',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt) AND username = :previousUsername',
      ExpressionAttributeValues: { ':bio': 'merhaba', ':username': 'yeni_ad', ':previousUsername': 'ayse' },
    });
  });

  it('lets the owner change only the case of the username without releasing the claim', async () => {
    await put({ username: 'AYSE' });

    const items = transactItems();
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Update']);
    expect(items[0]!.Put!.Item).toMatchObject({ pk: 'USERNAME#ayse', username: 'AYSE' });
  });

  it('saves other fields without a claim transaction when the username is unchanged', async () => {
    await put({ username: 'ayse', bio: 'merhaba' });

    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(table).toHaveReceivedCommandWith(UpdateCommand, { UpdateExpression: 'SET #bio = :bio' });
  });

  it('answers 409 USERNAME_TAKEN when another user holds the name', async () => {
    table.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None'));

    const response = await put({ username: 'mert' });

    expect(response).toMatchObject({
      statusCode: 409,
      body: { message: 'Kullanıcı adı zaten alınmış', reason: 'USERNAME_TAKEN' },
    });
  });

  describe('when DynamoDB cancels the claim for a concurrent transaction (TransactionConflict)', () => {
    const mertClaimKey = { pk: 'USERNAME#mert', sk: 'USERNAME' };
    const raced = () => cancelled('TransactionConflict', 'None', 'None');

    it('answers 409 USERNAME_TAKEN when the claim shows another user won the name', async () => {
      table.on(TransactWriteCommand).rejects(raced());
      table.on(GetCommand, { Key: mertClaimKey }).resolves({ Item: { userId: 'someone-else' } });

      const response = await put({ username: 'mert' });

      expect(response).toMatchObject({ statusCode: 409, body: { reason: 'USERNAME_TAKEN' } });
      expect(table).toHaveReceivedCommandWith(GetCommand, {
        TableName: 'squad-unit',
        Key: mertClaimKey,
        ConsistentRead: true,
      });
      expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    });

    it('tries the transaction once more when nobody holds the name yet', async () => {
      table.on(TransactWriteCommand).rejectsOnce(raced()).resolves({});
      table.on(GetCommand, { Key: mertClaimKey }).resolves({});

      const response = await put({ username: 'mert' });

      expect(response.statusCode).toBe(200);
      expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
    });

    it('answers 409 CONCURRENT_UPDATE when the second attempt is cancelled the same way', async () => {
      table.on(TransactWriteCommand).rejects(raced());
      table.on(GetCommand, { Key: mertClaimKey }).resolves({});

      const response = await put({ username: 'mert' });

      expect(response).toMatchObject({ statusCode: 409, body: { reason: 'CONCURRENT_UPDATE' } });
      expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
    });
  });

  it('answers 409 CONCURRENT_UPDATE when the profile changed its username meanwhile', async () => {
    table
      .on(TransactWriteCommand)
      .rejects(cancelledSeeing({ pk: { S: `USER#${callerId}` }, username: { S: 'someone_else' } }));

    const response = await put({ username: 'mert' });

    expect(response).toMatchObject({ statusCode: 409, body: { reason: 'CONCURRENT_UPDATE' } });
  });

  it('answers 401 ACCOUNT_DELETED when the account’s deletion began, claiming nothing', async () => {
    table.on(TransactWriteCommand).rejects(
      cancelledSeeing({
        pk: { S: `USER#${callerId}` },
        username: { S: 'ayse' },
        deletionStartedAt: { S: '2026-05-20T10:00:00.000Z' },
      }),
    );

    const response = await put({ username: 'mert' });

    expect(response).toMatchObject({ statusCode: 401, body: { reason: 'ACCOUNT_DELETED' } });
    expect(transactItems().at(-1)?.Update).toMatchObject({
      ConditionExpression: expect.stringContaining('attribute_not_exists(#deletionStarted)'),
      ExpressionAttributeNames: expect.objectContaining({ '#deletionStarted': 'deletionStartedAt' }),
    });
  });
});

describe('PUT /private/profile: profile picture', () => {
  const fileName = '0b7c2d4e-1f3a-4b5c-9d8e-7f6a5b4c3d2e.png';
  const ownPicture = `https://cdn.squad.test/avatars/${callerId}/${fileName}`;
  const uploadKey = `uploads/${callerId}/${fileName}`;
  const refusedAndNothingWritten = (response: { statusCode?: number; body: unknown }) => {
    expect(response).toMatchObject({ statusCode: 400, body: { message: 'Profil resmi doğrulanamadı.' } });
    expect(s3).not.toHaveReceivedCommand(CopyObjectCommand);
    expectNothingWritten();
  };

  it('checks the upload by its size and first bytes, pinned to the version it read', async () => {
    mockStoredObject({ sizeBytes: 48_000, type: 'png' });

    await put({ profilePicture: ownPicture });

    expect(s3).toHaveReceivedCommandWith(HeadObjectCommand, { Bucket: 'squad-avatars-unit', Key: uploadKey });
    expect(s3).toHaveReceivedCommandWith(GetObjectCommand, {
      Bucket: 'squad-avatars-unit',
      Key: uploadKey,
      Range: 'bytes=0-11',
      IfMatch: storedEtag,
    });
  });

  it('copies the checked upload to its served key with the type its bytes show, then saves the URL', async () => {
    mockStoredObject({ sizeBytes: 48_000, type: 'jpeg' });

    const response = await put({ profilePicture: ownPicture });

    expect(response.statusCode).toBe(200);
    expect(s3).toHaveReceivedCommandWith(CopyObjectCommand, {
      Bucket: 'squad-avatars-unit',
      Key: `avatars/${callerId}/${fileName}`,
      CopySource: `squad-avatars-unit/${uploadKey}`,
      CopySourceIfMatch: storedEtag,
      ContentType: 'image/jpeg',
      MetadataDirective: 'REPLACE',
    });
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeValues: { ':profilePicture': ownPicture },
    });
  });

  it("answers 400 for another user's picture without reading the bucket", async () => {
    const response = await put({ profilePicture: ownPicture.replace(callerId, 'someone-else') });

    refusedAndNothingWritten(response);
    expect(s3).not.toHaveReceivedCommand(HeadObjectCommand);
  });

  it('answers 400 when the upload is 5 MB or more', async () => {
    mockStoredObject({ sizeBytes: 5 * 1024 * 1024, type: 'png' });

    refusedAndNothingWritten(await put({ profilePicture: ownPicture }));
  });

  it('answers 400 when the upload is not an image by its first bytes', async () => {
    mockStoredObject({ sizeBytes: 2_000, type: 'html' });

    refusedAndNothingWritten(await put({ profilePicture: ownPicture }));
  });

  it('answers 400 when nothing was uploaded under that URL', async () => {
    mockStoredObject('missing');

    refusedAndNothingWritten(await put({ profilePicture: ownPicture }));
  });

  it('answers 400, not 500, when S3 answers 403 for a missing upload (no s3:ListBucket)', async () => {
    mockStoredObject('forbidden');

    refusedAndNothingWritten(await put({ profilePicture: ownPicture }));
  });

  it('answers 500 when S3 refuses the copy of a checked upload, because that is a fault of ours', async () => {
    mockStoredObject({ sizeBytes: 48_000, type: 'png' });
    s3.on(CopyObjectCommand).rejects(s3Error('AccessDenied', 403));

    const response = await put({ profilePicture: ownPicture });

    expect(response).toMatchObject({ statusCode: 500 });
    expectNothingWritten();
  });

  it('answers 400 when the upload was replaced between the check and the copy', async () => {
    mockStoredObject({ sizeBytes: 48_000, type: 'png' });
    s3.on(CopyObjectCommand).rejects(s3Error('PreconditionFailed', 412));

    const response = await put({ profilePicture: ownPicture });

    expect(response).toMatchObject({ statusCode: 400, body: { message: 'Profil resmi doğrulanamadı.' } });
    expectNothingWritten();
  });

  it('does not re-check the picture the profile already shows', async () => {
    table.on(GetCommand).resolves({ Item: profile({ profilePicture: ownPicture }) });

    await put({ profilePicture: ownPicture, bio: 'merhaba' });

    expect(s3).not.toHaveReceivedCommand(HeadObjectCommand);
    expect(s3).not.toHaveReceivedCommand(CopyObjectCommand);
  });

  it('removes the picture when the client sends null', async () => {
    await put({ profilePicture: null });

    expect(s3).not.toHaveReceivedCommand(HeadObjectCommand);
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeValues: { ':profilePicture': null },
    });
  });
});
