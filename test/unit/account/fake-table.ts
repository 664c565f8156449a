/**
 * A table behind the mocked document client for the account tests: queries (base table and indexes, with
 * `begins_with`) and reads answer from a list of items; writes succeed and are asserted through the mock. Deletes and
 * the attributes an update removes or keeps by time to live change the list (a copy of the item, never the item
 * itself), so a deletion reading again after its sweep finds what it left.
 */
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

export type Item = Record<string, unknown>;

interface QueryInput {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

const sameKey = (item: Item, key: Item) => item.pk === key.pk && item.sk === key.sk;

export function fakeTable(stub: AwsClientStub<DynamoDBDocumentClient>, items: () => Item[]): void {
  stub.on(QueryCommand).callsFake((input: QueryInput) => {
    const partitionAttribute = input.ExpressionAttributeNames?.['#pk'] ?? 'pk';
    const sortAttribute = input.ExpressionAttributeNames?.['#sk'] ?? 'sk';
    const prefix = input.ExpressionAttributeValues[':prefix'] as string | undefined;
    return {
      Items: items().filter(
        (item) =>
          item[partitionAttribute] === input.ExpressionAttributeValues[':pk'] &&
          (prefix === undefined || String(item[sortAttribute]).startsWith(prefix)),
      ),
    };
  });
  stub.on(GetCommand).callsFake((input: { Key: Item }) => ({
    Item: items().find((item) => sameKey(item, input.Key)),
  }));
  stub.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Item[] }> }) => {
    const [[tableName, { Keys }]] = Object.entries(input.RequestItems);
    return { Responses: { [tableName]: items().filter((item) => Keys.some((key) => sameKey(item, key))) } };
  });
  const remove = (key: Item) => {
    const list = items();
    const index = list.findIndex((item) => sameKey(item, key));
    if (index >= 0) list.splice(index, 1);
  };
  stub.on(UpdateCommand).callsFake((input: UpdateInput) => {
    const list = items();
    const index = list.findIndex((item) => sameKey(item, input.Key));
    if (index >= 0) list[index] = updated(list[index], input);
    return {};
  });
  stub.on(DeleteCommand).callsFake((input: { Key: Item }) => {
    remove(input.Key);
    return {};
  });
  stub.on(TransactWriteCommand).callsFake((input: { TransactItems: { Delete?: { Key: Item } }[] }) => {
    for (const part of input.TransactItems) if (part.Delete) remove(part.Delete.Key);
    return {};
  });
}

interface UpdateInput {
  Key: Item;
  UpdateExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** The item without the attributes the update's REMOVE names, and with the time to live it sets. */
function updated(item: Item, input: UpdateInput): Item {
  const name = (token: string) => input.ExpressionAttributeNames?.[token] ?? token;
  const removed = / REMOVE (.*)$/.exec(` ${input.UpdateExpression}`)?.[1].split(',') ?? [];
  const copy = { ...item };
  for (const attribute of removed) delete copy[name(attribute.trim())];
  const expiresAt = input.ExpressionAttributeValues?.[':expiresAt'];
  if (expiresAt !== undefined && copy.expiresAt === undefined) copy.expiresAt = expiresAt;
  return copy;
}
