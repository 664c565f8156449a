/** Helpers every table module shares for transactions and races (DESIGN.md section 3). */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './table';

/** One item of a TransactWriteItems: entities export these pieces, features compose them. */
export type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The cancellation code of each item of a cancelled transaction, in the order the items were sent. */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code);
}

/** Cancelled because a condition failed or a concurrent transaction touched the same items. */
export function isCancelledByRace(error: unknown): boolean {
  return (cancellationCodes(error) ?? []).some(
    (code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict',
  );
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
 * Undefined when committed; else the cancellation code of each item, in the order sent. Concurrent
 * transactions on the same items cancel each other (TransactionConflict) without deciding anything, so those
 * are retried with jitter; a failed condition decides.
 */
export async function transactWithRetries(
  items: TransactionItem[],
): Promise<(string | undefined)[] | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return undefined;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const decided = codes.some((code) => code === 'ConditionalCheckFailed');
      if (decided || attempt === conflictRetries) return codes;
      await pause(20 + Math.random() * 60 * (attempt + 1));
    }
  }
}
