import '../support/env';
import './screener-env';
import 'aws-sdk-client-mock-jest';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { mockClient } from 'aws-sdk-client-mock';
import type { DynamoDBRecord } from 'aws-lambda';
import { handler } from '../../../lambdas/screening/handlers/screen-join-requests';
import { metrics, screenRecord } from '../../../lambdas/screening/screen-request';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { lambdaContext } from '../support/events';
import { logger } from '../../../lambdas/platform/logger';
import { eventId, insertRecord, joinRequest, storedItem } from './stream-records';

const table = mockClient(DynamoDBDocumentClient);
const friendly = joinRequest(
  '0b8a3c55-2f61-4d7e-9a43-7c1e2d3f4a5b',
  'Merhaba! Ben de basketbol oynamayı çok seviyorum, katılabilir miyim?',
  '2030-05-02T10:00:00.000Z',
);
const insulting = joinRequest(
  '1c9b4d66-3a72-4e8f-8b54-8d2f3e4a5b6c',
  'Siktir git aptal orospu çocuğu, fuck you idiot',
  '2030-05-02T10:00:01.000Z',
);
const silent = joinRequest('2dac5e77-4b83-4f90-9c65-9e3a4f5b6c7d', '', '2030-05-02T10:00:02.000Z');

/** GetItem answers each request as stored; `status` overrides what the table holds now. */
function stored(requests: JoinRequestRecord[], status: JoinRequestRecord['status'] = 'screening') {
  table.on(GetCommand).callsFake((input: { Key: { sk: string } }) => {
    const request = requests.find((candidate) => input.Key.sk === `REQUEST#${candidate.requesterId}`);
    return { Item: request ? storedItem({ ...request, status }) : undefined };
  });
}

const screen = (...records: DynamoDBRecord[]) => handler({ Records: records }, lambdaContext);
const screenedAt = new Date('2030-05-02T10:00:05.000Z');
const unscreened = {
  outcome: 'unscreened',
  category: null,
  reason: 'Model unavailable (GarbageAnswer).',
} as const;

function transactionFor(request: JoinRequestRecord) {
  return table
    .commandCalls(TransactWriteCommand)
    .map((call) => call.args[0].input.TransactItems ?? [])
    .find((items) => items[0]?.Update?.Key?.sk === `REQUEST#${request.requesterId}`);
}

beforeEach(() => {
  table.reset();
  table.on(TransactWriteCommand).resolves({});
  stored([friendly, insulting, silent]);
});

describe('the screener stream handler', () => {
  it('names itself in its log lines, whichever function logged last in the same process', async () => {
    const addContext = jest.spyOn(logger, 'addContext');

    await screen(insertRecord(storedItem(friendly)));

    expect(addContext).toHaveBeenCalledWith(lambdaContext);
    addContext.mockRestore();
  });

  it('passes a friendly request to the host and counts it pending on the event', async () => {
    const response = await screen(insertRecord(storedItem(friendly)));

    expect(response.batchItemFailures).toEqual([]);
    const items = transactionFor(friendly);
    expect(items?.[0]?.Update).toMatchObject({
      ConditionExpression: '#current = :from',
      ExpressionAttributeValues: {
        ':status': 'pending',
        ':from': 'screening',
        ':screening': { outcome: 'approved', category: null, screener: 'rules' },
      },
    });
    expect(items?.[1]?.Update).toMatchObject({
      Key: { pk: `EVENT#${eventId}`, sk: 'EVENT' },
      UpdateExpression: 'ADD pendingRequests :delta',
      ExpressionAttributeValues: { ':delta': 1 },
    });
  });

  it('declines an insulting request for harassment without counting it pending', async () => {
    await screen(insertRecord(storedItem(insulting)));

    const items = transactionFor(insulting);
    expect(items).toHaveLength(1);
    expect(items?.[0]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'declined',
      ':decidedBy': 'screener',
      ':screening': { outcome: 'rejected', category: 'harassment', screener: 'rules' },
    });
  });

  it('takes a screened request out of the sweep’s list in the same write', async () => {
    await screen(insertRecord(storedItem(friendly)), insertRecord(storedItem(insulting)));

    for (const request of [friendly, insulting]) {
      expect(transactionFor(request)?.[0]?.Update?.UpdateExpression).toMatch(/ REMOVE gsi6pk, gsi6sk$/);
    }
  });

  it('holds a request the screener could not decide for a person, without counting it pending', async () => {
    const undecided = { name: 'model', screen: async () => unscreened };

    expect(await screenRecord(insertRecord(storedItem(friendly)), undecided, () => screenedAt)).toBe(
      'screened',
    );

    const items = transactionFor(friendly);
    expect(items).toHaveLength(1);
    expect(items?.[0]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'held',
      ':heldAt': screenedAt.toISOString(),
      ':screening': { ...unscreened, screener: 'model' },
      ':duePartition': 'HELD_REQUESTS',
      ':dueSort': `${screenedAt.toISOString()}#${eventId}#${friendly.requesterId}`,
    });
  });

  it('approves an empty message without screening it', async () => {
    await screen(insertRecord(storedItem(silent)));

    expect(transactionFor(silent)?.[0]?.Update?.ExpressionAttributeValues).toMatchObject({
      ':status': 'pending',
      ':screening': { outcome: 'approved', reason: 'No message to screen.' },
    });
  });

  it('reports a poison record as the only failure and screens the rest of the batch', async () => {
    const { requesterId: _missing, ...withoutRequester } = storedItem(friendly);
    const poison = insertRecord({ ...withoutRequester, sk: 'REQUEST#' });
    const before = insertRecord(storedItem(insulting));
    const after = insertRecord(storedItem(friendly));

    const response = await screen(before, poison, after);

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: poison.dynamodb?.SequenceNumber }]);
    expect(transactionFor(insulting)).toBeDefined();
    expect(transactionFor(friendly)).toBeDefined();
  });

  it('fails the whole invocation when every record is poison, so the mapping bisects and retries it', async () => {
    const poison = insertRecord({ pk: `EVENT#${eventId}`, sk: 'REQUEST#someone' });

    await expect(screen(poison)).rejects.toThrow();
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('reports a request whose verdict the table refused to store, for a retry', async () => {
    table
      .on(TransactWriteCommand)
      .callsFake((input: { TransactItems: { Update: { Key: { sk: string } } }[] }) => {
        if (input.TransactItems[0].Update.Key.sk === `REQUEST#${friendly.requesterId}`) {
          throw new Error('Service unavailable');
        }
        return {};
      });
    const record = insertRecord(storedItem(friendly));

    const response = await screen(record, insertRecord(storedItem(silent)));

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: record.dynamodb?.SequenceNumber }]);
    expect(transactionFor(silent)).toBeDefined();
  });

  it('changes nothing for a redelivered record whose request already left screening', async () => {
    stored([friendly], 'pending');

    const response = await screen(insertRecord(storedItem(friendly)));

    expect(response.batchItemFailures).toEqual([]);
    expect(table).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('accepts a verdict that lost the race to another delivery as done', async () => {
    table.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    const response = await screen(insertRecord(storedItem(friendly)));

    expect(response.batchItemFailures).toEqual([]);
  });

  it('counts each outcome and the time from the request to its verdict', async () => {
    const addMetric = jest.spyOn(metrics, 'addMetric');

    await screen(insertRecord(storedItem(friendly)), insertRecord(storedItem(insulting)));

    expect(addMetric).toHaveBeenCalledWith('RequestsApproved', MetricUnit.Count, 1);
    expect(addMetric).toHaveBeenCalledWith('RequestsRejected', MetricUnit.Count, 1);
    expect(addMetric).toHaveBeenCalledWith('ScreeningLatency', MetricUnit.Milliseconds, expect.any(Number));
    addMetric.mockRestore();
  });
});
