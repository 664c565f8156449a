/**
 * The users whose sanction (a suspension or a ban) hides what they host from everyone else: one small item that a
 * listing or an event's page reads once, rather than every host's profile. Shared ground: moderation's decisions
 * and the suspension's end write it (in the same transaction as the profile's sanction), the events feature reads it.
 * A few thousand ids fit an item's 400 KB many times over; sanctions in force are far fewer.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { moderationPartitionPrefix, type ItemKey } from './keys';
import { documentClient, tableName } from './table';
import type { TransactionItem } from './transactions';

export const sanctionedUsersKey: ItemKey = { pk: `${moderationPartitionPrefix}SANCTIONED`, sk: 'USERS' };

export async function sanctionedUsers(): Promise<ReadonlySet<string>> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: sanctionedUsersKey, ProjectionExpression: 'userIds' }),
  );
  return (Item?.userIds as Set<string> | undefined) ?? new Set();
}

/** Transaction piece: `userId` joins (`ADD`) or leaves (`DELETE`) the sanctioned users. */
export function sanctionedUsersChange(userId: string, change: 'ADD' | 'DELETE'): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: sanctionedUsersKey,
      UpdateExpression: `${change} userIds :user`,
      ExpressionAttributeValues: { ':user': new Set([userId]) },
    },
  };
}
