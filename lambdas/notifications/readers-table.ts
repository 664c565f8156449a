/** The items the notifier reads to word a notice and reach its reader (each owned by its own feature). */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { threadSummaryKey } from '../messages/keys';
import type { ItemKey } from '../platform/keys';
import { documentClient, tableName } from '../platform/table';
import { profileKey } from '../profile/keys';
import { deletionStartedAttribute } from '../profile/profiles-table';
import { orderKey } from '../tokens/keys';

async function itemAt(key: ItemKey, projection?: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: key,
      ConsistentRead: true,
      ...(projection ? { ProjectionExpression: projection } : {}),
    }),
  );
  return Item;
}

/** One party's summary of a thread: the other party and the event's title. */
export const threadSummaryOf = (userId: string, eventId: string, requesterId: string) =>
  itemAt(threadSummaryKey(userId, eventId, requesterId));

export const orderOf = (userId: string, orderId: string) => itemAt(orderKey(userId, orderId));

/** The reader's address and name; undefined when their account is gone or going. */
export async function readerOf(userId: string): Promise<{ email?: string; name: string } | undefined> {
  const profile = await itemAt(profileKey(userId), `email, displayName, ${deletionStartedAttribute}`);
  if (!profile || profile[deletionStartedAttribute] !== undefined) return undefined;
  return {
    ...(typeof profile.email === 'string' ? { email: profile.email } : {}),
    name: typeof profile.displayName === 'string' ? profile.displayName : '',
  };
}
