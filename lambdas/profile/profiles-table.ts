/**
 * All table access for profiles and username claims, and the profile's parts of other features' transactions. The invariants are
 * conditions on the writes, so they hold however many requests race (DESIGN.md section 3).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unknownDistrictMessage } from '../contracts/profile-update';
import {
  publicStats,
  storedLocationRequirement,
  type EditableProfileFields,
  type ProfileRecord,
} from './profile';
import type { ProfileStats } from '../contracts/profile';
import { accountDeleted } from '../platform/account-deleted';
import { HttpError, invalidInput, refusal } from '../platform/errors';
import { accountRefusals } from '../contracts/refusals';
import { istanbulDateTime } from '../contracts/istanbul-time';
import { documentClient, tableName } from '../platform/table';
import {
  pause,
  raceRetryDelayMs,
  setAssignments,
  transact,
  type Cancellation,
  type TransactionItem,
} from '../platform/transactions';
import { ledgerEntryPut } from '../tokens/ledger';
import { profileKey, usernameClaimKey } from './keys';
import { parseProfileRecord, storedStatsSchema } from './profile-record';

/**
 * Set on the profile as an account deletion begins (account-table.ts), before anything is removed: writes that
 * would add items under the user check it, so none lands behind the deletion's sweep.
 */
export const deletionStartedAttribute = 'deletionStartedAt';

/**
 * A sanction set on the profile by a moderator's decision (lambdas/moderation/): a suspension's end, lifted by a
 * one-time job at that moment or by a reversal, and the moment of a ban. Either refuses every write of the user's own.
 */
export const suspendedUntilAttribute = 'suspendedUntil';
export const bannedAtAttribute = 'bannedAt';

/** What a profile must be for anything to land in it from others (a message, a notification): there, not being deleted. */
export const liveAccount = {
  condition: 'attribute_exists(pk) AND attribute_not_exists(#deletionStarted)',
  names: { '#deletionStarted': deletionStartedAttribute },
} as const;

/**
 * What the caller's profile must be for any write of theirs: live, and under no suspension or ban. Every user write
 * carries it in its own transaction (`callerActive`, or its own update of the profile); `refuseInactiveCaller` tells
 * which of these refused.
 */
export const activeAccount = {
  condition: `${liveAccount.condition} AND attribute_not_exists(#suspendedUntil) AND attribute_not_exists(#bannedAt)`,
  names: {
    ...liveAccount.names,
    '#suspendedUntil': suspendedUntilAttribute,
    '#bannedAt': bannedAtAttribute,
  },
} as const;

/** A profile attribute as a failed condition returns it (DynamoDB JSON) or a read does (plain). */
function stringIn(item: Record<string, unknown>, attribute: string): string | undefined {
  const value = item[attribute];
  if (typeof value === 'string') return value;
  const typed = value as { S?: unknown } | undefined;
  return typeof typed?.S === 'string' ? typed.S : undefined;
}

/**
 * Why a profile item, as a failed condition or a read saw it (undefined: there was none), may not write: the
 * refusal to answer, or undefined when it may.
 */
export function writeRefusal(seen: Record<string, unknown> | undefined): HttpError | undefined {
  if (seen === undefined || seen[deletionStartedAttribute] !== undefined) return accountDeleted();
  if (seen[bannedAtAttribute] !== undefined) return refusal(403, accountRefusals, 'BANNED');
  const suspendedUntil = stringIn(seen, suspendedUntilAttribute);
  if (suspendedUntil !== undefined) {
    return new HttpError(403, accountRefusals.SUSPENDED(istanbulDateTime(suspendedUntil)), 'SUSPENDED');
  }
  return undefined;
}

function checkOf(userId: string, account: typeof liveAccount | typeof activeAccount): TransactionItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: profileKey(userId),
      ConditionExpression: account.condition,
      ExpressionAttributeNames: account.names,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** Transaction piece: the user still has a profile, is not being deleted, and is under no sanction. */
export const activeProfileCheck = (userId: string): TransactionItem => checkOf(userId, activeAccount);

/** Transaction piece: another user may still receive something (a message, a notification): live, sanctioned or not. */
export const liveProfileCheck = (userId: string): TransactionItem => checkOf(userId, liveAccount);

/** The part of a user's write that holds it to an active account: `transactWithRetries({ ...callerActive(me), ... })`. */
export const callerActive = (userId: string) => ({ callerActive: activeProfileCheck(userId) });

/**
 * The refusal of a write cancelled because its caller's account may not write (a deleted account's token, still
 * unexpired, a deletion under way, a suspension or a ban). `part` names the piece holding the condition:
 * `callerActive`, or the write's own update of the profile, which carries `activeAccount` itself (a transaction
 * touches an item once).
 */
export function refuseInactiveCaller(failure: Cancellation<string> | undefined, part = 'callerActive'): void {
  if (!failure?.conditionFailed(part)) return;
  const refused = writeRefusal(failure.itemSeenBy(part));
  if (refused) throw refused;
}

/** `refuseInactiveCaller` for a single conditional write of the profile, from the item its failed condition saw. */
export function refuseInactiveProfile(seen: Record<string, unknown> | undefined): void {
  const refused = writeRefusal(seen);
  if (refused) throw refused;
}

/**
 * The refusal for a caller whose account may not write, from a consistent read of their profile: for what no
 * transaction guards (signing an upload URL), or to name why a transaction that carried the condition among
 * others' parts was refused.
 */
export async function refuseUnlessActive(userId: string): Promise<void> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(userId),
      ProjectionExpression: 'pk, #deletionStarted, #suspendedUntil, #bannedAt',
      ExpressionAttributeNames: activeAccount.names,
      ConsistentRead: true,
    }),
  );
  refuseInactiveProfile(Item);
}

export async function getProfile(userId: string): Promise<ProfileRecord | undefined> {
  const { Item } = await documentClient.send(
    // Consistent: a user who just saved (or was just created) must read what was written.
    new GetCommand({ TableName: tableName, Key: profileKey(userId), ConsistentRead: true }),
  );
  return Item && parseProfileRecord(Item);
}

/**
 * Writes a new profile together with its welcome grant, exactly once: when a concurrent request
 * created the profile first, the transaction is cancelled and that request's profile is returned.
 */
export async function createProfileOnce(record: ProfileRecord): Promise<ProfileRecord> {
  return createProfile(record, 1);
}

async function createProfile(record: ProfileRecord, retriesLeft: number): Promise<ProfileRecord> {
  const failure = await transact({
    profile: {
      Put: {
        TableName: tableName,
        Item: { ...profileKey(record.userId), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    welcomeGrant: ledgerEntryPut({
      userId: record.userId,
      delta: record.eventLimit,
      reason: 'WELCOME',
      createdAt: record.createdAt,
    }),
  });
  if (!failure) return record;
  if (!failure.raced && !failure.conditionFailed('profile')) {
    throw new Error(`Profile not created: ${failure.summary}`);
  }
  const existing = await getProfile(record.userId);
  if (existing) return existing;
  // A TransactionConflict cancels this write while the concurrent one may not have committed yet.
  if (retriesLeft === 0) throw new Error(`Profile not created: ${failure.summary}`);
  await pause(raceRetryDelayMs);
  return createProfile(record, retriesLeft - 1);
}

const locationMismatch = () => invalidInput(unknownDistrictMessage);

/**
 * The condition that a city or district changed alone pairs with the stored other half, so the stored pair is
 * a real one whatever the order of concurrent saves. Empty when the update sends both halves or neither.
 */
function pairedLocationCondition(fields: EditableProfileFields): {
  expression: string;
  names: Record<string, string>;
  values: Record<string, string>;
} {
  const requirement = storedLocationRequirement(fields);
  if (!requirement) return { expression: '', names: {}, values: {} };
  if (requirement.oneOf.length === 0) throw locationMismatch();
  const placeholders = requirement.oneOf.map((_, index) => `:pairedLocation${index}`);
  return {
    expression: ` AND #pairedLocation IN (${placeholders.join(', ')})`,
    names: { '#pairedLocation': requirement.attribute },
    values: Object.fromEntries(requirement.oneOf.map((value, index) => [placeholders[index], value])),
  };
}

/** Sets the given fields; undefined when the user has no profile, a 400 when the location would not pair. */
export async function updateProfileFields(
  userId: string,
  fields: EditableProfileFields,
): Promise<ProfileRecord | undefined> {
  const assignments = setAssignments(fields);
  if (assignments.expression === '') return getProfile(userId);
  const location = pairedLocationCondition(fields);
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: assignments.expression,
        ConditionExpression: `${activeAccount.condition}${location.expression}`,
        ExpressionAttributeNames: { ...assignments.names, ...activeAccount.names, ...location.names },
        ExpressionAttributeValues: { ...assignments.values, ...location.values },
        ReturnValues: 'ALL_NEW',
        // tells a missing profile from a deletion under way and from a stored location the update does not pair with
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Attributes && parseProfileRecord(Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      if (error.Item) refuseInactiveProfile(error.Item);
      if (location.expression && error.Item) throw locationMismatch();
      return undefined;
    }
    throw error;
  }
}

export type UsernameChangeOutcome =
  | { status: 'changed'; profile: ProfileRecord }
  /** someone else holds the name (case-insensitively) */
  | { status: 'taken' }
  /** the profile vanished or changed its username meanwhile; nothing was written */
  | { status: 'conflict' };

/**
 * Claims `nextUsername` for the user, releases `previousUsername` and updates the profile in one
 * transaction. The profile condition pins the previous username, so two changes by the same user
 * cannot leave a claim behind that no profile points at.
 */
export async function changeUsername(
  userId: string,
  change: UsernameChange,
  fields: EditableProfileFields,
): Promise<UsernameChangeOutcome> {
  const first = await transactUsernameChange(userId, change, fields);
  if (first !== 'raced') return first;
  // DynamoDB cancelled the transaction for a concurrent one on the same items without saying who won:
  // the claim does. When nobody else holds it yet, the other transaction may still commit, so try once more.
  await pause(raceRetryDelayMs);
  const owner = await usernameOwner(change.nextUsername);
  if (owner !== undefined && owner !== userId) return { status: 'taken' };
  const second = await transactUsernameChange(userId, change, fields);
  return second === 'raced' ? { status: 'conflict' } : second;
}

interface UsernameChange {
  nextUsername: string;
  previousUsername?: string;
}

/** One attempt; 'raced' when DynamoDB cancelled it for a concurrent transaction (TransactionConflict). */
async function transactUsernameChange(
  userId: string,
  change: UsernameChange,
  fields: EditableProfileFields,
): Promise<UsernameChangeOutcome | 'raced'> {
  const { nextUsername, previousUsername } = change;
  const assignments = setAssignments({ ...fields, username: nextUsername });
  const releasesPreviousClaim =
    previousUsername !== undefined && previousUsername.toLowerCase() !== nextUsername.toLowerCase();
  const profileCondition =
    previousUsername === undefined
      ? `${activeAccount.condition} AND attribute_not_exists(username)`
      : `${activeAccount.condition} AND username = :previousUsername`;
  const location = pairedLocationCondition(fields);

  const failure = await transact({
    claim: {
      Put: {
        TableName: tableName,
        Item: { ...usernameClaimKey(nextUsername), userId, username: nextUsername },
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      },
    },
    previousClaim: releasesPreviousClaim
      ? {
          Delete: {
            TableName: tableName,
            Key: usernameClaimKey(previousUsername),
            ConditionExpression: 'userId = :me',
            ExpressionAttributeValues: { ':me': userId },
          },
        }
      : undefined,
    profile: {
      Update: {
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: assignments.expression,
        ConditionExpression: `${profileCondition}${location.expression}`,
        ExpressionAttributeNames: { ...assignments.names, ...activeAccount.names, ...location.names },
        ExpressionAttributeValues: {
          ...assignments.values,
          ...location.values,
          ...(previousUsername === undefined ? {} : { ':previousUsername': previousUsername }),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  });
  // Before the claim's answer: a name taken or not, a deleted account claims nothing.
  refuseInactiveCaller(failure, 'profile');
  if (failure?.conditionFailed('claim')) return { status: 'taken' };
  if (failure && location.expression && heldUsernameButNotLocation(failure, previousUsername)) {
    throw locationMismatch();
  }
  if (failure) return failure.raced ? 'raced' : { status: 'conflict' };
  const profile = await getProfile(userId);
  return profile ? { status: 'changed', profile } : { status: 'conflict' };
}

/**
 * Whether the profile's condition failed on its location alone: the profile is there with the username the
 * change expected, so only the stored half of the location can have refused it.
 */
function heldUsernameButNotLocation(
  failure: Cancellation<'profile'>,
  previousUsername: string | undefined,
): boolean {
  const seen = failure.itemSeenBy('profile');
  return seen !== undefined && seen.username?.S === previousUsername;
}

/** The user id holding `username` (case-insensitively), if anyone does. */
export async function usernameOwner(username: string): Promise<string | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: usernameClaimKey(username),
      ProjectionExpression: 'userId',
      ConsistentRead: true,
    }),
  );
  return Item?.userId as string | undefined;
}

/** Counters of the profile's stats that other features' transactions move (a token spend, a new participant). */
export type StatCounts = Partial<Record<'eventsHosted' | 'eventsJoined' | 'totalParticipants', number>>;

/**
 * The SET clauses, names and values that move the profile's stat counters. A transaction may touch an item only
 * once, so counters that change with another write of the profile (a token spend) ride along in that update.
 */
export function statCounterAssignments(counts: StatCounts) {
  const counters = Object.entries(counts).filter(([, by]) => by !== 0);
  return {
    clauses: counters.map(([name]) => `stats.#${name} = stats.#${name} + :${name}`),
    names: Object.fromEntries(counters.map(([name]) => [`#${name}`, name])),
    values: Object.fromEntries(counters.map(([name, by]) => [`:${name}`, by])),
  };
}

/**
 * Stat counters alone (a participant joined): the profile's part of another feature's transaction. `active` when the
 * user is the caller: the update then holds the account to being active, as `callerActive` would.
 */
export function statsUpdate(userId: string, counts: StatCounts, active = false): TransactionItem {
  const counters = statCounterAssignments(counts);
  return {
    Update: {
      TableName: tableName,
      Key: profileKey(userId),
      UpdateExpression: `SET ${counters.clauses.join(', ')}`,
      ConditionExpression: active ? activeAccount.condition : 'attribute_exists(pk)',
      ExpressionAttributeNames: { ...counters.names, ...(active ? activeAccount.names : {}) },
      ExpressionAttributeValues: counters.values,
    },
  };
}

/**
 * One rating received (the count-ratings consumer's transaction): its stars into the role's total and one into its
 * count. `if_not_exists` because profiles stored before ratings lack these counters.
 */
export function ratingStatsUpdate(
  userId: string,
  counters: { total: string; count: string },
  stars: number,
): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: profileKey(userId),
      UpdateExpression:
        'SET stats.#total = if_not_exists(stats.#total, :zero) + :stars, stats.#count = if_not_exists(stats.#count, :zero) + :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#total': counters.total, '#count': counters.count },
      ExpressionAttributeValues: { ':zero': 0, ':stars': stars, ':one': 1 },
    },
  };
}

/**
 * The friends feature's part of its transactions: `stats.friendsCount` moves by `delta` with the friend items.
 * `active` also requires the user not to be in a deletion (a new friendship must not land behind its sweep).
 */
export function friendsCountUpdate(userId: string, delta: 1 | -1, active: boolean): TransactionItem {
  return {
    Update: {
      TableName: tableName,
      Key: profileKey(userId),
      UpdateExpression: 'SET stats.#friends = if_not_exists(stats.#friends, :zero) + :delta',
      ConditionExpression: active ? activeAccount.condition : 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#friends': 'friendsCount', ...(active ? activeAccount.names : {}) },
      ExpressionAttributeValues: { ':zero': 0, ':delta': delta },
    },
  };
}

/** How other users show a user now: name, username and picture. */
export interface ProfileFace {
  displayName: string;
  username: string | null;
  profilePicture: string | null;
}

/** A face with the public statistics beside it (the ratings a member list shows). */
export interface RatedProfileFace extends ProfileFace {
  stats: ProfileStats;
}

const faceAttributes = 'userId, displayName, username, profilePicture';

/** Profiles of at most 100 users, projected (one BatchGetItem, what DynamoDB leaves unprocessed asked again). */
async function profileItems(
  userIds: readonly string[],
  projection: string,
): Promise<Record<string, unknown>[]> {
  let keys = [...new Set(userIds)].map(profileKey);
  const items: Record<string, unknown>[] = [];
  for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({
        RequestItems: { [tableName]: { Keys: keys, ProjectionExpression: projection } },
      }),
    );
    items.push(...(Responses?.[tableName] ?? []));
    keys = (UnprocessedKeys?.[tableName]?.Keys as typeof keys | undefined) ?? [];
    if (keys.length) await pause(50 * (attempt + 1));
  }
  return items;
}

function faceOf(item: Record<string, unknown>): ProfileFace {
  return {
    displayName: item.displayName as string,
    username: (item.username as string | undefined) ?? null,
    profilePicture: (item.profilePicture as string | null | undefined) ?? null,
  };
}

/** The faces of at most 100 users; a user without a profile is absent from the map. */
export async function profileFaces(userIds: readonly string[]): Promise<Map<string, ProfileFace>> {
  const items = await profileItems(userIds, faceAttributes);
  return new Map(items.map((item) => [item.userId as string, faceOf(item)]));
}

/** The faces of at most 100 users with their ratings as they are now; a user without a profile is absent. */
export async function ratedProfileFaces(userIds: readonly string[]): Promise<Map<string, RatedProfileFace>> {
  const items = await profileItems(userIds, `${faceAttributes}, stats`);
  return new Map(
    items.map((item) => [
      item.userId as string,
      { ...faceOf(item), stats: publicStats(storedStatsSchema.parse(item.stats)) },
    ]),
  );
}
