/**
 * A mocked TransactWriteItems that DynamoDB cancels on the items a test picks by their key, as the real one
 * would: ConditionalCheckFailed on those, None on the rest. Tests say which item refuses, never its position.
 */
import { TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '../../../lambdas/platform/keys';

type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

function keyOf(item: TransactionItem): ItemKey {
  const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
  return { pk: String(key?.pk), sk: String(key?.sk) };
}

/**
 * For `table.on(TransactWriteCommand).callsFake(...)`: refuses the items whose key `refuses` picks, answering the
 * item the condition saw (`seen`, as ALL_OLD returns it) for those.
 */
export function cancelledWhere(refuses: (key: ItemKey) => boolean, seen?: Record<string, AttributeValue>) {
  return (input: TransactWriteCommandInput) => {
    throw new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: (input.TransactItems ?? []).map((item) =>
        refuses(keyOf(item)) ? { Code: 'ConditionalCheckFailed', Item: seen } : { Code: 'None' },
      ),
    });
  };
}

/** Refuses the item with exactly this key. */
export const cancelledOn = (key: ItemKey, seen?: Record<string, AttributeValue>) =>
  cancelledWhere(({ pk, sk }) => pk === key.pk && sk === key.sk, seen);
