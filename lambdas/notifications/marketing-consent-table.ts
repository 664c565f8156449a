/**
 * The marketing e-mail consent (contracts/notifications.ts): the switch as it is now, and every change of it as a
 * record of its own in İYS's shape, written together in one transaction with the caller's account check. Off until
 * the user switches it on; a change to the state it already has records nothing, so the first record is always an
 * approval, as İYS requires. The e-mail sender reads the switch before any marketing e-mail (lambdas/email/).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { istanbulParts } from '../contracts/istanbul-time';
import type {
  MarketingConsentChange,
  MarketingConsentRecord,
  MarketingConsentState,
} from '../contracts/notifications';
import { documentClient, tableName } from '../platform/table';
import { transactWithRetries } from '../platform/transactions';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { marketingConsentKey, marketingConsentRecordKey, marketingConsentRecordPrefix } from './keys';

/** İYS's date: the Istanbul wall clock to the second (Turkey's offset is whole hours, so the seconds are UTC's). */
export const iysConsentDate = (at: Date): string => {
  const { date, time } = istanbulParts(at);
  return `${date} ${time}:${at.toISOString().slice(17, 19)}`;
};

export async function marketingConsentOf(userId: string): Promise<MarketingConsentState> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: marketingConsentKey(userId), ConsistentRead: true }),
  );
  return { optedIn: Item?.status === 'ONAY', changedAt: (Item?.changedAt as string | undefined) ?? null };
}

/** Whether the user opted in to marketing e-mails and has not withdrawn it. */
export async function hasMarketingConsent(userId: string): Promise<boolean> {
  return (await marketingConsentOf(userId)).optedIn;
}

/**
 * Records the user's change of the switch, made at `now` on `change.screen`, for their address `recipient`. A
 * change to the state the switch already has is no change: nothing is written.
 */
export async function changeMarketingConsent(
  userId: string,
  recipient: string,
  change: MarketingConsentChange,
  now: Date,
): Promise<MarketingConsentState> {
  const status = change.optIn ? 'ONAY' : 'RET';
  const changedAt = now.toISOString();
  const record: MarketingConsentRecord = {
    recipient,
    recipientType: 'BIREYSEL',
    type: 'EPOSTA',
    status,
    consentDate: iysConsentDate(now),
    source: 'HS_WEB',
    screen: change.screen,
  };
  const failure = await transactWithRetries({
    current: {
      Put: {
        TableName: tableName,
        Item: { ...marketingConsentKey(userId), status, changedAt, screen: change.screen },
        // Absent reads as withdrawn: switching off what was never on records nothing.
        ConditionExpression: change.optIn
          ? 'attribute_not_exists(#status) OR #status = :ret'
          : '#status = :onay',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: change.optIn ? { ':ret': 'RET' } : { ':onay': 'ONAY' },
      },
    },
    record: {
      Put: {
        TableName: tableName,
        Item: { ...marketingConsentRecordKey(userId, changedAt), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...callerActive(userId),
  });
  refuseInactiveCaller(failure);
  if (failure && !failure.conditionFailed('current')) {
    throw new Error(`Marketing consent not recorded: ${failure.summary}`);
  }
  return marketingConsentOf(userId);
}

/** Every recorded change of the user's consent, oldest first (the data export). */
export async function marketingConsentRecordsOf(userId: string): Promise<MarketingConsentRecord[]> {
  const records: MarketingConsentRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': marketingConsentKey(userId).pk,
          ':prefix': marketingConsentRecordPrefix,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const { recipient, recipientType, type, status, consentDate, source, screen } of page.Items ?? []) {
      records.push({ recipient, recipientType, type, status, consentDate, source, screen });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return records;
}
