/** Public profiles, reports and blocks through the local API. */
import type { ApiErrorBody } from '../../../lambdas/contracts/errors';
import type { BlockList, PublicProfile, UserActionAnswer } from '../../../lambdas/contracts/users';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { reportKey } from '../../../lambdas/users/keys';
import { callApi } from './api';
import { stackInfo } from './stack-info';
import { tableClient } from './table';
import type { TestUser } from './users';

export function publicProfile(user: TestUser, handle: string) {
  return callApi<PublicProfile & ApiErrorBody>('GET', `/private/users/${encodeURIComponent(handle)}`, {
    token: user.accessToken,
  });
}

export function reportUser(user: TestUser, handle: string, body: unknown) {
  return callApi<UserActionAnswer & ApiErrorBody>(
    'POST',
    `/private/users/${encodeURIComponent(handle)}/report`,
    {
      token: user.accessToken,
      body,
    },
  );
}

export function blockUser(user: TestUser, userId: string) {
  return callApi<UserActionAnswer & ApiErrorBody>('PUT', `/private/blocks/${userId}`, {
    token: user.accessToken,
  });
}

export function unblockUser(user: TestUser, userId: string) {
  return callApi<UserActionAnswer & ApiErrorBody>('DELETE', `/private/blocks/${userId}`, {
    token: user.accessToken,
  });
}

export async function blockListOf(user: TestUser): Promise<BlockList> {
  const answer = await callApi<BlockList>('GET', '/private/blocks', { token: user.accessToken });
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
