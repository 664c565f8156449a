/**
 * A table behind the mocked document client for the account tests: queries (base table and indexes, with
 * `begins_with`) and reads answer from a list of items; writes succeed and are asserted through the mock.
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
  stub.on(UpdateCommand).resolves({});
  stub.on(DeleteCommand).resolves({});
  stub.on(TransactWriteCommand).resolves({});
}
