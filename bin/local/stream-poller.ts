/**
 * Stands in for the Lambda event source mapping on the table's stream: polls DynamoDB Local's stream
 * (DescribeStream, GetShardIterator, GetRecords), follows new shards, builds a real DynamoDBStreamEvent
 * and hands each registered consumer the records its filter patterns accept, in batches of its batch size.
 * A consumer registered from the function list (lambdas/routes.ts) brings the cloud mapping's settings: like
 * the mapping with ReportBatchItemFailures, a failing batch is retried from the first failed record; a batch
 * whose function failed outright is split in two when bisecting; records past the maximum age are skipped; after
 * the bounded retries the records are given up (where the cloud sends them to the dead-letter queue).
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { TableStreamSource } from '../../lambdas/function-kinds';
import { localNames } from './config';
import { matchesAnyPattern, type FilterPattern } from './stream-filter';

/** The mapping's settings; a consumer registered without them gets the defaults below. */
export interface StreamConsumer extends Partial<Omit<TableStreamSource, 'filters'>> {
  readonly name: string;
  /** FilterCriteria patterns of the matching CDK event source mapping; none = every record */
  readonly filters?: readonly FilterPattern[];
  handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse | void>;
}

export interface StreamPoller {
  /** Resolves once the open shards have iterators: records written after this are delivered. */
  readonly ready: Promise<void>;
  /** Registers a consumer; answers a function that unregisters it. */
  register(consumer: StreamConsumer): () => void;
  stop(): Promise<void>;
}

const pollIntervalMs = 250;
const defaults = {
  batchSize: 100,
  retryAttempts: 2,
  bisectBatchOnError: false,
  reportBatchItemFailures: true,
  maxRecordAgeSeconds: 86_400,
} satisfies Omit<TableStreamSource, 'filters'>;

interface ShardCursor {
  iterator?: string;
  lastSequenceNumber?: string;
}

/** Lambda hands consumers binary attributes base64-encoded and times in epoch seconds. */
function toLambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const json = JSON.stringify(record, (_key, value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
  );
  const lambdaRecord = JSON.parse(json) as DynamoDBRecord;
  const created = record.dynamodb?.ApproximateCreationDateTime;
  if (lambdaRecord.dynamodb && created) {
    lambdaRecord.dynamodb.ApproximateCreationDateTime = Math.floor(created.getTime() / 1000);
  }
  return { ...lambdaRecord, eventSourceARN: streamArn, awsRegion: localNames.region };
}

export function startStreamPoller(options: {
  endpoint: string;
  streamArn: string;
  log: (message: string) => void;
}): StreamPoller {
  const { streamArn, log } = options;
  const client = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: localNames.region,
    credentials: localNames.credentials,
  });
  const consumers = new Set<StreamConsumer>();
  const cursors = new Map<string, ShardCursor>();
  const finishedShards = new Set<string>();
  let firstDiscovery = true;
  let stopped = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  async function iteratorFor(shardId: string, type: ShardIteratorType, sequenceNumber?: string) {
    const { ShardIterator } = await client.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        SequenceNumber: sequenceNumber,
      }),
    );
    return ShardIterator;
  }

  /** Shards open at start are read from LATEST (like a new mapping); shards born later from the start. */
  async function discoverShards(): Promise<void> {
    const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId;
      if (!shardId || cursors.has(shardId) || finishedShards.has(shardId)) continue;
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
      if (firstDiscovery && closed) {
        finishedShards.add(shardId);
        continue;
      }
      const type: ShardIteratorType = firstDiscovery ? 'LATEST' : 'TRIM_HORIZON';
      cursors.set(shardId, { iterator: await iteratorFor(shardId, type) });
    }
    firstDiscovery = false;
    markReady();
  }

  /** Index of the first record to retry, -1 when the batch succeeded, or 'threw' when the function failed. */
  async function invoke(consumer: StreamConsumer, batch: DynamoDBRecord[]): Promise<number | 'threw'> {
    try {
      const response = await consumer.handler({ Records: batch });
      if (!(consumer.reportBatchItemFailures ?? defaults.reportBatchItemFailures)) return -1;
      const failedIds = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      return batch.findIndex((record) => failedIds.has(record.dynamodb?.SequenceNumber ?? ''));
    } catch (error) {
      log(`stream consumer ${consumer.name} failed: ${(error as Error).message}`);
      return 'threw';
    }
  }

  function tooOld(consumer: StreamConsumer, record: DynamoDBRecord): boolean {
    const created = record.dynamodb?.ApproximateCreationDateTime;
    const maxAge = consumer.maxRecordAgeSeconds ?? defaults.maxRecordAgeSeconds;
    return created !== undefined && Date.now() / 1000 - created > maxAge;
  }

  async function deliverBatch(consumer: StreamConsumer, batch: DynamoDBRecord[], retries: number) {
    let pending = batch;
    for (let retriesLeft = retries; ; retriesLeft -= 1) {
      const expired = pending.filter((record) => tooOld(consumer, record));
      if (expired.length > 0)
        log(`stream consumer ${consumer.name} skipped ${expired.length} expired record(s)`);
      pending = pending.filter((record) => !tooOld(consumer, record));
      if (pending.length === 0) return;
      const outcome = await invoke(consumer, pending);
      if (outcome === -1) return;
      if (retriesLeft === 0) {
        const given = outcome === 'threw' ? pending.length : pending.length - outcome;
        log(`stream consumer ${consumer.name} gave up on ${given} record(s)`);
        return;
      }
      if (
        outcome === 'threw' &&
        pending.length > 1 &&
        (consumer.bisectBatchOnError ?? defaults.bisectBatchOnError)
      ) {
        const half = Math.ceil(pending.length / 2);
        await deliverBatch(consumer, pending.slice(0, half), retriesLeft - 1);
        await deliverBatch(consumer, pending.slice(half), retriesLeft - 1);
        return;
      }
      pending = outcome === 'threw' ? pending : pending.slice(outcome);
    }
  }

  async function deliver(consumer: StreamConsumer, records: DynamoDBRecord[]): Promise<void> {
    const matching = records.filter((record) => matchesAnyPattern(record, consumer.filters));
    const batchSize = consumer.batchSize ?? defaults.batchSize;
    for (let start = 0; start < matching.length; start += batchSize) {
      await deliverBatch(
        consumer,
        matching.slice(start, start + batchSize),
        consumer.retryAttempts ?? defaults.retryAttempts,
      );
    }
  }

  async function readShard(shardId: string, cursor: ShardCursor): Promise<void> {
    let response;
    try {
      if (!cursor.iterator) throw new ExpiredIteratorException({ message: 'no iterator', $metadata: {} });
      // As many as one call may return, as Lambda's poller reads: a backlog (a thousand writes of a test or the bench)
      // is caught up in a poll or two, not ten, and a change behind it waits no longer than in the cloud.
      response = await client.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: 1000 }));
    } catch (error) {
      if (!(error instanceof ExpiredIteratorException)) throw error;
      cursor.iterator = cursor.lastSequenceNumber
        ? await iteratorFor(shardId, 'AFTER_SEQUENCE_NUMBER', cursor.lastSequenceNumber)
        : await iteratorFor(shardId, 'LATEST');
      return;
    }
    const records = (response.Records ?? []).map((record) => toLambdaRecord(record, streamArn));
    if (records.length > 0) {
      for (const consumer of consumers) await deliver(consumer, records);
      cursor.lastSequenceNumber = records[records.length - 1].dynamodb?.SequenceNumber;
    }
    cursor.iterator = response.NextShardIterator;
    if (!cursor.iterator) {
      cursors.delete(shardId);
      finishedShards.add(shardId);
    }
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        await discoverShards();
        for (const [shardId, cursor] of cursors) await readShard(shardId, cursor);
      } catch (error) {
        if (!stopped) log(`stream poller: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
  })();

  return {
    ready,
    register(consumer) {
      consumers.add(consumer);
      return () => consumers.delete(consumer);
    },
    async stop() {
      stopped = true;
      markReady();
      await loop;
      client.destroy();
    },
  };
}
