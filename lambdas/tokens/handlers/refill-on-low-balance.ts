/**
 * Fed by the table's stream with the profiles of users who have auto-refill on, as their balance changes
 * (`refillOnLowBalance` in lambdas/tokens/routes.ts): a debit that leaves the balance below the threshold buys the
 * chosen package again. Each record is its own unit of retry; the day's claim makes a redelivery charge nothing.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { requiredEnv } from '../../platform/env';
import { logger } from '../../platform/logger';
import { streamHandler } from '../../platform/stream-handler';
import { publishPaymentMetrics } from '../payment-metrics';
import { refillIfLow } from '../refill';

const siteUrl = requiredEnv('SITE_URL');

async function refillRecord(record: DynamoDBRecord): Promise<void> {
  const { NewImage, OldImage } = record.dynamodb ?? {};
  const userId = NewImage?.userId?.S;
  const before = Number(OldImage?.eventLimit?.N);
  const after = Number(NewImage?.eventLimit?.N);
  if (!userId || !Number.isFinite(before) || !Number.isFinite(after)) return;
  const outcome = await refillIfLow({ userId, before, after }, clock.now(), siteUrl);
  if (outcome !== 'not-needed') logger.info('Auto-refill', { userId, outcome });
}

export const handler = streamHandler(refillRecord, { afterBatch: publishPaymentMetrics });
