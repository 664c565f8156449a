import '../support/env';
import 'aws-sdk-client-mock-jest';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as getRewards } from '../../../lambdas/rewards/handlers/get-rewards';
import { handler as recordReferral } from '../../../lambdas/rewards/handlers/record-referral';
import { clock } from '../../../lambdas/platform/clock';
import { newProfileRecord } from '../../../lambdas/profile/profile';
import { callerId, invoke, routeEvent } from '../support/events';
import { cancelledWhere } from '../support/transactions';

const table = mockClient(DynamoDBDocumentClient);
const now = new Date('2026-11-26T08:00:00.000Z');
const me = newProfileRecord(callerId, { email: 'yeni@example.com' }, 5, new Date('2026-11-25T08:00:00.000Z'));
const inviter = newProfileRecord('inviter', { email: 'eski@example.com', givenName: 'Eski' }, 5, now);

beforeEach(() => {
  table.reset();
  jest.spyOn(clock, 'now').mockReturnValue(now);
  table.on(GetCommand).resolves({});
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(TransactWriteCommand).resolves({});
  table.on(UpdateCommand).resolves({});
  table
    .on(GetCommand, { Key: { pk: 'INVITE#ABCD2345', sk: 'INVITE' } })
    .resolves({ Item: { userId: 'inviter' } });
  table.on(GetCommand, { Key: { pk: `USER#${callerId}`, sk: 'PROFILE' } }).resolves({ Item: me });
  table.on(GetCommand, { Key: { pk: 'USER#inviter', sk: 'PROFILE' } }).resolves({ Item: inviter });
});

describe('GET /private/rewards', () => {
  it("answers the user's invite code, the month's progress and the grants newest first", async () => {
    table
      .on(GetCommand, {
        Key: { pk: `USER#${callerId}`, sk: 'PROFILE' },
        ProjectionExpression: 'userId, inviteCode, referredBy',
      })
      .resolves({ Item: { inviteCode: 'QWERTY23' } });
    table
      .on(GetCommand, { Key: { pk: `USER#${callerId}`, sk: 'HOSTED#2026-11' } })
      .resolves({ Item: { hosted: 3 } });
    table.on(GetCommand, { Key: { pk: `USER#${callerId}`, sk: 'REWARDS' } }).resolves({
      Item: { completedEvents: 4, fiveStarRatings: 1 },
    });
    table.on(QueryCommand).resolves({
      Items: [
        {
          rule: 'complete-event',
          cause: 'e1',
          tokens: 1,
          at: '2026-11-20T10:00:00.000Z',
          eventId: 'e1',
          eventTitle: 'Koşu',
        },
        { rule: 'five-star-rating', cause: 'e1', tokens: 2, at: '2026-11-21T10:00:00.000Z', eventId: 'e1' },
      ],
    });

    const answer = await invoke(getRewards, routeEvent());

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      inviteCode: 'QWERTY23',
      invitedBy: null,
      earnedTokens: 3,
      progress: {
        completedEvents: 4,
        fiveStarRatings: 1,
        referralsInvited: 0,
        monthlyHost: { month: '2026-11', hosted: 3, target: 5, earned: false },
      },
      history: [
        { rule: 'five-star-rating', tokens: 2 },
        { rule: 'complete-event', tokens: 1, eventTitle: 'Koşu' },
      ],
    });
  });

  it('names who invited the user, and whether their first event has paid the referral', async () => {
    table
      .on(GetCommand, {
        Key: { pk: `USER#${callerId}`, sk: 'PROFILE' },
        ProjectionExpression: 'userId, inviteCode, referredBy',
      })
      .resolves({ Item: { userId: callerId, inviteCode: 'QWERTY23', referredBy: 'inviter' } });
    table
      .on(GetCommand, { Key: { pk: 'USER#inviter', sk: 'PROFILE' }, ProjectionExpression: 'displayName' })
      .resolves({ Item: { displayName: 'Eski' } });

    expect((await invoke(getRewards, routeEvent())).body).toMatchObject({
      invitedBy: { name: 'Eski', paid: false },
    });

    table.on(QueryCommand).resolves({
      Items: [
        { rule: 'referral', cause: callerId, tokens: 3, at: '2026-11-25T10:00:00.000Z', friendName: 'Eski' },
      ],
    });
    expect((await invoke(getRewards, routeEvent())).body).toMatchObject({
      invitedBy: { name: 'Eski', paid: true },
    });
  });

  it('draws an invite code on first read, claimed together with the profile', async () => {
    const answer = await invoke(getRewards, routeEvent());

    expect(answer.statusCode).toBe(200);
    const code = (answer.body as { inviteCode: string }).inviteCode;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(table).toHaveReceivedCommandWith(TransactWriteCommand, {
      TransactItems: [
        expect.objectContaining({
          Put: expect.objectContaining({ Item: expect.objectContaining({ pk: `INVITE#${code}` }) }),
        }),
        expect.objectContaining({
          Update: expect.objectContaining({
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt) AND attribute_not_exists(inviteCode)',
          }),
        }),
      ],
    });
  });

  it('draws again when the code belongs to someone else', async () => {
    table
      .on(TransactWriteCommand)
      .callsFakeOnce(cancelledWhere(({ pk }) => pk.startsWith('INVITE#')))
      .resolves({});

    const answer = await invoke(getRewards, routeEvent());

    expect(answer.statusCode).toBe(200);
    expect(table).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
  });
});

describe('POST /private/referral', () => {
  const post = (code: string) => invoke(recordReferral, routeEvent({ body: { code } }));

  it('records the inviter once on a new profile and counts the invitation', async () => {
    const answer = await post('abcd2345');

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ inviterName: 'Eski' });
    expect(table).toHaveReceivedCommandWith(TransactWriteCommand, {
      TransactItems: [
        expect.objectContaining({
          Update: expect.objectContaining({
            UpdateExpression: 'SET referredBy = :inviter, referredAt = :at',
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(#deletionStarted) AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt) AND attribute_not_exists(referredBy) AND createdAt > :createdAfter AND stats.eventsHosted = :zero',
          }),
        }),
        expect.objectContaining({
          Update: expect.objectContaining({ Key: { pk: 'USER#inviter', sk: 'REWARDS' } }),
        }),
      ],
    });
  });

  it('refuses an unknown code with 404 and writes nothing', async () => {
    const answer = await post('ZZZZ2345');

    expect(answer).toMatchObject({
      statusCode: 404,
      body: { reason: 'UNKNOWN_CODE', message: 'Bu davet kodu bulunamadı.' },
    });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it("refuses the user's own code, and a code of an account on the same mailbox", async () => {
    table
      .on(GetCommand, { Key: { pk: 'INVITE#ABCD2345', sk: 'INVITE' } })
      .resolves({ Item: { userId: callerId } });
    expect(await post('ABCD2345')).toMatchObject({ statusCode: 409, body: { reason: 'OWN_CODE' } });

    table
      .on(GetCommand, { Key: { pk: 'INVITE#ABCD2345', sk: 'INVITE' } })
      .resolves({ Item: { userId: 'inviter' } });
    table
      .on(GetCommand, { Key: { pk: 'USER#inviter', sk: 'PROFILE' } })
      .resolves({ Item: { ...inviter, email: 'Yeni+eski@example.com' } });
    expect(await post('ABCD2345')).toMatchObject({ statusCode: 409, body: { reason: 'OWN_CODE' } });
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a second referral, and one for an account that is no longer new, with 409', async () => {
    const refusedSeeing = (item: Record<string, unknown>) => () => {
      throw new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [
          {
            Code: 'ConditionalCheckFailed',
            Item: Object.fromEntries(Object.entries(item).map(([k, v]) => [k, { S: String(v) }])),
          },
          { Code: 'None' },
        ],
      });
    };
    table.on(TransactWriteCommand).callsFake(refusedSeeing({ pk: 'USER#x', referredBy: 'someone' }));
    expect(await post('ABCD2345')).toMatchObject({ statusCode: 409, body: { reason: 'ALREADY_REFERRED' } });

    table.on(TransactWriteCommand).callsFake(refusedSeeing({ pk: 'USER#x' }));
    expect(await post('ABCD2345')).toMatchObject({ statusCode: 409, body: { reason: 'TOO_LATE' } });
  });

  it('refuses a code that is not eight letters and digits with 400', async () => {
    expect(await post('abc')).toMatchObject({ statusCode: 400, body: { message: 'Geçersiz davet kodu.' } });
  });
});
