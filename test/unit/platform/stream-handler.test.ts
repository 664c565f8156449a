import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { streamHandler } from '../../../lambdas/platform/stream-handler';

const context = { functionName: 'consumer', awsRequestId: 'request' } as Context;
const record = (id: string): DynamoDBRecord => ({
  eventID: id,
  eventName: 'INSERT',
  dynamodb: { SequenceNumber: id, Keys: { pk: { S: id }, sk: { S: 'ITEM' } } },
});
const batch = (...ids: string[]): DynamoDBStreamEvent => ({ Records: ids.map(record) });

describe('streamHandler', () => {
  it('answers only the failed records as batch item failures', async () => {
    const handler = streamHandler(async (failing) => {
      if (failing.eventID === '2') throw new Error('cannot');
    });

    expect(await handler(batch('1', '2', '3'), context)).toEqual({
      batchItemFailures: [{ itemIdentifier: '2' }],
    });
  });

  it('hands each record to the record handler alone, never the context beside it', async () => {
    const seen: unknown[][] = [];
    const handler = streamHandler(async (...args: unknown[]) => {
      seen.push(args);
    });

    await handler(batch('1'), context);

    expect(seen).toEqual([[expect.objectContaining({ eventID: '1' })]]);
  });

  it('handles the records one after another when asked to', async () => {
    const order: string[] = [];
    const handler = streamHandler(
      async (one) => {
        order.push(`start ${one.eventID}`);
        await new Promise((resolve) => setTimeout(resolve, one.eventID === '1' ? 20 : 0));
        order.push(`end ${one.eventID}`);
      },
      { inOrder: true },
    );

    await handler(batch('1', '2'), context);

    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('runs its after-batch work even when every record failed', async () => {
    const afterBatch = jest.fn();
    const handler = streamHandler(
      async () => {
        throw new Error('cannot');
      },
      { afterBatch },
    );

    await expect(handler(batch('1'), context)).rejects.toThrow();
    expect(afterBatch).toHaveBeenCalledTimes(1);
  });
});
