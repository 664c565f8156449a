/**
 * Auto-refill's table access. The settings, the stored card (iyzico's card token only, never card data) and why a
 * refill stopped live on the profile item, written only here. A refill claims its Istanbul day in the same
 * transaction that opens its order, so however often a debit's stream record is delivered, a user is charged at
 * most once a day.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { autoRefillThreshold, type AutoRefillSettings, type AutoRefillState } from '../contracts/tokens';
import { userPartition } from '../platform/keys';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries } from '../platform/transactions';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { profileKey } from '../profile/keys';
import { activeAccount, refuseInactiveProfile } from '../profile/profiles-table';
import type { OrderRecord } from './orders';
import { newOrderPut } from './orders-table';

/** What auto-refill is until the user saves it: off, at the threshold the stepper starts from, the popular pack. */
const defaultAutoRefill: AutoRefillSettings = {
  enabled: false,
  threshold: autoRefillThreshold.start,
  packageId: 'popular',
};

export interface StoredCard {
  cardUserKey: string;
  cardToken: string;
  /** the address the buyer paid from when the card was saved: iyzico asks a payment's buyer address */
  buyerIp: string;
}

export interface AutoRefillRecord {
  settings: AutoRefillSettings;
  card?: StoredCard;
  stoppedReason?: string;
}

export const toAutoRefillState = ({ settings, card, stoppedReason }: AutoRefillRecord): AutoRefillState => ({
  ...settings,
  cardStored: card !== undefined,
  ...(stoppedReason ? { stoppedReason } : {}),
});

export async function autoRefillOf(userId: string): Promise<AutoRefillRecord> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKey(userId),
      ProjectionExpression: 'autoRefill, storedCard, autoRefillStoppedReason',
      ConsistentRead: true,
    }),
  );
  return {
    settings: (Item?.autoRefill as AutoRefillSettings | undefined) ?? defaultAutoRefill,
    ...(Item?.storedCard ? { card: Item.storedCard as StoredCard } : {}),
    ...(Item?.autoRefillStoppedReason ? { stoppedReason: String(Item.autoRefillStoppedReason) } : {}),
  };
}

/**
 * Saves the settings, only on an active account; saving them clears why a refill stopped (the user has seen it and
 * decided again).
 */
export async function saveAutoRefill(userId: string, settings: AutoRefillSettings): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET autoRefill = :settings REMOVE autoRefillStoppedReason',
        ConditionExpression: activeAccount.condition,
        ExpressionAttributeNames: activeAccount.names,
        ExpressionAttributeValues: { ':settings': settings },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) refuseInactiveProfile(error.Item);
    throw error;
  }
}

/** Keeps the card token iyzico gave for the buyer's saved card: the one refills are charged to. */
export async function storeCard(userId: string, card: StoredCard): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: profileKey(userId),
      UpdateExpression: 'SET storedCard = :card',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':card': card },
    }),
  );
}

/** A declined refill turns auto-refill off and says why, until the user saves the settings again. */
export async function stopAutoRefill(userId: string, reason: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: profileKey(userId),
      UpdateExpression: 'SET autoRefill.enabled = :off, autoRefillStoppedReason = :reason',
      ConditionExpression: 'attribute_exists(autoRefill)',
      ExpressionAttributeValues: { ':off': false, ':reason': reason },
    }),
  );
}

const refillClaimKey = (userId: string, istanbulDay: string) => ({
  pk: userPartition(userId),
  sk: `REFILL#${istanbulDay}`,
});

/**
 * Opens the day's refill order, with the claim on the day, in one transaction; false when the day's refill was
 * already opened (one refill a day, however many debits and redeliveries).
 */
export async function openRefillOrder(order: OrderRecord, istanbulDay: string): Promise<boolean> {
  const cancellation = await transactWithRetries({
    claim: {
      Put: {
        TableName: tableName,
        Item: {
          ...refillClaimKey(order.userId, istanbulDay),
          orderId: order.orderId,
          // The day's claim matters only that day.
          [timeToLiveAttribute]: Math.floor(Date.parse(order.createdAt) / 1000) + 2 * 24 * 60 * 60,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    order: { Put: newOrderPut(order) },
  });
  if (!cancellation) return true;
  if (cancellation.conditionFailed('claim')) return false;
  throw new Error(`Refill order not opened: ${cancellation.summary}`);
}
