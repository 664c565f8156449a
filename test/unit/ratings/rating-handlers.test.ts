import '../support/env';
import '../screening/screener-env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as rateHandler } from '../../../lambdas/ratings/handlers/rate-event-member';
import { handler as countHandler } from '../../../lambdas/ratings/handlers/count-ratings';
import { handler as reviewsHandler } from '../../../lambdas/ratings/handlers/list-reviews';
import { sanctionedUsersKey } from '../../../lambdas/platform/sanctioned-users';
import { handler as screenHandler } from '../../../lambdas/screening/handlers/screen-join-requests';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { clock } from '../../../lambdas/platform/clock';
import { eventKey, memberKey } from '../../../lambdas/events/keys';
import { ratingKey } from '../../../lambdas/ratings/keys';
import { blockSortKeyPrefix } from '../../../lambdas/platform/keys';
import { tableIndexes } from '../../../lambdas/platform/table-schema';
import { blockedByPrefix } from '../../../lambdas/users/keys';
import { hiddenUserName } from '../../../lambdas/contracts/users';
import { newRatingRecord } from '../../../lambdas/ratings/ratings';
import type { RatingRecord } from '../../../lambdas/ratings/rating-record';
import { eventItem } from '../support/event-records';
import { invoke, lambdaContext, routeEvent } from '../support/events';
import { cancelledOn } from '../support/transactions';
import { insertRecord } from '../screening/stream-records';

const table = mockClient(DynamoDBDocumentClient);
const hostId = '7a1d9e2c-3b4f-4a5e-8c6d-0e1f2a3b4c5d';
const event = { ...eventItem, hostId, host: { ...eventItem.host, userId: hostId } };
const guestId = '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b';
const eventId = eventItem.id;
/** eventItem starts 2030-06-01 16:00 UTC for 120 minutes: ended at 18:00, its marks final 48 hours later. */
const afterEnd = new Date('2030-06-03T19:00:00.000Z');
const guestProfile = {
  ...newProfileRecord(guestId, { email: 'mert@squad.test' }, 5, afterEnd),
  username: 'mert',
};

function members(guestAttendance?: string) {
  return [
    {
      ...memberKey(eventId, hostId),
      eventId,
      userId: hostId,
      role: 'host',
      name: 'Ayşe',
      username: 'ayse',
      avatar: null,
    },
    {
      ...memberKey(eventId, guestId),
      eventId,
      userId: guestId,
      role: 'participant',
      name: 'Mert',
      username: 'mert',
      avatar: null,
      ...(guestAttendance ? { attendance: guestAttendance } : {}),
    },
  ];
}

function stored(guestAttendance?: string) {
  table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => ({
    Item: input.Key.sk === 'EVENT' ? event : guestProfile,
  }));
  table.on(QueryCommand).resolves({ Items: members(guestAttendance) });
}

const rate = (body: unknown, userId = guestId) =>
  invoke(rateHandler, routeEvent({ pathParameters: { id: eventId }, body, userId }));

let now: jest.SpyInstance;
beforeEach(() => {
  table.reset();
  table.on(TransactWriteCommand).resolves({});
  table.on(UpdateCommand).resolves({});
  stored();
  now = jest.spyOn(clock, 'now').mockReturnValue(afterEnd);
});
afterEach(() => now.mockRestore());

describe('POST /private/event/{id}/ratings', () => {
  it('puts the rating once per pair, with the event window and both attendances checked in the same transaction', async () => {
    const answer = await rate({ targetUserId: hostId, stars: 5, feedback: 'Harika!' });

    expect(answer.statusCode).toBe(201);
    expect(answer.body.rating).toEqual({
      targetUserId: hostId,
      stars: 5,
      feedback: 'Harika!',
      feedbackStatus: 'screening',
      createdAt: afterEnd.toISOString(),
    });
    const [items = []] = table
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems);
    expect(items[0]?.Put).toMatchObject({
      Item: {
        ...ratingKey(eventId, guestId, hostId),
        targetRole: 'host',
        stars: 5,
        feedbackStatus: 'screening',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1]?.ConditionCheck).toMatchObject({
      Key: eventKey(eventId),
      ExpressionAttributeValues: {
        ':earliest': '2030-05-20T17:00:00.000Z',
        ':latest': '2030-06-01T17:00:00.000Z',
      },
    });
    expect(
      items
        .slice(2, 4)
        .map((item) => [item.ConditionCheck?.Key, item.ConditionCheck?.ExpressionAttributeValues]),
    ).toEqual([
      [memberKey(eventId, guestId), { ':role': 'participant', ':noShow': 'no-show' }],
      [memberKey(eventId, hostId), { ':role': 'host', ':noShow': 'no-show' }],
    ]);
  });

  it('answers ALREADY_RATED when the rating of the pair exists', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(ratingKey(eventId, guestId, hostId)));

    const answer = await rate({ targetUserId: hostId, stars: 4 });

    expect([answer.statusCode, answer.body.reason]).toEqual([409, 'ALREADY_RATED']);
    expect(answer.body.message).toBe('Bu kişiyi bu etkinlik için zaten değerlendirdin.');
  });

  it('refuses a no-show in Turkish before writing anything', async () => {
    stored('no-show');

    const answer = await rate({ targetUserId: hostId, stars: 4 });

    expect([answer.statusCode, answer.body.reason]).toEqual([403, 'NO_SHOW']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a rating before the end with NOT_COMPLETED', async () => {
    now.mockReturnValue(new Date('2030-06-01T17:00:00.000Z'));

    const answer = await rate({ targetUserId: hostId, stars: 4 });

    expect([answer.statusCode, answer.body.reason]).toEqual([409, 'NOT_COMPLETED']);
  });

  it('refuses stars outside 1 to 5 as bad input, writing nothing', async () => {
    const answer = await rate({ targetUserId: hostId, stars: 6 });

    expect([answer.statusCode, answer.body.message]).toEqual([400, 'Puan 1 ile 5 arasında olmalı.']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

function ratingItem(overrides: Partial<RatingRecord> = {}) {
  const record = newRatingRecord({
    event: { id: eventId, title: eventItem.title },
    raterId: guestId,
    rater: { name: 'Mert', username: 'mert', avatar: null },
    targetId: hostId,
    targetRole: 'host',
    stars: 4,
    feedback: 'Çok iyi organize etti.',
    now: afterEnd,
  });
  return { ...ratingKey(eventId, guestId, hostId), ...record, ...overrides };
}

describe('the count-ratings stream consumer', () => {
  it('marks the rating counted and adds its stars to the host stats and the event results in one transaction', async () => {
    table.on(QueryCommand).resolves({ Items: [] });

    const response = await countHandler({ Records: [insertRecord(ratingItem())] }, lambdaContext);

    expect(response.batchItemFailures).toEqual([]);
    const [items = []] = table
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems);
    expect(items.map((item) => item.Update?.UpdateExpression)).toEqual([
      'SET countedAt = :at',
      'SET stats.#total = if_not_exists(stats.#total, :zero) + :stars, stats.#count = if_not_exists(stats.#count, :zero) + :one',
      'ADD #ratingTotal :ratingTotal, #ratingCount :ratingCount, #feedbackCount :feedbackCount',
    ]);
    expect(items[0]?.Update?.ConditionExpression).toBe(
      'attribute_exists(pk) AND attribute_not_exists(countedAt)',
    );
    expect(items[1]?.Update?.ExpressionAttributeNames).toEqual({
      '#total': 'hostRatingTotal',
      '#count': 'hostRatingCount',
    });
    expect(items[2]?.Update?.ExpressionAttributeValues).toEqual({
      ':ratingTotal': 4,
      ':ratingCount': 1,
      ':feedbackCount': 1,
    });
  });

  it('adds a participant rating to the participant counters only', async () => {
    const item = ratingItem({ raterId: hostId, targetId: guestId, targetRole: 'participant', stars: 3 });

    await countHandler({ Records: [insertRecord(item)] }, lambdaContext);

    const [items = []] = table
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems);
    expect(items).toHaveLength(2);
    expect(items[1]?.Update?.ExpressionAttributeNames).toEqual({
      '#total': 'participantRatingTotal',
      '#count': 'participantRatingCount',
    });
  });

  it('counts nothing for a redelivered record whose rating is already marked counted', async () => {
    table.on(TransactWriteCommand).callsFake((input) => {
      const error = cancelledOn(ratingKey(eventId, guestId, hostId));
      try {
        error(input);
      } catch (cancelled) {
        (cancelled as { CancellationReasons: { Item?: unknown }[] }).CancellationReasons[0]!.Item = {
          countedAt: { S: afterEnd.toISOString() },
        };
        throw cancelled;
      }
    });
    table.on(QueryCommand).resolves({ Items: [] });

    const response = await countHandler({ Records: [insertRecord(ratingItem())] }, lambdaContext);

    expect(response.batchItemFailures).toEqual([]);
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
  });

  it('fails a record that holds no rating, alone', async () => {
    const poison = insertRecord({ ...ratingKey(eventId, guestId, hostId), stars: 9 });

    const response = await countHandler({ Records: [poison, insertRecord(ratingItem())] }, lambdaContext);

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: poison.dynamodb?.SequenceNumber }]);
  });
});

describe('screening rating feedback', () => {
  function storedRating(item: Record<string, unknown>) {
    table.on(GetCommand).resolves({ Item: item });
  }

  it('publishes approved feedback into its target’s reviews', async () => {
    const item = ratingItem();
    storedRating(item);

    await screenHandler({ Records: [insertRecord(item)] }, lambdaContext);

    const [items = []] = table
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems);
    expect(items).toHaveLength(1);
    expect(items[0]?.Update).toMatchObject({
      Key: ratingKey(eventId, guestId, hostId),
      ConditionExpression: 'feedbackStatus = :screeningStatus AND attribute_exists(feedback)',
      ExpressionAttributeValues: expect.objectContaining({
        ':next': 'published',
        ':gsi5pk': `USER#${hostId}`,
        ':gsi5sk': `REVIEW#${afterEnd.toISOString()}#${eventId}#${guestId}`,
      }),
    });
  });

  it('removes rejected feedback, keeps the stars, and takes it out of the event’s feedback count', async () => {
    const item = ratingItem({ feedback: 'Siktir git aptal orospu çocuğu, fuck you idiot' });
    storedRating(item);

    await screenHandler({ Records: [insertRecord(item)] }, lambdaContext);

    const [items = []] = table
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems);
    expect(items.map((entry) => entry.Update?.UpdateExpression)).toEqual([
      'SET feedbackStatus = :next, feedbackScreening = :screening REMOVE feedback',
      'ADD #feedbackCount :feedbackCount',
    ]);
    expect(items[1]?.Update?.ExpressionAttributeValues).toEqual({ ':feedbackCount': -1 });
  });

  it('screens nothing again when the feedback already left screening', async () => {
    const item = ratingItem();
    storedRating({ ...item, feedbackStatus: 'published' });

    await screenHandler({ Records: [insertRecord(item)] }, lambdaContext);

    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('GET /private/users/{handle}/reviews', () => {
  const review = (createdAt: string) => ({
    ...ratingItem({ createdAt, feedbackStatus: 'published' }),
    gsi5pk: `USER#${hostId}`,
    gsi5sk: `REVIEW#${createdAt}#${eventId}#${guestId}`,
  });
  const list = (cursor?: string) =>
    invoke(
      reviewsHandler,
      routeEvent({ pathParameters: { handle: hostId }, queryStringParameters: cursor ? { cursor } : {} }),
    );

  beforeEach(() => {
    const profile = newProfileRecord(hostId, { email: 'ayse@squad.test' }, 5, afterEnd);
    table
      .on(GetCommand)
      .callsFake((input: { Key: { sk: string } }) => (input.Key.sk === 'PROFILE' ? { Item: profile } : {}));
  });

  /** The reviews the table holds, and who of their raters blocked the reader (defined last: sinon's latest wins). */
  function reviewsStored(reviews: Record<string, unknown>[], readerBlockedBy: string[] = []) {
    table.on(QueryCommand).resolves({ Items: reviews });
    table
      .on(QueryCommand, { ExpressionAttributeValues: { ':prefix': blockSortKeyPrefix } })
      .resolves({ Items: [] });
    table.on(QueryCommand, { ExpressionAttributeValues: { ':prefix': blockedByPrefix } }).resolves({
      Items: readerBlockedBy.map((id) => ({
        [tableIndexes.userItemsElsewhere.sortKey]: `${blockedByPrefix}${id}`,
      })),
    });
  }

  it('answers the newest reviews with the event title and the rater, and a cursor that resumes after the last', async () => {
    const page = Array.from({ length: 9 }, (_, i) => review(`2030-06-03T10:00:0${9 - i}.000Z`));
    const last = review('2030-06-02T10:00:00.000Z');
    // Eleven read for a page of ten: there is more after the tenth.
    reviewsStored([...page, last, review('2030-06-01T10:00:00.000Z')]);

    const first = await list();
    await list(first.body.nextCursor);

    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({
      eventTitle: eventItem.title,
      rater: { name: 'Mert' },
      stars: 4,
      text: 'Çok iyi organize etti.',
    });
    const [, second] = table
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.ExpressionAttributeValues?.[':prefix'] === 'REVIEW#');
    expect(second).toMatchObject({
      IndexName: 'userItemsElsewhere',
      ScanIndexForward: false,
      ExclusiveStartKey: {
        ...ratingKey(eventId, guestId, hostId),
        gsi5pk: `USER#${hostId}`,
        gsi5sk: last.gsi5sk,
      },
    });
  });

  it('names nobody as the rater of a review by someone blocked either way with the reader', async () => {
    reviewsStored([review('2030-06-02T10:00:00.000Z')], [guestId]);

    const [shown] = (await list()).body.items;

    expect(shown.rater).toEqual({ name: hiddenUserName, username: null, avatar: null });
    expect(JSON.stringify(shown)).not.toContain(guestId);
  });

  it('leaves out a review by a suspended or banned rater', async () => {
    reviewsStored([review('2030-06-02T10:00:00.000Z')]);
    table.on(GetCommand, { Key: sanctionedUsersKey }).resolves({ Item: { userIds: new Set([guestId]) } });

    expect((await list()).body.items).toEqual([]);
  });

  it('answers no cursor when nothing is left after the page', async () => {
    reviewsStored([review('2030-06-02T10:00:00.000Z')]);

    expect((await list()).body.nextCursor).toBeNull();
  });

  it('refuses a cursor that names no review, reading nothing', async () => {
    const answer = await list(Buffer.from('BLOCKED_BY#x').toString('base64url'));

    expect([answer.statusCode, answer.body.reason]).toEqual([400, 'BAD_CURSOR']);
    expect(table).not.toHaveReceivedCommand(QueryCommand);
  });
});
