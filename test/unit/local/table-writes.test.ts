import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { FunctionDefinition } from '../../../lambdas/function-kinds';
import { routes } from '../../../lambdas/routes';
import { guardTableWrites, runAs } from '../../../bin/local/table-writes';

const TableName = 'squad-test';
const profiles: FunctionDefinition = {
  handler: 'profile/handlers/fixture',
  access: ['table:read', 'table:write', 'table:delete'],
  writes: ['USER#'],
};
const reportUser = routes.find((route) => route.handler === 'users/handlers/report-user')!;

/** A table client that answers every command itself (nothing reaches a network), with the local check on. */
function guardedClient(): { client: DynamoDBDocumentClient; sent: string[] } {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' }));
  const sent: string[] = [];
  guardTableWrites(client);
  client.middlewareStack.add(
    (_next, context) => async () => {
      sent.push(context.commandName ?? '');
      return { output: { $metadata: {} }, response: {} };
    },
    { step: 'initialize', priority: 'low', name: 'answerLocally' },
  );
  return { client, sent };
}

describe("the local stack's twin of the table grants' partition condition", () => {
  it('refuses a put into a partition the function does not write, with the AccessDeniedException IAM answers', async () => {
    const { client, sent } = guardedClient();
    const put = new PutCommand({ TableName, Item: { pk: 'EVENT#e1', sk: 'EVENT' } });

    await expect(runAs(profiles, () => client.send(put))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('dynamodb:PutItem on an item of partition EVENT#e1'),
    });
    expect(sent).toEqual([]);
  });

  it('lets a function write and delete in the partitions it names', async () => {
    const { client, sent } = guardedClient();

    await runAs(profiles, async () => {
      await client.send(new PutCommand({ TableName, Item: { pk: 'USER#u1', sk: 'PROFILE' } }));
      await client.send(new DeleteCommand({ TableName, Key: { pk: 'USER#u1', sk: 'PROFILE' } }));
    });
    expect(sent).toEqual(['PutItemCommand', 'DeleteItemCommand']);
  });

  it('refuses a whole transaction when one item, a condition check too, lies in another partition', async () => {
    const { client, sent } = guardedClient();
    const transaction = new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName, Item: { pk: 'USER#u1', sk: 'PROFILE' } } },
        { ConditionCheck: { TableName, Key: { pk: 'EVENT#e1', sk: 'EVENT' }, ConditionExpression: 'x' } },
      ],
    });

    await expect(runAs(profiles, () => client.send(transaction))).rejects.toThrow(
      'dynamodb:ConditionCheckItem on an item of partition EVENT#e1',
    );
    expect(sent).toEqual([]);
  });

  it('checks each request of a batch write', async () => {
    const { client } = guardedClient();
    const batch = new BatchWriteCommand({
      RequestItems: {
        [TableName]: [
          { DeleteRequest: { Key: { pk: 'USER#u1', sk: 'BLOCK#u2' } } },
          { DeleteRequest: { Key: { pk: 'REPORTS#u2', sk: 'day#u1' } } },
        ],
      },
    });

    await expect(runAs(profiles, () => client.send(batch))).rejects.toThrow(
      'dynamodb:DeleteItem on an item of partition REPORTS#u2',
    );
  });

  it("lets a rate-limited route write its counters, which its endpoint's limit implies", async () => {
    const { client, sent } = guardedClient();

    await runAs(reportUser, () =>
      client.send(new PutCommand({ TableName, Item: { pk: 'RATE#u1', sk: 'POST /x#0' } })),
    );
    expect(sent).toEqual(['PutItemCommand']);
  });

  it('leaves reads, and writes outside any function (the seed, the tests), alone', async () => {
    const { client, sent } = guardedClient();

    await runAs(profiles, () =>
      client.send(new GetCommand({ TableName, Key: { pk: 'EVENT#e1', sk: 'EVENT' } })),
    );
    await client.send(new PutCommand({ TableName, Item: { pk: 'EVENT#e1', sk: 'EVENT' } }));
    expect(sent).toEqual(['GetItemCommand', 'PutItemCommand']);
  });
});
