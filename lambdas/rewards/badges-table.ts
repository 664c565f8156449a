/**
 * The badges' reads and their one write: the facts of one user (profile stats, reward counters, reliability) and
 * `badgesEarned.<id>` on the profile, set once with `if_not_exists`, so a badge keeps the date it was first earned.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { profileKey } from '../profile/keys';
import { noFacts, statsFacts, type BadgeFacts } from './badge-rules';
import { countersOf, reliabilityOf } from './rewards-table';

export interface BadgeState {
  facts: BadgeFacts;
  /** what is recorded, and whether the profile holds the map at all yet */
  recorded: Record<string, string>;
  hasMap: boolean;
}

/** Undefined when the user has no profile (gone, or deleting). */
export async function badgeStateOf(userId: string): Promise<BadgeState | undefined> {
  const [{ Item: profile }, counters, reliability] = await Promise.all([
    documentClient.send(
      new GetCommand({
        TableName: tableName,
        Key: profileKey(userId),
        ProjectionExpression: 'stats, badgesEarned',
        ConsistentRead: true,
      }),
    ),
    countersOf(userId),
    reliabilityOf(userId),
  ]);
  if (!profile) return undefined;
  const recorded = (profile.badgesEarned ?? {}) as Record<string, string>;
  return {
    facts: { ...noFacts, ...statsFacts(profile.stats ?? {}), ...counters, reliability },
    recorded,
    hasMap: profile.badgesEarned !== undefined,
  };
}

/** Records the badges as earned `at` (ISO), each only if it was not recorded before. */
export async function recordBadges(userId: string, ids: readonly string[], at: string, hasMap: boolean) {
  if (ids.length === 0) return;
  if (!hasMap && (await createMap(userId, ids, at))) return;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: `SET ${ids.map((_, i) => `badgesEarned.#b${i} = if_not_exists(badgesEarned.#b${i}, :at)`).join(', ')}`,
        ConditionExpression: 'attribute_exists(badgesEarned)',
        ExpressionAttributeNames: Object.fromEntries(ids.map((id, i) => [`#b${i}`, id])),
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    // The profile is gone: nothing to record.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The first badges of a profile without the map; false when a concurrent write created it first. */
async function createMap(userId: string, ids: readonly string[], at: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET badgesEarned = :badges',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(badgesEarned)',
        ExpressionAttributeValues: { ':badges': Object.fromEntries(ids.map((id) => [id, at])) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
