/** Helpers every table module shares for transactions and races (DESIGN.md section 3). */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './table';

/** One item of a TransactWriteItems: entities export these pieces, features compose them. */
export type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A transaction's items under names, so its outcome is read by name and never by position. A name may hold one
 * item, several (a debit and its ledger entry) or none (a part this transaction leaves out). Items are sent in
 * the order of the names.
 */
export type TransactionParts = Readonly<
  Record<string, TransactionItem | readonly TransactionItem[] | undefined>
>;

type CancellationReason = NonNullable<TransactionCanceledException['CancellationReasons']>[number];

/** Why a transaction was cancelled, part by part. */
export interface Cancellation<Name extends string> {
  /** Whether a condition of this part refused the transaction: the decision its caller reads. */
  conditionFailed(name: Name): boolean;
  /** The item a failed condition saw, for a part sent with ReturnValuesOnConditionCheckFailure ALL_OLD. */
  itemSeenBy(name: Name): CancellationReason['Item'];
  /** Only concurrent transactions cancelled it: nothing was decided, and trying again may commit. */
  readonly raced: boolean;
  /** "claim:None event:ConditionalCheckFailed", for an error message. */
  readonly summary: string;
}

function partsToItems(parts: TransactionParts): { items: TransactionItem[]; owners: string[] } {
  const items: TransactionItem[] = [];
  const owners: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    for (const item of part === undefined ? [] : Array.isArray(part) ? part : [part as TransactionItem]) {
      items.push(item);
      owners.push(name);
    }
  }
  return { items, owners };
}

/** The cancellation of a TransactWriteItems sent from these parts; undefined for any other error. */
export function cancellationOf<P extends TransactionParts>(
  error: unknown,
  parts: P,
): Cancellation<keyof P & string> | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const { owners } = partsToItems(parts);
  const reasons = error.CancellationReasons ?? [];
  const reasonsOf = (name: string) => reasons.filter((_, index) => owners[index] === name);
  return {
    conditionFailed: (name) => reasonsOf(name).some((reason) => reason.Code === 'ConditionalCheckFailed'),
    itemSeenBy: (name) => reasonsOf(name).find((reason) => reason.Code === 'ConditionalCheckFailed')?.Item,
    raced:
      reasons.some((reason) => reason.Code === 'TransactionConflict') &&
      !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed'),
    summary: reasons.map((reason, index) => `${owners[index]}:${reason.Code}`).join(' '),
  };
}

/** Sends the parts as one TransactWriteItems: undefined when committed, else why it was cancelled. */
export async function transact<P extends TransactionParts>(
  parts: P,
): Promise<Cancellation<keyof P & string> | undefined> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: partsToItems(parts).items }));
    return undefined;
  } catch (error) {
    const cancellation = cancellationOf(error, parts);
    if (!cancellation) throw error;
    return cancellation;
  }
}

/** Long enough for a concurrent transaction to commit, short enough that a user does not notice. */
export const raceRetryDelayMs = 100;

export function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** `SET #a = :a, #b = :b` for the defined fields, with their names and values. */
export function setAssignments(fields: Record<string, unknown>) {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    expression: entries.length ? `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}` : '',
    names: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    values: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
  };
}

const conflictRetries = 8;

/**
 * `transact`, retrying with jitter while only concurrent transactions cancel it (TransactionConflict decides
 * nothing); a failed condition decides at once.
 */
export async function transactWithRetries<P extends TransactionParts>(
  parts: P,
): Promise<Cancellation<keyof P & string> | undefined> {
  for (let attempt = 0; ; attempt++) {
    const cancellation = await transact(parts);
    if (!cancellation?.raced || attempt === conflictRetries) return cancellation;
    await pause(20 + Math.random() * 60 * (attempt + 1));
  }
}
