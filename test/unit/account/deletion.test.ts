import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { deletedUserName } from '../../../lambdas/contracts/account';
import { handler } from '../../../lambdas/account/handlers/delete-account';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { eventItem } from '../support/event-records';
import { callerCognitoUsername, callerId, invoke, routeEvent } from '../support/events';
import { fakeTable, type Item } from './fake-table';

// The route's rate limit is counted by its own module (test/unit/platform/rate-limits.test.ts).
jest.mock('../../../lambdas/platform/rate-limits-table', () => ({ rateLimit: async () => undefined }));

const table = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const cognito = mockClient(CognitoIdentityProviderClient);

const now = new Date('2030-05-20T10:00:00.000Z');
const otherHostId = '9d0c2b1a-1111-4222-8333-444455556666';
const friendId = '7a6b5c4d-1111-4222-8333-444455556666';

const profile = {
  pk: `USER#${callerId}`,
  sk: 'PROFILE',
  ...newProfileRecord(callerId, { email: 'ayse@example.com', givenName: 'Ayşe' }, 5, now),
  username: 'Ayse_K',
};

function request(eventId: string, status: JoinRequestRecord['status']): Item {
  return {
    pk: `EVENT#${eventId}`,
    sk: `REQUEST#${callerId}`,
    eventId,
    requesterId: callerId,
    hostId: otherHostId,
    status,
    message: 'Merhaba',
    createdAt: '2030-05-01T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    screening: null,
    requester: { name: 'Ayşe', username: 'Ayse_K', avatar: null, rating: 0, eventCount: 0, badges: [] },
    gsi4pk: `USER#${callerId}`,
    gsi4sk: `2030-05-01T10:00:00.000Z#${eventId}`,
  };
}

const member = (eventId: string, role: 'host' | 'participant'): Item => ({
  pk: `EVENT#${eventId}`,
  sk: `MEMBER#${callerId}`,
  eventId,
  userId: callerId,
  role,
  name: 'Ayşe',
  username: 'Ayse_K',
  avatar: null,
  rating: 0,
  gsi2pk: `USER#${callerId}`,
  gsi2sk: `2030-06-01T16:00:00.000Z#${eventId}`,
});

const hostedEvent = { ...eventItem };
const draft = { ...eventItem, pk: 'EVENT#draft-1', id: 'draft-1', state: 'draft' as const };

function deleteCall(pk: string, sk: string) {
  return table.commandCalls(DeleteCommand).find((call) => {
    const key = call.args[0].input.Key as Item;
    return key.pk === pk && key.sk === sk;
  });
}

function updatesOf(pk: string, sk: string) {
  return table.commandCalls(UpdateCommand).filter((call) => {
    const key = call.args[0].input.Key as Item;
    return key.pk === pk && key.sk === sk;
  });
}

const confirmDeletion = (confirmation = 'Ayse_K') => invoke(handler, routeEvent({ body: { confirmation } }));

let items: Item[];

beforeEach(() => {
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'setImmediate', 'nextTick'] });
  table.reset();
  s3.reset();
  cognito.reset();
  items = [profile];
  fakeTable(table, () => items);
  s3.on(ListObjectsV2Command).callsFake((input: { Prefix: string }) => ({
    Contents: [{ Key: `${input.Prefix}picture.png` }],
  }));
  s3.on(DeleteObjectCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
  cognito
    .on(AdminGetUserCommand)
    .resolves({ UserAttributes: [{ Name: 'email', Value: 'ayse@example.com' }] });
});

afterEach(() => jest.useRealTimers());

describe('DELETE /private/account', () => {
  it('refuses a confirmation that is not the username with 400 and writes nothing', async () => {
    const answer = await confirmDeletion('ayse@example.com');

    expect(answer.statusCode).toBe(400);
    expect(answer.body.reason).toBe('CONFIRMATION_MISMATCH');
    expect(table).not.toHaveReceivedCommand(DeleteCommand);
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(s3).not.toHaveReceivedCommand(DeleteObjectCommand);
    expect(cognito).not.toHaveReceivedCommand(AdminDeleteUserCommand);
  });

  it('lets a user without a profile confirm with the e-mail the user pool holds', async () => {
    items = [];

    const answer = await confirmDeletion('AYSE@example.com');

    expect(answer.statusCode).toBe(200);
    expect(cognito).toHaveReceivedCommandWith(AdminGetUserCommand, { Username: callerCognitoUsername });
    expect(cognito).toHaveReceivedCommandWith(AdminDeleteUserCommand, { Username: callerCognitoUsername });
  });

  it("cancels a published hosted event, anonymising its host and taking it out of its participants' joined counts in one transaction", async () => {
    const guestId = 'guest-1';
    items.push(hostedEvent, member(hostedEvent.id, 'host'), {
      ...member(hostedEvent.id, 'participant'),
      sk: `MEMBER#${guestId}`,
      userId: guestId,
      gsi2pk: `USER#${guestId}`,
    });

    expect((await confirmDeletion()).statusCode).toBe(200);

    const cancels = table
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems ?? [])
      .filter((parts) => parts.some((part) => (part.Update?.Key as Item | undefined)?.pk === hostedEvent.pk));
    expect(cancels).toHaveLength(1);
    const [cancel, guestStats] = cancels[0].map((part) => part.Update);
    expect(cancel).toMatchObject({
      ConditionExpression: 'hostId = :me AND #state = :published AND participantCount = :members',
      ExpressionAttributeValues: expect.objectContaining({
        ':cancelled': 'cancelled',
        ':name': deletedUserName,
        ':none': null,
        ':me': callerId,
        ':members': 2,
      }),
    });
    expect(cancel?.UpdateExpression).toMatch(/REMOVE gsi1pk, gsi1sk, gsi3pk, gsi3sk/);
    expect(guestStats).toMatchObject({
      Key: { pk: `USER#${guestId}`, sk: 'PROFILE' },
      ExpressionAttributeValues: { ':eventsJoined': -1 },
    });
  });

  it('anonymises the host of an event that is over without cancelling it', async () => {
    const past = { ...hostedEvent, startsAt: '2030-05-01T16:00:00.000Z' };
    items.push(past, member(past.id, 'host'));

    expect((await confirmDeletion()).statusCode).toBe(200);

    const [anonymise] = updatesOf(past.pk, 'EVENT');
    expect(anonymise.args[0].input.UpdateExpression).not.toMatch(/cancelled|#state/);
    expect(anonymise.args[0].input.UpdateExpression).toMatch(/host\.#name = :name/);
  });

  it('deletes every item of a hosted draft', async () => {
    items.push(draft, member(draft.id, 'host'));

    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(deleteCall(draft.pk, 'EVENT')).toBeDefined();
    expect(deleteCall(draft.pk, `MEMBER#${callerId}`)).toBeDefined();
  });

  it('anonymises a joined membership and takes it out of the member index', async () => {
    items.push(member('joined-1', 'participant'));

    expect((await confirmDeletion()).statusCode).toBe(200);

    const [anonymise] = updatesOf('EVENT#joined-1', `MEMBER#${callerId}`);
    expect(anonymise.args[0].input.UpdateExpression).toBe(
      'SET #name = :name, username = :none, avatar = :none REMOVE gsi2pk, gsi2sk, contest',
    );
  });

  it('anonymises an accepted request and deletes the message its requester wrote', async () => {
    items.push(request('accepted-1', 'accepted'));

    expect((await confirmDeletion()).statusCode).toBe(200);

    const [anonymise] = updatesOf('EVENT#accepted-1', `REQUEST#${callerId}`);
    expect(anonymise.args[0].input.UpdateExpression).toContain('message = :noText');
    expect(anonymise.args[0].input.ExpressionAttributeValues).toMatchObject({ ':noText': '' });
  });

  it('deletes the suppression of the user’s address, as nothing is e-mailed to a deleted account', async () => {
    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(deleteCall('SUPPRESSED#ayse@example.com', 'SUPPRESSION')).toBeDefined();
  });

  it('withdraws a pending request and the event’s pending count in one transaction', async () => {
    items.push(request('pending-1', 'pending'));

    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(table).toHaveReceivedCommandWith(TransactWriteCommand, {
      TransactItems: [
        expect.objectContaining({
          Delete: expect.objectContaining({
            Key: { pk: 'EVENT#pending-1', sk: `REQUEST#${callerId}` },
            ExpressionAttributeValues: { ':status': 'pending' },
          }),
        }),
        expect.objectContaining({
          Update: expect.objectContaining({
            Key: { pk: 'EVENT#pending-1', sk: 'EVENT' },
            UpdateExpression: 'ADD pendingRequests :minusOne',
          }),
        }),
      ],
    });
  });

  it('anonymises a request the host accepted while it was being withdrawn, instead of deleting it', async () => {
    const racing = request('racing-1', 'pending');
    items.push(racing);
    table.on(TransactWriteCommand).callsFakeOnce(() => {
      // the host's accept commits first
      racing.status = 'accepted';
      throw new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      });
    });

    expect((await confirmDeletion()).statusCode).toBe(200);

    const [anonymise] = updatesOf('EVENT#racing-1', `REQUEST#${callerId}`);
    expect(anonymise.args[0].input).toMatchObject({
      ConditionExpression: '#status = :accepted',
      ExpressionAttributeValues: expect.objectContaining({ ':name': deletedUserName }),
    });
  });

  it('deletes a thread’s messages and both parties’ summaries', async () => {
    items.push(
      {
        pk: `USER#${callerId}`,
        sk: `THREAD#event-1#${friendId}`,
        eventId: 'event-1',
        eventTitle: 'Tavla',
        requesterId: friendId,
        other: { userId: friendId, name: 'Can', username: null, avatar: null },
        lastMessage: 'Selam',
        lastMessageAt: '2030-05-02T10:00:00.000Z',
        unread: 0,
      },
      { pk: `THREAD#event-1#${friendId}`, sk: 'MSG#2030-05-02T10:00:00.000Z#m1' },
    );

    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(deleteCall(`THREAD#event-1#${friendId}`, 'MSG#2030-05-02T10:00:00.000Z#m1')).toBeDefined();
    expect(deleteCall(`USER#${friendId}`, `THREAD#event-1#${friendId}`)).toBeDefined();
    expect(deleteCall(`USER#${callerId}`, `THREAD#event-1#${friendId}`)).toBeDefined();
  });

  it('keeps ledger entries two years and reports about the user one year, by time to live', async () => {
    items.push(
      { pk: `USER#${callerId}`, sk: 'LEDGER#2030-05-01T10:00:00.000Z#l1', delta: 5 },
      { pk: `REPORTS#${callerId}`, sk: `2030-05-03#${friendId}`, reporterId: friendId },
    );

    expect((await confirmDeletion()).statusCode).toBe(200);

    const expiresAt = (pk: string, sk: string) =>
      updatesOf(pk, sk)[0].args[0].input.ExpressionAttributeValues?.[':expiresAt'];
    expect(expiresAt(`USER#${callerId}`, 'LEDGER#2030-05-01T10:00:00.000Z#l1')).toBe(
      Date.parse('2032-05-20T10:00:00.000Z') / 1000,
    );
    expect(expiresAt(`REPORTS#${callerId}`, `2030-05-03#${friendId}`)).toBe(
      Date.parse('2031-05-20T10:00:00.000Z') / 1000,
    );
    expect(deleteCall(`USER#${callerId}`, 'LEDGER#2030-05-01T10:00:00.000Z#l1')).toBeUndefined();
  });

  it('deletes blocks the user made and blocks of the user by others, and the reports the user filed', async () => {
    items.push(
      { pk: `USER#${callerId}`, sk: `BLOCK#${otherHostId}` },
      {
        pk: `USER#${friendId}`,
        sk: `BLOCK#${callerId}`,
        gsi5pk: `USER#${callerId}`,
        gsi5sk: `BLOCKED_BY#${friendId}`,
      },
      {
        pk: `REPORTS#${otherHostId}`,
        sk: `2030-05-03#${callerId}`,
        gsi5pk: `USER#${callerId}`,
        gsi5sk: `REPORT#2030-05-03T10:00:00.000Z#${otherHostId}`,
      },
    );

    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(deleteCall(`USER#${callerId}`, `BLOCK#${otherHostId}`)).toBeDefined();
    expect(deleteCall(`USER#${friendId}`, `BLOCK#${callerId}`)).toBeDefined();
    expect(deleteCall(`REPORTS#${otherHostId}`, `2030-05-03#${callerId}`)).toBeDefined();
  });

  it('deletes the user’s username claim only while the user still owns it', async () => {
    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(deleteCall('USERNAME#ayse_k', 'USERNAME')?.args[0].input).toMatchObject({
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': callerId },
    });
  });

  it('deletes the user’s invite code claim only while the code still names the user', async () => {
    items = [{ ...profile, inviteCode: 'QWERTY23' }];
    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(deleteCall('INVITE#QWERTY23', 'INVITE')?.args[0].input).toMatchObject({
      ConditionExpression: 'userId = :me',
      ExpressionAttributeValues: { ':me': callerId },
    });
  });

  it('deletes every object under the user’s avatars/ and uploads/ folders', async () => {
    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(
      s3
        .commandCalls(ListObjectsV2Command)
        .map((call) => call.args[0].input.Prefix)
        .sort(),
    ).toEqual([`avatars/${callerId}/`, `uploads/${callerId}/`]);
    expect(
      s3
        .commandCalls(DeleteObjectCommand)
        .map((call) => call.args[0].input.Key)
        .sort(),
    ).toEqual([`avatars/${callerId}/picture.png`, `uploads/${callerId}/picture.png`]);
  });

  it('marks the profile as being deleted before any other write, so no message lands behind the sweep', async () => {
    items = [profile, member(hostedEvent.id, 'host'), hostedEvent];

    expect((await confirmDeletion()).statusCode).toBe(200);

    const writes = table
      .calls()
      .map((call) => call.args[0])
      .filter(
        (command) => !['GetCommand', 'QueryCommand', 'BatchGetCommand'].includes(command.constructor.name),
      );
    expect(writes[0]).toBeInstanceOf(UpdateCommand);
    expect(writes[0].input).toMatchObject({
      Key: { pk: `USER#${callerId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET #deletionStarted = if_not_exists(#deletionStarted, :at)',
      ExpressionAttributeNames: { '#deletionStarted': 'deletionStartedAt' },
      ExpressionAttributeValues: { ':at': now.toISOString() },
    });
  });

  it('deletes the profile after everything else, and the Cognito user last of all', async () => {
    const order: string[] = [];
    table.on(DeleteCommand).callsFake((input: { Key: Item }) => {
      order.push(`delete ${String(input.Key.sk)}`);
      items = items.filter((item) => item.pk !== input.Key.pk || item.sk !== input.Key.sk);
      return {};
    });
    s3.on(DeleteObjectCommand).callsFake(() => {
      order.push('delete object');
      return {};
    });
    cognito.on(AdminDeleteUserCommand).callsFake(() => {
      order.push('delete pool user');
      return {};
    });

    expect((await confirmDeletion()).statusCode).toBe(200);

    expect(order.slice(-2)).toEqual(['delete PROFILE', 'delete pool user']);
    expect(order.indexOf('delete object')).toBeLessThan(order.indexOf('delete PROFILE'));
  });

  it('answers a repeated deletion as done once the profile and the pool user are gone', async () => {
    items = [];
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'gone', $metadata: {} }));
    cognito.on(AdminDeleteUserCommand).rejects(new UserNotFoundException({ message: 'gone', $metadata: {} }));

    const answer = await confirmDeletion('anything');

    expect(answer).toMatchObject({ statusCode: 200, body: { deleted: true } });
  });
});
