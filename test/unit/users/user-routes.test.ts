import '../support/env';
import 'aws-sdk-client-mock-jest';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { istanbulParts } from '../../../lambdas/contracts/istanbul-time';
import { newProfileRecord, type ProfileRecord } from '../../../lambdas/profile/profile';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { handler as blockHandler } from '../../../lambdas/users/handlers/block-user';
import { handler as profileHandler } from '../../../lambdas/users/handlers/get-public-profile';
import { handler as listBlocksHandler } from '../../../lambdas/users/handlers/list-blocks';
import { handler as reportHandler } from '../../../lambdas/users/handlers/report-user';
import { handler as unblockHandler } from '../../../lambdas/users/handlers/unblock-user';
import { eventItem } from '../support/event-records';
import { callerId, invoke, routeEvent } from '../support/events';
import { cancelledWhere } from '../support/transactions';

const table = mockClient(DynamoDBDocumentClient);

const targetId = '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b';
const unknownId = '00000000-0000-4000-8000-000000000000';

/** A profile with every private field filled, so an answer that leaked one would show it. */
const target: ProfileRecord = {
  ...newProfileRecord(
    targetId,
    { email: 'mert.gizli@squad.test', givenName: 'Mert', familyName: 'Kaya' },
    7,
    new Date('2029-03-04T05:06:07.000Z'),
  ),
  username: 'Mert_K',
  bio: 'Tavla ve kahve.',
  profilePicture: 'https://cdn.squad.test/avatars/mert.jpg',
  city: 'İstanbul',
  district: 'KADIKÖY',
  coordinates: [29.0254, 40.9833],
  exactLocation: { lng: 29.0254, lat: 40.9833, address: 'Moda Caddesi No 12, Kadıköy' },
  lastUsedIpLocation: { lat: 41.01, lng: 28.97, country: 'TR', city: 'Istanbul' },
  stats: {
    eventsHosted: 2,
    eventsJoined: 6,
    totalParticipants: 9,
    hostRatingTotal: 9,
    hostRatingCount: 2,
    participantRatingTotal: 0,
    participantRatingCount: 0,
  },
  interests: ['Tavla', 'Valorant'],
};
const caller = newProfileRecord(callerId, { email: 'ayse@squad.test', givenName: 'Ayşe' }, 5, new Date());

interface Stored {
  profiles?: ProfileRecord[];
  /** lowercased username -> owner */
  claims?: Record<string, string>;
  /** block items, as [blocker, blocked] */
  blocks?: [string, string][];
}

function storedItems({
  profiles = [target, caller],
  claims = { mert_k: targetId },
  blocks = [],
}: Stored = {}) {
  table.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    const { pk, sk } = input.Key;
    if (sk === 'PROFILE') return { Item: profiles.find((profile) => `USER#${profile.userId}` === pk) };
    if (sk === 'USERNAME') {
      const owner = claims[pk.slice('USERNAME#'.length)];
      return { Item: owner ? { userId: owner } : undefined };
    }
    if (sk.startsWith('BLOCK#')) {
      const found = blocks.some(
        ([blocker, blocked]) => pk === `USER#${blocker}` && sk === `BLOCK#${blocked}`,
      );
      return { Item: found ? { pk } : undefined };
    }
    return {};
  });
}

beforeEach(() => {
  table.reset();
  storedItems();
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(PutCommand).resolves({});
  table.on(DeleteCommand).resolves({});
  table.on(TransactWriteCommand).resolves({});
});

const profile = (handle: string, userId = callerId) =>
  invoke(profileHandler, routeEvent({ pathParameters: { handle }, userId }));

describe('GET /private/users/{handle}', () => {
  it('answers the public profile by username, case-insensitively', async () => {
    const response = await profile('mert_k');

    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      userId: targetId,
      displayName: 'Mert Kaya',
      username: 'Mert_K',
      avatar: 'https://cdn.squad.test/avatars/mert.jpg',
      bio: 'Tavla ve kahve.',
      city: 'İstanbul',
      memberSince: '2029-03-04T05:06:07.000Z',
      stats: {
        eventsHosted: 2,
        eventsJoined: 6,
        totalParticipants: 9,
        averageRating: 4.5,
        ratingCount: 2,
        participantAverageRating: 0,
        participantRatingCount: 0,
      },
      badges: expect.arrayContaining([expect.objectContaining({ id: 'social-butterfly', earned: true })]),
      interests: ['Tavla', 'Valorant'],
      recentActivity: [],
      reliability: { share: null, events: 0 },
      blockedByMe: false,
      isMe: false,
      friendsCount: 0,
      friendship: 'none',
    });
    expect(table).toHaveReceivedCommandWith(GetCommand, { Key: { pk: 'USERNAME#mert_k', sk: 'USERNAME' } });
  });

  it('never carries the e-mail, the district, coordinates, the exact or IP location, the full name or the balance', async () => {
    const response = await profile(targetId);
    const text = JSON.stringify(response.body);

    for (const key of [
      'email',
      'district',
      'coordinates',
      'exactLocation',
      'lastUsedIpLocation',
      'eventLimit',
      'fullName',
      'location',
    ]) {
      expect(response.body).not.toHaveProperty(key);
    }
    for (const value of [
      'mert.gizli@squad.test',
      'KADIKÖY',
      'Kadıköy',
      'Moda Caddesi',
      '29.0254',
      '40.9833',
      '41.01',
      '28.97',
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('answers a user who has no username yet by id', async () => {
    storedItems({ profiles: [{ ...target, username: undefined }], claims: {} });
    const response = await profile(targetId);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ userId: targetId, username: null });
    expect(table).not.toHaveReceivedCommandWith(GetCommand, {
      Key: expect.objectContaining({ sk: 'USERNAME' }),
    });
  });

  it('shows the latest five activities, reading the memberships with room for skipped drafts', async () => {
    table.on(QueryCommand).resolves({ Items: [] });
    await profile(targetId);
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'byMember',
      ExpressionAttributeValues: expect.objectContaining({ ':pk': `USER#${targetId}` }),
      Limit: 20,
    });
  });

  it('says whether the caller blocked the user', async () => {
    storedItems({ blocks: [[callerId, targetId]] });
    const response = await profile(targetId);
    expect(response.body.blockedByMe).toBe(true);
    expect(table).toHaveReceivedCommandWith(GetCommand, {
      Key: { pk: `USER#${callerId}`, sk: `BLOCK#${targetId}` },
    });
  });

  it('answers the unknown user’s 404 to a caller the user blocked', async () => {
    storedItems({ blocks: [[targetId, callerId]] });
    const response = await profile(targetId);
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({ message: 'Kullanıcı bulunamadı.', reason: 'USER_NOT_FOUND' });
  });

  it('says when the profile is the caller’s own', async () => {
    const response = await profile(targetId, targetId);
    expect(response.body).toMatchObject({ isMe: true, blockedByMe: false });
  });

  it.each([
    ['an unknown username', 'nobody_here'],
    ['an unknown id', unknownId],
  ])('answers 404 for %s', async (_case, handle) => {
    const response = await profile(handle);
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({ message: 'Kullanıcı bulunamadı.', reason: 'USER_NOT_FOUND' });
  });

  it('answers 404 for a claim whose profile is gone', async () => {
    storedItems({ profiles: [caller] });
    expect((await profile('mert_k')).statusCode).toBe(404);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(31)],
    ['with a space', 'mert kaya'],
    ['with a slash', 'a/b'],
    ['with a dash that is not a uuid', 'mert-kaya'],
  ])('answers 400 for a handle %s, reading nothing', async (_case, handle) => {
    const response = await profile(handle);
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(GetCommand);
  });
});

describe('POST /private/users/{handle}/report', () => {
  const report = (body: unknown, handle = 'mert_k', userId = callerId) =>
    invoke(reportHandler, routeEvent({ pathParameters: { handle }, body, userId }));

  it('stores one report under the target, keyed by the Istanbul day and the reporter, only if absent', async () => {
    const response = await report({ reason: 'harassment', text: '  Mesajlarda hakaret etti.  ' });

    expect(response.statusCode).toBe(201);
    expect(response.body).toEqual({ message: 'Bildirimin alındı. Teşekkürler!' });
    const [put, callerActive] = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    const createdAt = put.Put!.Item!.createdAt as string;
    expect(callerActive.ConditionCheck?.Key).toEqual({ pk: `USER#${callerId}`, sk: 'PROFILE' });
    expect(put.Put).toEqual({
      TableName: 'squad-unit',
      Item: {
        pk: `REPORTS#${targetId}`,
        sk: `${istanbulParts(new Date(createdAt)).date}#${callerId}`,
        targetId,
        reporterId: callerId,
        day: istanbulParts(new Date(createdAt)).date,
        reason: 'harassment',
        text: 'Mesajlarda hakaret etti.',
        createdAt,
        // the reporter's data export and account deletion find it through userItemsElsewhere
        gsi5pk: `USER#${callerId}`,
        gsi5sk: `REPORT#${createdAt}#${targetId}`,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('answers 409 ALREADY_REPORTED_TODAY when the day’s report exists', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ pk }) => pk.startsWith('REPORTS#')));
    const response = await report({ reason: 'spam', text: 'Sahte hesap.' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toEqual({
      message: 'Bu kullanıcıyı bugün zaten bildirdin.',
      reason: 'ALREADY_REPORTED_TODAY',
    });
  });

  it('answers 400 SELF for reporting yourself, writing nothing', async () => {
    const response = await report({ reason: 'other', text: 'Deneme' }, targetId, targetId);
    expect([response.statusCode, response.body.reason]).toEqual([400, 'SELF']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 404 for an unknown user, writing nothing', async () => {
    const response = await report({ reason: 'other', text: 'Kim bu?' }, 'ghost_user');
    expect(response.statusCode).toBe(404);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ['no reason', { text: 'Kötü davrandı.' }],
    ['a reason off the list', { reason: 'rude', text: 'Kötü davrandı.' }],
    ['a blank text', { reason: 'spam', text: '   ' }],
    ['no text', { reason: 'spam' }],
    ['a text over 1000 characters', { reason: 'spam', text: 'a'.repeat(1001) }],
    ['a text with control characters', { reason: 'spam', text: 'a\u0000b' }],
    ['an unknown field', { reason: 'spam', text: 'Spam.', targetId }],
  ])('answers 400 for %s, writing nothing', async (_case, body) => {
    const response = await report(body);
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 400 for a bad handle', async () => {
    expect((await report({ reason: 'spam', text: 'Spam.' }, 'a b')).statusCode).toBe(400);
  });
});

describe('PUT /private/blocks/{userId}', () => {
  const block = (userId: string, caller = callerId) =>
    invoke(blockHandler, routeEvent({ pathParameters: { userId }, userId: caller }));
  const openRequest: JoinRequestRecord = {
    eventId: eventItem.id,
    requesterId: targetId,
    hostId: callerId,
    status: 'pending',
    message: 'Selam',
    createdAt: '2030-05-02T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    screening: null,
    requester: { name: 'Mert', username: 'Mert_K', avatar: null, rating: 0, eventCount: 0, badges: [] },
  };

  it('puts the block with a snapshot of the user, keeping an existing one', async () => {
    const response = await block(targetId);

    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ message: 'Kullanıcı engellendi.' });
    const [put] = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(put.Put).toEqual({
      TableName: 'squad-unit',
      Item: {
        pk: `USER#${callerId}`,
        sk: `BLOCK#${targetId}`,
        userId: targetId,
        name: 'Mert Kaya',
        username: 'Mert_K',
        avatar: 'https://cdn.squad.test/avatars/mert.jpg',
        blockedAt: expect.any(String),
        // the blocked user's account deletion finds it through userItemsElsewhere
        gsi5pk: `USER#${targetId}`,
        gsi5sk: `BLOCKED_BY#${callerId}`,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('checks in the same transaction that no friend request stands between the two', async () => {
    await block(targetId);

    const [, ...friendship] = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(friendship.map((item) => item.ConditionCheck)).toEqual([
      expect.objectContaining({
        Key: { pk: `USER#${callerId}`, sk: `FRIEND#${targetId}` },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
      expect.objectContaining({
        Key: { pk: `USER#${targetId}`, sk: `FRIEND#${callerId}` },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
      expect.objectContaining({ Key: { pk: `USER#${callerId}`, sk: 'PROFILE' } }),
    ]);
  });

  it('answers 401 ACCOUNT_DELETED, blocking nothing, when the blocker’s account deletion began', async () => {
    table
      .on(TransactWriteCommand)
      .callsFake(cancelledWhere(({ pk, sk }) => pk === `USER#${callerId}` && sk === 'PROFILE'));
    table
      .on(GetCommand, { Key: { pk: `USER#${callerId}`, sk: 'PROFILE' } })
      .resolves({ Item: { pk: `USER#${callerId}`, deletionStartedAt: '2030-01-01T00:00:00.000Z' } });

    const response = await block(targetId);

    expect([response.statusCode, response.body.reason]).toEqual([401, 'ACCOUNT_DELETED']);
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
  });

  it('answers 200 when the user is already blocked', async () => {
    table.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    expect((await block(targetId)).statusCode).toBe(200);
  });

  it("declines the blocked user's open requests to the caller's events, and only those", async () => {
    table.on(QueryCommand).resolves({
      Items: [
        openRequest,
        { ...openRequest, eventId: 'other-hosts-event', hostId: 'someone-else' },
        { ...openRequest, eventId: 'answered', status: 'accepted' },
      ],
    });

    await block(targetId);

    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'requestsByUser',
      ExpressionAttributeValues: { ':pk': `USER#${targetId}` },
    });
    // the block's own transaction, then the decline
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
    const items = table.commandCalls(TransactWriteCommand)[1].args[0].input.TransactItems!;
    expect(items[0].Update).toMatchObject({
      Key: { pk: `EVENT#${eventItem.id}`, sk: `REQUEST#${targetId}` },
      ExpressionAttributeValues: expect.objectContaining({ ':status': 'declined', ':from': 'pending' }),
    });
  });

  it('answers 400 SELF for blocking yourself, writing nothing', async () => {
    const response = await block(targetId, targetId);
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({ message: 'Kendini engelleyemezsin.', reason: 'SELF' });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 404 for an unknown user, writing nothing', async () => {
    const response = await block(unknownId);
    expect([response.statusCode, response.body.reason]).toEqual([404, 'USER_NOT_FOUND']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ['a username', 'mert_k'],
    ['a malformed id', '0b8a3c55-2f61'],
  ])('answers 400 for %s, writing nothing', async (_case, userId) => {
    expect((await block(userId)).statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('DELETE /private/blocks/{userId} and GET /private/blocks', () => {
  it('deletes the block, answering 200 whether or not it existed', async () => {
    const response = await invoke(unblockHandler, routeEvent({ pathParameters: { userId: targetId } }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ message: 'Engel kaldırıldı.' });
    expect(table).toHaveReceivedCommandWith(DeleteCommand, {
      Key: { pk: `USER#${callerId}`, sk: `BLOCK#${targetId}` },
    });
  });

  it('answers 400 for a user id that is not a uuid, deleting nothing', async () => {
    const response = await invoke(unblockHandler, routeEvent({ pathParameters: { userId: 'mert_k' } }));
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(DeleteCommand);
  });

  it("lists the caller's blocks, most recent first, without keys", async () => {
    const blockItem = (userId: string, blockedAt: string) => ({
      pk: `USER#${callerId}`,
      sk: `BLOCK#${userId}`,
      userId,
      name: userId,
      username: null,
      avatar: null,
      blockedAt,
    });
    table.on(QueryCommand).resolves({
      Items: [
        blockItem('first', '2030-01-01T00:00:00.000Z'),
        blockItem('second', '2030-02-01T00:00:00.000Z'),
      ],
    });

    const response = await invoke(listBlocksHandler, routeEvent());

    expect(response.body).toEqual({
      users: [
        {
          userId: 'second',
          name: 'second',
          username: null,
          avatar: null,
          blockedAt: '2030-02-01T00:00:00.000Z',
        },
        {
          userId: 'first',
          name: 'first',
          username: null,
          avatar: null,
          blockedAt: '2030-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${callerId}`, ':prefix': 'BLOCK#' },
    });
  });
});
