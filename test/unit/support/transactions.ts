/**
 * A mocked TransactWriteItems that DynamoDB cancels on the items a test picks by their key, as the real one
 * would: ConditionalCheckFailed on those, None on the rest. Tests say which item refuses, never its position.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ItemKey } from '../../../lambdas/platform/keys';

type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

function keyOf(item: TransactionItem): ItemKey {
  const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
  return { pk: String(key?.pk), sk: String(key?.sk) };
}

/** For `table.on(TransactWriteCommand).callsFake(...)`: refuses the items whose key `refuses` picks. */
export function cancelledWhere(refuses: (key: ItemKey) => boolean) {
  return (input: TransactWriteCommandInput) => {
    throw new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: (input.TransactItems ?? []).map((item) => ({
        Code: refuses(keyOf(item)) ? 'ConditionalCheckFailed' : 'None',
      })),
    });
  };
}

/** Refuses the item with exactly this key. */
export const cancelledOn = (key: ItemKey) => cancelledWhere(({ pk, sk }) => pk === key.pk && sk === key.sk);
