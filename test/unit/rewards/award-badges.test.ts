import '../support/env';
import 'aws-sdk-client-mock-jest';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../../lambdas/rewards/handlers/award-badges';
import { clock } from '../../../lambdas/platform/clock';
import { lambdaContext } from '../support/events';
import { profileHosting, streamRecord } from './stream-records';

const table = mockClient(DynamoDBDocumentClient);
const now = new Date('2026-11-26T08:00:00.000Z');
const stats = { eventsHosted: 1, eventsJoined: 0, totalParticipants: 0, ratingTotal: 0, ratingCount: 0 };

const run = (...records: DynamoDBStreamEvent['Records']) => handler({ Records: records }, lambdaContext);
const profileRead = (item: Record<string, unknown> | undefined) =>
  table.on(GetCommand, { Key: { pk: 'USER#invited', sk: 'PROFILE' } }).resolves({ Item: item });

beforeEach(() => {
  table.reset();
  jest.spyOn(clock, 'now').mockReturnValue(now);
  table.on(GetCommand).resolves({});
  table.on(QueryCommand).resolves({ Items: [] });
  table.on(UpdateCommand).resolves({});
});

describe('recording badges', () => {
  it("creates the profile's badge map with every badge that holds, dated now, only where there is none", async () => {
    profileRead({ stats });

    await run(profileHosting(0, 1));

    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      UpdateExpression: 'SET badgesEarned = :badges',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(badgesEarned)',
      ExpressionAttributeValues: {
        ':badges': { 'first-event': now.toISOString() },
      },
    });
  });

  it('adds a new badge with if_not_exists, leaving the recorded ones and their dates alone', async () => {
    profileRead({ stats, badgesEarned: { welcome: '2026-11-01T00:00:00.000Z' } });

    await run(profileHosting(0, 1));

    expect(table).toHaveReceivedCommandTimes(UpdateCommand, 1);
    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      UpdateExpression: 'SET badgesEarned.#b0 = if_not_exists(badgesEarned.#b0, :at)',
      ConditionExpression: 'attribute_exists(badgesEarned)',
      ExpressionAttributeNames: { '#b0': 'first-event' },
    });
  });

  it('writes nothing when every badge that holds is recorded (a redelivered record)', async () => {
    profileRead({
      stats,
      badgesEarned: { welcome: '2026-11-01T00:00:00.000Z', 'first-event': '2026-11-02T00:00:00.000Z' },
    });

    await run(profileHosting(0, 1));

    expect(table).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('reads the reliability months and the reward counters for the rules that need them', async () => {
    profileRead({ stats, badgesEarned: { welcome: 'x', 'first-event': 'y' } });
    table.on(QueryCommand).resolves({
      Items: [
        { events: 3, noShows: 0 },
        { events: 2, noShows: 0 },
      ],
    });
    table
      .on(GetCommand, { Key: { pk: 'USER#invited', sk: 'REWARDS' } })
      .resolves({ Item: { nightEvents: 3 } });

    await run(
      streamRecord('MODIFY', { pk: 'USER#invited', sk: 'REWARDS' }, { nightEvents: 3 }, { nightEvents: 2 }),
    );

    expect(table).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeNames: { '#b0': 'reliable', '#b1': 'night-owl' },
    });
  });

  it('skips a profile change whose stats did not move without reading anything', async () => {
    await run(profileHosting(1, 1));

    expect(table).not.toHaveReceivedCommand(GetCommand);
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('records nothing for a profile that is gone', async () => {
    table.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));

    await expect(run(profileHosting(0, 1))).resolves.toEqual({ batchItemFailures: [] });
    expect(table).not.toHaveReceivedCommand(UpdateCommand);
  });
});
