/** Public profiles, reports and blocks through the local API. */
import type { BlockList } from '../../../lambdas/contracts/users';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { reportKey } from '../../../lambdas/users/keys';
import { stackInfo } from './stack-info';
import { tableClient } from './table';
import type { TestUser } from './users';
import { callEndpoint } from './api';
import * as endpoints from './endpoints';

export function publicProfile(user: TestUser, handle: string) {
  return callEndpoint(endpoints.users.getPublicProfile, { params: { handle }, token: user.accessToken });
}

export function reportUser(user: TestUser, handle: string, body: unknown) {
  return callEndpoint(endpoints.users.reportUser, { params: { handle }, token: user.accessToken, body });
}

export function blockUser(user: TestUser, userId: string) {
  return callEndpoint(endpoints.users.blockUser, { params: { userId }, token: user.accessToken });
}

export function unblockUser(user: TestUser, userId: string) {
  return callEndpoint(endpoints.users.unblockUser, { params: { userId }, token: user.accessToken });
}

export async function blockListOf(user: TestUser): Promise<BlockList> {
  const answer = await callEndpoint(endpoints.users.listBlocks, { token: user.accessToken });
  if (answer.status !== 200) throw new Error(`block list answered ${answer.status}`);
  return answer.body;
}

/** Every stored report about `targetId`, read straight from the table. */
export async function storedReportsAbout(targetId: string): Promise<Record<string, unknown>[]> {
  const { pk } = reportKey(targetId, '', '');
  const { Items = [] } = await tableClient().send(
    new QueryCommand({
      TableName: stackInfo().tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return Items;
}
