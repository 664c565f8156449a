/**
 * The stream poller against DynamoDB Local's real stream: a consumer registered with a CDK-style
 * filter receives exactly the records the cloud event source mapping would hand it.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { startStreamPoller, type StreamPoller } from '../../bin/local/stream-poller';
import { stackInfo } from './support/stack-info';
import { tableClient } from './support/table';

let poller: StreamPoller;
const pollerErrors: string[] = [];

beforeAll(async () => {
  poller = startStreamPoller({
    endpoint: stackInfo().dynamodbEndpoint,
    streamArn: stackInfo().streamArn,
    log: (message) => pollerErrors.push(message),
  });
  await poller.ready;
});

afterAll(() => poller.stop());

async function put(pk: string): Promise<void> {
  await tableClient().send(
    new PutCommand({ TableName: stackInfo().tableName, Item: { pk, sk: 'ITEM', n: 1 } }),
  );
}

function waitFor(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (predicate()) return resolve();
      if (Date.now() > deadline) return reject(new Error('timed out waiting for stream records'));
      setTimeout(check, 50);
    };
    check();
  });
}

const partitionKeyOf = (record: DynamoDBRecord) => record.dynamodb?.Keys?.pk?.S;

describe('stream poller', () => {
  it('delivers only the INSERTs whose key matches the consumer filter', async () => {
    const prefix = `STREAMTEST#${randomUUID()}#`;
    const received: DynamoDBRecord[] = [];
    const unregister = poller.register({
      name: 'filtered-test-consumer',
      filters: [{ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix }] } } } }],
      handler: async (event) => {
        received.push(...event.Records);
      },
    });
    await put(`${prefix}first`);
    await put(`OTHER#${randomUUID()}`);
    await tableClient().send(
      new UpdateCommand({
        TableName: stackInfo().tableName,
        Key: { pk: `${prefix}first`, sk: 'ITEM' },
        UpdateExpression: 'SET n = :two',
        ExpressionAttributeValues: { ':two': 2 },
      }),
    );
    await tableClient().send(
      new DeleteCommand({ TableName: stackInfo().tableName, Key: { pk: `${prefix}first`, sk: 'ITEM' } }),
    );
    // Written last: once it arrives, every record before it has been through the filter.
    await put(`${prefix}last`);
    await waitFor(() => received.some((record) => partitionKeyOf(record) === `${prefix}last`));
    unregister();

    expect(received.map(partitionKeyOf)).toEqual([`${prefix}first`, `${prefix}last`]);
    expect(received[0]).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      eventSourceARN: stackInfo().streamArn,
      awsRegion: 'eu-central-1',
      dynamodb: {
        StreamViewType: 'NEW_AND_OLD_IMAGES',
        NewImage: { pk: { S: `${prefix}first` }, sk: { S: 'ITEM' }, n: { N: '1' } },
        SequenceNumber: expect.any(String),
        ApproximateCreationDateTime: expect.any(Number),
      },
    });
  });

  it('retries a batch whose consumer failed', async () => {
    const pk = `STREAMRETRY#${randomUUID()}`;
    const attempts: string[] = [];
    const unregister = poller.register({
      name: 'failing-once-test-consumer',
      filters: [{ dynamodb: { Keys: { pk: { S: [pk] } } } }],
      handler: async (event) => {
        attempts.push(...event.Records.map((record) => record.eventID ?? ''));
        if (attempts.length === 1) throw new Error('first delivery fails');
      },
    });
    await put(pk);
    await waitFor(() => attempts.length >= 2);
    unregister();

    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    expect(pollerErrors.some((message) => message.includes('failing-once-test-consumer'))).toBe(true);
  });
});
