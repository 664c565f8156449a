import '../support/env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../../lambdas/rewards/handlers/grant-earned-tokens';
import { emailFingerprint } from '../../../lambdas/rewards/earn-rules';
import { lambdaContext } from '../support/events';
import { cancelledWhere } from '../support/transactions';
import { attendanceClosed, profileHosting, rating } from './stream-records';

const table = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);
const mailboxKey = 'a-mailbox-key-of-at-least-thirty-two-characters';
const members = [
  { userId: 'host', role: 'host' },
  { userId: 'a', role: 'participant' },
  { userId: 'b', role: 'participant', attendance: 'no-show' },
];

const run = (...records: DynamoDBStreamEvent['Records']) => handler({ Records: records }, lambdaContext);
const transactions = () =>
  table.commandCalls(TransactWriteCommand).map((call) => call.args[0].input as TransactWriteCommandInput);
const keysOf = (input: TransactWriteCommandInput) =>
  (input.TransactItems ?? []).map((item) => {
    const key = item.Put?.Item ?? item.Update?.Key;
    return `${key?.pk}/${key?.sk}`;
  });

beforeEach(() => {
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: 'squad/mailbox-key' }).resolves({ SecretString: mailboxKey });
  table.reset();
  table.on(QueryCommand).resolves({ Items: members });
  table.on(GetCommand).resolves({});
  table.on(TransactWriteCommand).resolves({});
});

describe('a closed event', () => {
  it('pays the host and the participant who came, each in one transaction with a claim named after the event', async () => {
    await expect(run(attendanceClosed())).resolves.toEqual({ batchItemFailures: [] });

    const [hostGrant, participantGrant] = transactions();
    expect(transactions()).toHaveLength(2);
    expect(keysOf(hostGrant!)).toEqual([
      'USER#host/EARNED#complete-event#e1',
      'USER#host/PROFILE',
      expect.stringMatching(/^USER#host\/LEDGER#.+#earned-complete-event-e1$/),
      'USER#host/REWARDS',
      'USER#host/HOSTED#2026-11',
    ]);
    expect(keysOf(participantGrant!)).toEqual([
      'USER#a/EARNED#complete-event#e1',
      'USER#a/PROFILE',
      expect.stringMatching(/^USER#a\/LEDGER#.+#earned-complete-event-e1$/),
      'USER#a/REWARDS',
    ]);
    const [claim, balance, ledger] = hostGrant!.TransactItems!;
    expect(claim!.Put!.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(balance!.Update!.ExpressionAttributeValues).toMatchObject({ ':delta': 1 });
    expect(ledger!.Put!.Item).toMatchObject({ delta: 1, reason: 'EARNED_EVENT_COMPLETED', eventId: 'e1' });
  });

  it('pays nothing again when the claims are there (a redelivered record)', async () => {
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ sk }) => sk.startsWith('EARNED#')));

    await expect(run(attendanceClosed())).resolves.toEqual({ batchItemFailures: [] });
    expect(transactions()).toHaveLength(2);
  });

  it("pays the monthly reward when the host's month reaches five, keyed by the month", async () => {
    table
      .on(GetCommand, { Key: { pk: 'USER#host', sk: 'HOSTED#2026-11' } })
      .resolves({ Item: { hosted: 5 } });

    await run(attendanceClosed());

    const monthly = transactions().find(
      (input) => keysOf(input)[0] === 'USER#host/EARNED#monthly-host#2026-11',
    );
    expect(monthly).toBeDefined();
    expect(monthly!.TransactItems![2]!.Put!.Item).toMatchObject({ delta: 5, reason: 'EARNED_MONTHLY_HOST' });
  });

  it('pays nobody for an event nobody came to', async () => {
    table.on(QueryCommand).resolves({ Items: [{ userId: 'host', role: 'host' }] });

    await run(attendanceClosed());
    expect(transactions()).toHaveLength(0);
  });
});

describe('a five-star rating', () => {
  it('pays the rated person 2 tokens, keyed by the event', async () => {
    await run(rating(5, 'a', 'host'));

    expect(transactions().map(keysOf)[0]?.[0]).toBe('USER#host/EARNED#five-star-rating#e1');
    expect(transactions()[0]!.TransactItems![2]!.Put!.Item).toMatchObject({
      delta: 2,
      reason: 'EARNED_FIVE_STAR_RATING',
    });
  });
});

describe("a referred user's first event", () => {
  const profile = (userId: string, email: string) => ({
    Item: {
      userId,
      email,
      displayName: userId,
      bio: '',
      profilePicture: null,
      fullName: '',
      city: '',
      district: '',
      coordinates: null,
      exactLocation: null,
      lastUsedIpLocation: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      eventLimit: 5,
      stats: { eventsHosted: 1, eventsJoined: 0, totalParticipants: 0, ratingTotal: 0, ratingCount: 0 },
      interests: [],
    },
  });

  it('pays both sides 3 tokens in one transaction with the claim on the invited mailbox', async () => {
    table
      .on(GetCommand, { Key: { pk: 'USER#invited', sk: 'PROFILE' } })
      .resolves(profile('invited', 'yeni@example.com'));
    table
      .on(GetCommand, { Key: { pk: 'USER#inviter', sk: 'PROFILE' } })
      .resolves(profile('inviter', 'eski@example.com'));

    await run(profileHosting(0, 1, 'inviter'));

    expect(transactions()).toHaveLength(1);
    expect(keysOf(transactions()[0]!)).toEqual(
      expect.arrayContaining([
        'USER#inviter/EARNED#referral#invited',
        'USER#invited/EARNED#referral#invited',
        `REFERRAL_EMAIL#${emailFingerprint('yeni@example.com', mailboxKey)}/REFERRAL_EMAIL`,
        'USER#inviter/PROFILE',
        'USER#invited/PROFILE',
      ]),
    );
  });

  it('pays nothing when the two accounts share a mailbox', async () => {
    table
      .on(GetCommand, { Key: { pk: 'USER#invited', sk: 'PROFILE' } })
      .resolves(profile('invited', 'ayse+2@example.com'));
    table
      .on(GetCommand, { Key: { pk: 'USER#inviter', sk: 'PROFILE' } })
      .resolves(profile('inviter', 'Ayse@example.com'));

    await run(profileHosting(0, 1, 'inviter'));
    expect(transactions()).toHaveLength(0);
  });
});

describe('a failing grant', () => {
  it('reports only its own record for retry', async () => {
    table.on(TransactWriteCommand).rejects(new Error('throttled'));
    const failing = rating(5, 'a', 'host');

    const answer = await run(failing, rating(4));
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: failing.dynamodb!.SequenceNumber }]);
  });
});
