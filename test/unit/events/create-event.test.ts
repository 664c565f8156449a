import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { handler } from '../../../lambdas/events/handlers/create-event';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { cancelledOn } from '../support/transactions';
import { profileKey } from '../../../lambdas/profile/keys';
import { callerId, invoke, routeEvent } from '../support/events';
import { dateRefusals } from '../../../lambdas/contracts/refusals';

const table = mockClient(DynamoDBDocumentClient);
const scheduler = mockClient(SchedulerClient);
const createdSchedules = () =>
  scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input);
const profile = {
  ...newProfileRecord(callerId, { email: 'ayse@squad.test' }, 5, new Date()),
  username: 'ayse',
  birthDate: '1990-06-15',
};
const body = {
  type: 'online',
  idempotencyKey: '2b1f7a52-6a5e-4a53-9d3a-5c7f0e8b1a11',
  title: 'Valorant gecesi',
  description: 'Plat+',
  category: 'Popular Games',
  tags: ['Valorant'],
  date: '2031-01-10',
  time: '21:00',
  durationMinutes: 120,
  maxParticipants: 5,
  price: 0,
  platform: 'Valorant',
};
const create = (overrides: Record<string, unknown> = {}) =>
  invoke(handler, routeEvent({ body: { ...body, ...overrides } }));

beforeEach(() => {
  table.reset();
  scheduler.reset();
  scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
  table.on(GetCommand).resolves({ Item: { pk: `USER#${callerId}`, sk: 'PROFILE', ...profile } });
  // The host's ledger: only the welcome grant, so nothing to feature.
  table.on(QueryCommand).resolves({ Items: [] });
});

describe('POST /private/event', () => {
  it('writes the claim, the event, the host membership, the token debit and the ledger entry in one transaction', async () => {
    table.on(TransactWriteCommand).resolves({});
    const response = await create();

    expect(response.statusCode).toBe(201);
    const [call] = table.commandCalls(TransactWriteCommand);
    const items = call.args[0].input.TransactItems!;
    expect(items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put', 'Put', 'Update', 'Put']);
    expect(items[0].Put).toMatchObject({
      Item: { sk: `IDEMPOTENCY#EVENT#${body.idempotencyKey}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1].Put?.Item).toMatchObject({
      state: 'published',
      startsAt: '2031-01-10T18:00:00.000Z',
      gsi1pk: 'TYPE#online',
      participantCount: 1,
    });
    expect(items[2].Put?.Item).toMatchObject({ role: 'host', gsi2pk: `USER#${callerId}` });
    expect(items[3].Update).toMatchObject({
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt) AND eventLimit >= :amount',
      ExpressionAttributeValues: { ':delta': -1, ':amount': 1, ':eventsHosted': 1 },
    });
    expect(items[4].Put?.Item).toMatchObject({ delta: -1, reason: 'EVENT_CREATED' });
  });

  it("schedules the event's completion at its end and the attendance closing 48 hours later", async () => {
    table.on(TransactWriteCommand).resolves({});
    await create();

    const schedules = createdSchedules().filter((input) => !input.Name?.startsWith('remind-'));
    const eventId = (schedules[0].Name ?? '').replace('complete-event-', '');
    const payload = JSON.stringify({ eventId, endsAt: '2031-01-10T20:00:00.000Z' });
    expect(schedules).toEqual([
      expect.objectContaining({
        Name: `complete-event-${eventId}`,
        ScheduleExpression: 'at(2031-01-10T20:00:00)',
        Target: expect.objectContaining({ Input: payload }),
      }),
      expect.objectContaining({
        Name: `close-attendance-${eventId}`,
        ScheduleExpression: 'at(2031-01-12T20:00:00)',
        Target: expect.objectContaining({ Input: payload }),
      }),
    ]);
  });

  it('schedules its reminders 24 hours and 1 hour before the start', async () => {
    table.on(TransactWriteCommand).resolves({});
    await create();

    const reminders = createdSchedules().filter((input) => input.Name?.startsWith('remind-'));
    expect(reminders.map((input) => [input.Name?.split('-')[1], input.ScheduleExpression])).toEqual([
      ['24h', 'at(2031-01-09T18:00:00)'],
      ['1h', 'at(2031-01-10T17:00:00)'],
    ]);
  });

  it('schedules nothing for a draft', async () => {
    table.on(TransactWriteCommand).resolves({});
    await create({ draft: true, title: undefined, description: undefined, date: undefined });
    expect(scheduler).not.toHaveReceivedCommand(CreateScheduleCommand);
  });

  it('saves a draft without touching the balance or the listing indexes', async () => {
    table.on(TransactWriteCommand).resolves({});
    await create({ draft: true, title: undefined, description: undefined, date: undefined });
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items).toHaveLength(4);
    expect(items[3].ConditionCheck).toMatchObject({
      Key: profileKey(callerId),
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt)',
    });
    expect(items[1].Put?.Item).toMatchObject({ state: 'draft' });
    expect(items[1].Put?.Item).not.toHaveProperty('gsi1pk');
  });

  it('answers 409 with the spec message when the balance is short', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(profileKey(callerId), { eventLimit: { N: '0' } }));
    const response = await create();
    expect(response).toMatchObject({
      statusCode: 409,
      body: {
        message: 'Yetersiz token! Etkinlik oluşturmak için en az 1 token gerekli.',
        reason: 'INSUFFICIENT_TOKENS',
      },
    });
  });

  it('answers 401 ACCOUNT_DELETED, spending nothing, when the host’s account deletion began', async () => {
    table
      .on(TransactWriteCommand)
      .callsFake(
        cancelledOn(profileKey(callerId), { eventLimit: { N: '5' }, deletionStartedAt: { S: '2030-01-01' } }),
      );
    const response = await create();
    expect(response).toMatchObject({ statusCode: 401, body: { reason: 'ACCOUNT_DELETED' } });
  });

  it('answers 401 ACCOUNT_DELETED for a draft of an account whose profile is gone', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledOn(profileKey(callerId)));
    const response = await create({ draft: true, title: undefined, description: undefined, date: undefined });
    expect(response).toMatchObject({ statusCode: 401, body: { reason: 'ACCOUNT_DELETED' } });
  });

  it('answers 400 and writes nothing for a start in the past', async () => {
    const response = await create({ date: '2020-01-01' });
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ['2026-13-01', dateRefusals.NO_SUCH_DATE],
    ['2027-02-30', dateRefusals.NO_SUCH_DATE],
    ['0001-01-01', dateRefusals.DATE_OUT_OF_RANGE],
  ])(
    'answers 400 with a Turkish text and writes nothing for the impossible date %s',
    async (date, message) => {
      for (const draft of [false, true]) {
        const response = await create({ date, draft });
        expect(response).toMatchObject({ statusCode: 400, body: { message, reason: 'INVALID_INPUT' } });
      }
      expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
    },
  );

  it('answers 400 and writes nothing for a title with a bidirectional override', async () => {
    const response = await create({ title: 'gpj.\u202eexe' });
    expect(response.statusCode).toBe(400);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 400 naming the offered durations for a duration the wizard does not offer', async () => {
    const response = await create({ durationMinutes: 45 });
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      message: 'Geçersiz seçenek: aşağıdakilerden biri olmalı: 30|60|90|120|180|240',
      reason: 'INVALID_INPUT',
    });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('features the event while its host holds Enterprise Pack tokens, until they expire', async () => {
    const expiresAt = '2031-06-01T00:00:00.000Z';
    table.on(QueryCommand).resolves({
      Items: [
        {
          sk: 'LEDGER#2026-11-25T10:00:00.000Z#purchase-o1',
          userId: callerId,
          delta: 50,
          reason: 'PURCHASE',
          orderId: 'o1',
          packageId: 'enterprise',
          createdAt: '2026-11-25T10:00:00.000Z',
          expiresAt,
        },
      ],
    });
    table.on(TransactWriteCommand).resolves({});

    const response = await create();

    expect(response.body).toMatchObject({ event: { featured: true } });
    const items = table.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(items[1].Put?.Item).toMatchObject({ featuredUntil: expiresAt });
  });
});
