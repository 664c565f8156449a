/**
 * All table access for sanctions: the sanction item in its user's partition, and in the same transaction what makes
 * it bite: a suspension's end or a ban's moment on the profile (every write of the user's own carries the
 * profile's `activeAccount` condition, lambdas/profile/profiles-table.ts), and the user among the sanctioned, whose
 * events nobody else sees. A suspension is lifted by its one-time job at its end, only if it is still that one.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { userPartition } from '../platform/keys';
import { sanctionedUsersChange } from '../platform/sanctioned-users';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { bannedAtAttribute, suspendedUntilAttribute } from '../profile/profiles-table';
import { profileKey } from '../profile/keys';
import { sanctionRecordSchema, type SanctionRecord } from './case-record';
import { sanctionKey, sanctionSortKeyPrefix } from './keys';

const withoutNulls = (sanction: SanctionRecord) =>
  Object.fromEntries(Object.entries(sanction).filter(([, value]) => value !== null));

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
        // stored without the appeal and the lifting it has not had yet: their writes test for their absence
        Item: {
          ...sanctionKey(sanction.userId, sanction.createdAt, sanction.sanctionId),
          ...withoutNulls(sanction),
        },
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

/** The user's sanction of this id, if any. */
export async function sanctionOfUser(
  userId: string,
  sanctionId: string,
): Promise<SanctionRecord | undefined> {
  return (await sanctionsOf(userId)).find((sanction) => sanction.sanctionId === sanctionId);
}

/**
 * Transaction piece: the sanction's one appeal, recorded while it has none and is young enough (`cutoff`: the
 * earliest creation time still appealable), so a second appeal or a late one fails this condition.
 */
export function appealRecord(
  sanction: SanctionRecord,
  appeal: NonNullable<SanctionRecord['appeal']>,
  cutoff: string,
) {
  return {
    Update: {
      TableName: tableName,
      Key: sanctionKey(sanction.userId, sanction.createdAt, sanction.sanctionId),
      UpdateExpression: 'SET appeal = :appeal',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(appeal) AND createdAt >= :cutoff',
      ExpressionAttributeValues: { ':appeal': appeal, ':cutoff': cutoff },
    },
  } satisfies TransactionItem;
}

/** Transaction piece: the appeal's outcome, and for a reversal the moment the sanction was lifted. */
export function appealOutcome(
  sanction: SanctionRecord,
  outcome: 'upheld' | 'reversed',
  at: string,
): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: sanctionKey(sanction.userId, sanction.createdAt, sanction.sanctionId),
      UpdateExpression:
        outcome === 'reversed'
          ? 'SET appeal.outcome = :outcome, liftedAt = :at'
          : 'SET appeal.outcome = :outcome',
      ConditionExpression: 'appeal.outcome = :pending',
      ExpressionAttributeValues: {
        ':outcome': outcome,
        ':pending': 'pending',
        ...(outcome === 'reversed' ? { ':at': at } : {}),
      },
    },
  };
}

/** What the profile holds of sanctions now: a suspension's end, a ban's moment. */
export async function profileSanctionState(
  userId: string,
): Promise<{ suspendedUntil?: string; bannedAt?: string } | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(userId),
      ProjectionExpression: 'pk, #suspendedUntil, #bannedAt',
      ExpressionAttributeNames: {
        '#suspendedUntil': suspendedUntilAttribute,
        '#bannedAt': bannedAtAttribute,
      },
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  return {
    ...(typeof Item[suspendedUntilAttribute] === 'string'
      ? { suspendedUntil: Item[suspendedUntilAttribute] }
      : {}),
    ...(typeof Item[bannedAtAttribute] === 'string' ? { bannedAt: Item[bannedAtAttribute] } : {}),
  };
}

/**
 * Transaction parts lifting a reversed sanction off the profile, if the profile still holds this very sanction (as
 * read in `state`; its condition fails should that change meanwhile), and off the sanctioned users when nothing else
 * holds the user there. None for a sanction the profile no longer holds (a warning, a suspension already over).
 */
export function reversalParts(
  sanction: SanctionRecord,
  state: { suspendedUntil?: string; bannedAt?: string },
): { profile?: TransactionItem; sanctioned?: TransactionItem } {
  const attribute =
    sanction.action === 'ban' && state.bannedAt === sanction.createdAt
      ? bannedAtAttribute
      : sanction.action === 'suspend' && sanction.endsAt !== null && state.suspendedUntil === sanction.endsAt
        ? suspendedUntilAttribute
        : undefined;
  if (!attribute) return {};
  const stillSanctioned = attribute === suspendedUntilAttribute ? state.bannedAt : state.suspendedUntil;
  return {
    profile: {
      Update: {
        TableName: tableName,
        Key: profileKey(sanction.userId),
        UpdateExpression: 'REMOVE #sanction',
        ConditionExpression: '#sanction = :held',
        ExpressionAttributeNames: { '#sanction': attribute },
        ExpressionAttributeValues: {
          ':held': attribute === bannedAtAttribute ? sanction.createdAt : sanction.endsAt,
        },
      },
    },
    sanctioned: stillSanctioned ? undefined : sanctionedUsersChange(sanction.userId, 'DELETE'),
  };
}
