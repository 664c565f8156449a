/**
 * All table access for sanctions: the sanction item in its user's partition, and in the same transaction what makes
 * it bite: a suspension's end or a ban's moment on the profile (every write of the user's own carries the
 * profile's `activeAccount` condition, lambdas/profile/profiles-table.ts), and the user among the sanctioned, whose
 * events nobody else sees. A suspension is lifted by its one-time job at its end, only if it is still that one.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { userPartition } from '../platform/keys';
import { sanctionedUsersChange } from '../platform/sanctioned-users';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { bannedAtAttribute, suspendedUntilAttribute } from '../profile/profiles-table';
import { profileKey } from '../profile/keys';
import { sanctionRecordSchema, type SanctionRecord } from './case-record';
import { sanctionKey, sanctionSortKeyPrefix } from './keys';

/** What the profile holds of a sanction that bites (a warning changes nothing there). */
function profileSanction(sanction: SanctionRecord): TransactionItem | undefined {
  const names = { '#suspendedUntil': suspendedUntilAttribute, '#bannedAt': bannedAtAttribute };
  if (sanction.action === 'suspend') {
    return {
      Update: {
        TableName: tableName,
        Key: profileKey(sanction.userId),
        UpdateExpression: 'SET #suspendedUntil = :end',
        // a ban outweighs any suspension
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#bannedAt)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':end': sanction.endsAt },
      },
    };
  }
  if (sanction.action === 'ban') {
    return {
      Update: {
        TableName: tableName,
        Key: profileKey(sanction.userId),
        UpdateExpression: 'SET #bannedAt = :at REMOVE #suspendedUntil',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':at': sanction.createdAt },
      },
    };
  }
  return undefined;
}

/** Transaction parts imposing a sanction: the record, the profile's mark, the sanctioned users. */
export function sanctionParts(sanction: SanctionRecord) {
  const profile = profileSanction(sanction);
  return {
    sanction: {
      Put: {
        TableName: tableName,
        Item: { ...sanctionKey(sanction.userId, sanction.createdAt, sanction.sanctionId), ...sanction },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    profile,
    sanctioned: profile ? sanctionedUsersChange(sanction.userId, 'ADD') : undefined,
  } satisfies Record<string, TransactionItem | undefined>;
}

/** The user's sanctions, latest first. */
export async function sanctionsOf(userId: string): Promise<SanctionRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': sanctionSortKeyPrefix },
      ScanIndexForward: false,
    }),
  );
  return Items.map((item) => sanctionRecordSchema.parse(item));
}

/**
 * The suspension ending at `endsAt` ends: off the profile and off the sanctioned users, if the profile still holds
 * that very end (a longer suspension since, a ban or a reversal leave nothing to do). False when there was none.
 */
export async function liftSuspension(userId: string, endsAt: string): Promise<boolean> {
  const failure = await transactWithRetries({
    profile: {
      Update: {
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'REMOVE #suspendedUntil',
        ConditionExpression: '#suspendedUntil = :end',
        ExpressionAttributeNames: { '#suspendedUntil': suspendedUntilAttribute },
        ExpressionAttributeValues: { ':end': endsAt },
      },
    },
    sanctioned: sanctionedUsersChange(userId, 'DELETE'),
  });
  if (!failure) return true;
  if (failure.conditionFailed('profile')) return false;
  throw new Error(`Suspension not lifted: ${failure.summary}`);
}
