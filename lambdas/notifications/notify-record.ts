/**
 * One stream record through the notifier: its cause, its notices, each delivered. Each record is its own unit of
 * retry (platform/stream-handler.ts); a notice delivered before a failure is found delivered on the retry.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { clock } from '../platform/clock';
import { requiredEnv } from '../platform/env';
import { logger } from '../platform/logger';
import { causeOf } from './causes';
import { uncountExpired } from './notifications-table';
import { deliverNotice, noticesFor } from './notifier';

const siteUrl = requiredEnv('SITE_URL');

export async function notifyRecord(record: DynamoDBRecord): Promise<void> {
  try {
    const cause = causeOf(record);
    if (!cause) return;
    if (cause.kind === 'expired') {
      logger.info('Expired notification', {
        uncounted: await uncountExpired(cause.userId, cause.id, clock.now()),
      });
      return;
    }
    const notices = await noticesFor(cause);
    // One reader after another: a fan-out is at most an event's members.
    for (const notice of notices) {
      const outcome = await deliverNotice(notice, siteUrl);
      logger.info('Notification', { ...outcome });
    }
  } catch (error) {
    logger.error('Notifying from a stream record failed', {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    throw error;
  }
}
