import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as completeEvent } from '../../../lambdas/attendance/handlers/complete-event';
import { handler as closeAttendance } from '../../../lambdas/attendance/handlers/close-attendance';
import { handler as markAttendance } from '../../../lambdas/attendance/handlers/mark-attendance';
import { handler as contestAttendance } from '../../../lambdas/attendance/handlers/contest-attendance';
import { handler as getReliability } from '../../../lambdas/attendance/handlers/get-reliability';
import { handler as getAttendance } from '../../../lambdas/attendance/handlers/get-attendance';
import { eventKey, memberKey } from '../../../lambdas/events/keys';
import { clock } from '../../../lambdas/platform/clock';
import { attendanceRefusals } from '../../../lambdas/contracts/refusals';
import { eventItem } from '../support/event-records';
import { callerId, invoke, lambdaContext, routeEvent } from '../support/events';
import { cancelledOn } from '../support/transactions';

const table = mockClient(DynamoDBDocumentClient);
const guestId = '9a7c1d2e-3f4b-4c5d-8e6f-7a8b9c0d1e2f';
const endsAt = '2030-06-01T18:00:00.000Z';
const payload = { eventId: eventItem.id, endsAt };
const completed = { ...eventItem, completedAt: endsAt };
const hostMember = { ...memberKey(eventItem.id, callerId), userId: callerId, role: 'host', name: 'Ayşe' };
const guestMember = {
  ...memberKey(eventItem.id, guestId),
  userId: guestId,
  role: 'participant',
  name: 'Mert',
  username: 'mert',
  avatar: null,
};
const at = (hoursAfterEnd: number) => new Date(Date.parse(endsAt) + hoursAfterEnd * 3_600_000);

function stored(event: Record<string, unknown>, member?: Record<string, unknown>) {
  table.on(GetCommand, { Key: eventKey(eventItem.id) }).resolves({ Item: event });
  table.on(GetCommand, { Key: memberKey(eventItem.id, guestId) }).resolves({ Item: member });
  table.on(GetCommand, { Key: memberKey(eventItem.id, callerId) }).resolves({ Item: member });
}

const transactItems = () => table.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  table.reset();
  table.on(QueryCommand).resolves({ Items: [hostMember, guestMember] });
  table.on(UpdateCommand).resolves({});
  clock.now = () => at(1);
});

describe('complete-event', () => {
  it("sets completedAt to the end and counts the event in each participant's Istanbul month, in one transaction", async () => {
    stored(eventItem);
    table.on(TransactWriteCommand).resolves({});

    await completeEvent(payload, lambdaContext);

    const [event, ...buckets] = transactItems();
    expect(event.Update).toMatchObject({
      Key: eventKey(eventItem.id),
      UpdateExpression: 'SET completedAt = :endsAt',
      ConditionExpression: expect.stringContaining(
        '#state = :published AND attribute_not_exists(completedAt)',
      ),
      ExpressionAttributeValues: expect.objectContaining({ ':endsAt': endsAt, ':duration': 120 }),
    });
    expect(buckets.map((item) => item.Update?.Key)).toEqual([
      { pk: `USER#${guestId}`, sk: 'RELIABILITY#2030-06' },
    ]);
    expect(buckets[0].Update?.UpdateExpression).toContain('ADD events :one');
  });

  it('writes nothing for a schedule whose end an edit moved since', async () => {
    stored({ ...eventItem, durationMinutes: 180 });
    await completeEvent(payload, lambdaContext);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('writes nothing for a cancelled event or one completed already', async () => {
    stored({ ...eventItem, state: 'cancelled' });
    await completeEvent(payload, lambdaContext);
    stored(completed);
    await completeEvent(payload, lambdaContext);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('ends quietly when a racing run completed the event first', async () => {
    stored(eventItem);
    table.on(TransactWriteCommand).callsFake(cancelledOn(eventKey(eventItem.id)));
    await expect(completeEvent(payload, lambdaContext)).resolves.toBeUndefined();
  });
});

describe('close-attendance', () => {
  it('sets attendanceClosedAt 48 hours after the end, only once', async () => {
    stored(completed);
    clock.now = () => at(48);
    await closeAttendance(payload, lambdaContext);
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      Key: eventKey(eventItem.id),
      UpdateExpression: 'SET attendanceClosedAt = :closedAt',
      ConditionExpression: 'completedAt = :endsAt AND attribute_not_exists(attendanceClosedAt)',
      ExpressionAttributeValues: { ':endsAt': endsAt, ':closedAt': at(48).toISOString() },
    });
  });

  it('ends quietly when the condition finds it closed already', async () => {
    stored(completed);
    clock.now = () => at(48);
    table
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'closed', $metadata: {} }));
    await expect(closeAttendance(payload, lambdaContext)).resolves.toBeUndefined();
  });
});

const mark = (attended: unknown, userId = callerId) =>
  invoke(
    markAttendance,
    routeEvent({ pathParameters: { id: eventItem.id, userId: guestId }, body: { attended }, userId }),
  );

describe('PUT /private/event/{id}/attendance/{userId}', () => {
  it("marks a no-show, with its instant (which names its notification), the event's window, the member and the participant's bucket in one transaction", async () => {
    stored(completed, guestMember);
    table.on(TransactWriteCommand).resolves({});

    const response = await mark(false);

    expect(response.statusCode).toBe(200);
    const [event, member, bucket] = transactItems();
    expect(event.ConditionCheck).toMatchObject({
      Key: eventKey(eventItem.id),
      ConditionExpression: expect.stringContaining('completedAt > :openSince AND hostId = :me'),
      ExpressionAttributeValues: { ':openSince': at(1 - 48).toISOString(), ':me': callerId },
    });
    expect(member.Update).toMatchObject({
      UpdateExpression: 'SET attendance = :noShow, noShowMarkedAt = :now',
      ConditionExpression: expect.stringContaining('attribute_not_exists(attendance)'),
      ExpressionAttributeValues: expect.objectContaining({ ':now': clock.now().toISOString() }),
    });
    expect(bucket.Update).toMatchObject({
      Key: { pk: `USER#${guestId}`, sk: 'RELIABILITY#2030-06' },
      UpdateExpression: 'ADD noShows :delta',
      ExpressionAttributeValues: { ':delta': 1 },
    });
  });

  it('answers a repeated mark with the entry as it is, having changed nothing', async () => {
    stored(completed, { ...guestMember, attendance: 'no-show' });
    table.on(TransactWriteCommand).callsFake(cancelledOn(memberKey(eventItem.id, guestId)));

    const response = await mark(false);

    expect(response.statusCode).toBe(200);
    expect(response.body.entry).toMatchObject({ userId: guestId, attendance: 'no-show' });
  });

  it('refuses anyone but the host with 403 and a Turkish text, writing nothing', async () => {
    stored(completed, guestMember);
    const response = await mark(false, guestId);
    expect(response.statusCode).toBe(403);
    expect(response.body).toEqual({ reason: 'NOT_HOST', message: attendanceRefusals.NOT_HOST });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a mark after the 48-hour window with 409', async () => {
    stored(completed, guestMember);
    clock.now = () => at(49);
    const response = await mark(true);
    expect([response.statusCode, response.body.reason]).toEqual([409, 'MARKING_CLOSED']);
  });

  it('answers 400 for a mark that is not a boolean', async () => {
    stored(completed, guestMember);
    expect((await mark('evet')).statusCode).toBe(400);
  });
});

const contest = (text: unknown) =>
  invoke(
    contestAttendance,
    routeEvent({ pathParameters: { id: completed.id }, body: { text }, userId: guestId }),
  );

describe('POST /private/event/{id}/attendance/contest', () => {
  beforeEach(() => {
    table.on(GetCommand, { Key: eventKey(eventItem.id) }).resolves({ Item: completed });
  });

  it('keeps the text and time, marks it contested and takes the no-show out of the score', async () => {
    table
      .on(GetCommand, { Key: memberKey(eventItem.id, guestId) })
      .resolves({ Item: { ...guestMember, attendance: 'no-show' } });
    table.on(TransactWriteCommand).resolves({});

    expect((await contest('Oradaydım.')).statusCode).toBe(200);

    const [, member, bucket] = transactItems();
    expect(member.Update).toMatchObject({
      UpdateExpression: 'SET attendance = :contested, contest = :contest',
      ConditionExpression: 'attendance = :noShow AND attribute_not_exists(contest)',
      ExpressionAttributeValues: expect.objectContaining({
        ':contest': { text: 'Oradaydım.', at: at(1).toISOString() },
      }),
    });
    expect(bucket.Update?.ExpressionAttributeValues).toEqual({ ':delta': -1 });
  });

  it('refuses a second contest with 409, writing nothing', async () => {
    table.on(GetCommand, { Key: memberKey(eventItem.id, guestId) }).resolves({
      Item: { ...guestMember, attendance: 'contested', contest: { text: 'x', at: endsAt } },
    });
    const response = await contest('Bir daha.');
    expect([response.statusCode, response.body.reason]).toEqual([409, 'ALREADY_CONTESTED']);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 400 for a contest over 300 characters or empty', async () => {
    expect((await contest('a'.repeat(301))).statusCode).toBe(400);
    expect((await contest('   ')).statusCode).toBe(400);
  });
});

describe('GET /private/event/{id}/attendance', () => {
  it('refuses someone who neither hosts nor took part with 403', async () => {
    stored(completed);
    const response = await invoke(
      getAttendance,
      routeEvent({ pathParameters: { id: eventItem.id }, userId: 'e5d4c3b2-a1f0-4e9d-8c7b-6a5f4e3d2c1b' }),
    );
    expect([response.statusCode, response.body.reason]).toEqual([403, 'NOT_A_MEMBER']);
  });

  it('shows the host every participant with their mark while marking is open', async () => {
    stored(completed);
    const response = await invoke(getAttendance, routeEvent({ pathParameters: { id: eventItem.id } }));
    expect(response.body).toMatchObject({
      isHost: true,
      canMark: true,
      markingClosesAt: at(48).toISOString(),
      participants: [{ userId: guestId, attendance: 'came', contest: null }],
    });
  });
});

describe('GET /private/event/{id}/attendance as a participant', () => {
  it('shows a participant marked no-show only their own entry, with the contest open', async () => {
    stored(completed);
    table.on(QueryCommand).resolves({
      Items: [hostMember, { ...guestMember, attendance: 'no-show' }, { ...guestMember, userId: 'other' }],
    });
    const response = await invoke(
      getAttendance,
      routeEvent({ pathParameters: { id: eventItem.id }, userId: guestId }),
    );
    expect(response.body).toMatchObject({
      isHost: false,
      canMark: false,
      canContest: true,
      participants: [{ userId: guestId, attendance: 'no-show' }],
    });
    expect(response.body.participants).toHaveLength(1);
  });
});

describe('GET /private/reliability/{userId}', () => {
  it("reads the 12 Istanbul months' buckets in one Query and answers the share", async () => {
    clock.now = () => new Date('2030-06-10T12:00:00Z');
    table.on(QueryCommand).resolves({
      Items: [
        { events: 10, noShows: 1 },
        { events: 3, noShows: 0 },
      ],
    });

    const response = await invoke(getReliability, routeEvent({ pathParameters: { userId: guestId } }));

    expect(response.body).toEqual({ userId: guestId, reliability: { share: 12 / 13, events: 13 } });
    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': `USER#${guestId}`,
        ':from': 'RELIABILITY#2029-07',
        ':to': 'RELIABILITY#2030-06',
      },
      Limit: 12,
    });
  });
});
