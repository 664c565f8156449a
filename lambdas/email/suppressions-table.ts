/**
 * Addresses the product no longer e-mails: one item per address that bounced for good or complained
 * (`suppressionKey`). The bounce recorder writes it once, the sender reads it before every e-mail. Access patterns: docs/data-model.md.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../platform/table';
import { suppressionKey } from './keys';

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  readonly address: string;
  readonly reason: SuppressionReason;
  /** SES's feedback id of the bounce or complaint: the cause, for support */
  readonly feedbackId: string;
  /** when SES reported it */
  readonly at: Date;
}

export async function isSuppressed(address: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: suppressionKey(address),
      ProjectionExpression: 'pk',
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

/**
 * Records the address as suppressed, once: false when it was already (a second bounce, or SES delivering the
 * same event again), which changes nothing. The item stays: an address that bounced for good does not come back
 * by itself; support removes it when its owner asks (docs/operations.md).
 */
export async function suppress({ address, reason, feedbackId, at }: Suppression): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...suppressionKey(address),
          reason,
          feedbackId,
          suppressedAt: at.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
