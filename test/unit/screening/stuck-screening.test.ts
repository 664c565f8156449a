import '../support/env';
import './screener-env';
import 'aws-sdk-client-mock-jest';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { sweepStuckScreening } from '../../../lambdas/screening/screen-request';
import type { Screener } from '../../../lambdas/screening/screener';
import { stuckBefore, sweepStep } from '../../../lambdas/screening/stuck-screening';
import { joinRequest, storedItem } from './stream-records';

const now = new Date('2030-05-03T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('which requests the sweep takes, and what it does with each', () => {
  it.each([
    ['screens again a request still in screening 10 minutes after it was sent', 'screening', 10, 'screen'],
    [
      'screens again one just inside the 24 hours the stream keeps its records',
      'screening',
      24 * 60 - 1,
      'screen',
    ],
    ['holds one past those 24 hours without another try', 'screening', 24 * 60, 'hold'],
    ['leaves one sent less than 10 minutes ago to the stream', 'screening', 9, 'skip'],
    ['leaves one screened meanwhile (the index lags the table)', 'pending', 60, 'skip'],
    ['leaves one already held', 'held', 60, 'skip'],
  ] as const)('%s', (_case, status, age, step) => {
    expect(sweepStep({ status, createdAt: minutesAgo(age) }, now)).toBe(step);
  });

  it('leaves a request that is gone', () => {
    expect(sweepStep(undefined, now)).toBe('skip');
  });

  it('asks the index for requests sent more than 10 minutes ago', () => {
    expect(stuckBefore(now)).toBe(minutesAgo(10));
  });
});

const table = mockClient(DynamoDBDocumentClient);
const stuck = joinRequest('0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b', 'Selam, gelebilir miyim?', minutesAgo(15));
const forgotten = joinRequest('1c9b4d66-3a72-4e8f-8b54-8d2f3e4a5b6c', 'Selam!', minutesAgo(25 * 60));

function screenerAnswering(outcome: 'approved' | 'unscreened'): Screener & { screen: jest.Mock } {
  return {
    name: 'model',
    screen: jest.fn(async () => ({ outcome, category: null, reason: 'Because.' })),
  };
}

function stored(...requests: JoinRequestRecord[]) {
  table.on(QueryCommand).resolves({ Items: requests.map(storedItem) });
  table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => ({
    Item: storedItem(requests.find((r) => input.Key.sk === `REQUEST#${r.requesterId}`)!),
  }));
}

const updateOf = (request: JoinRequestRecord) =>
  table
    .commandCalls(TransactWriteCommand)
    .map((call) => call.args[0].input.TransactItems?.[0]?.Update)
    .find((update) => update?.Key?.sk === `REQUEST#${request.requesterId}`);

beforeEach(() => {
  table.reset();
  table.on(TransactWriteCommand).resolves({});
});

describe('the stuck-screening sweep', () => {
  it('reads the stuck requests by a key condition on the due index, oldest first', async () => {
    stored();

    await sweepStuckScreening(screenerAnswering('approved'), () => now);

    expect(table).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'dueByTime',
      KeyConditionExpression: '#pk = :pk AND #sk < :cutoff',
      ExpressionAttributeValues: { ':pk': 'SCREENING_REQUESTS', ':cutoff': minutesAgo(10) },
    });
  });

  it('passes a stuck request the screener now approves to the host', async () => {
    stored(stuck);

    const report = await sweepStuckScreening(screenerAnswering('approved'), () => now);

    expect(report).toEqual({ screened: 1, held: 0, skipped: 0, failed: 0 });
    expect(updateOf(stuck)?.ExpressionAttributeValues).toMatchObject({ ':status': 'pending' });
  });

  it('holds a stuck request the screener still cannot decide', async () => {
    stored(stuck);

    const report = await sweepStuckScreening(screenerAnswering('unscreened'), () => now);

    expect(report).toEqual({ screened: 0, held: 1, skipped: 0, failed: 0 });
    expect(updateOf(stuck)?.ExpressionAttributeValues).toMatchObject({
      ':status': 'held',
      ':duePartition': 'HELD_REQUESTS',
    });
  });

  it('holds a request past the redrive window without calling the model', async () => {
    stored(forgotten);
    const screener = screenerAnswering('approved');

    await sweepStuckScreening(screener, () => now);

    expect(screener.screen).not.toHaveBeenCalled();
    expect(updateOf(forgotten)?.ExpressionAttributeValues).toMatchObject({
      ':status': 'held',
      ':screening': {
        outcome: 'unscreened',
        screener: 'sweep',
        reason: 'Still in screening after 24 hours.',
      },
    });
  });

  it('goes on with the next request when one fails, leaving it for the next run', async () => {
    stored(stuck, forgotten);
    table
      .on(TransactWriteCommand)
      .callsFake((input: { TransactItems: { Update: { Key: { sk: string } } }[] }) => {
        if (input.TransactItems[0].Update.Key.sk === `REQUEST#${stuck.requesterId}`) {
          throw new Error('Service unavailable');
        }
        return {};
      });

    const report = await sweepStuckScreening(screenerAnswering('approved'), () => now);

    expect(report).toEqual({ screened: 0, held: 1, skipped: 0, failed: 1 });
  });
});
