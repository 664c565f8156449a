/**
 * Screening one new rating's feedback text from the table's stream, with the same screener as join messages: read
 * the rating, skip it when its feedback already left `screening` (a redelivered record), screen the text and
 * store the verdict once (applyFeedbackScreening: approved -> published, rejected -> the text removed). A screener
 * that cannot decide leaves the text unpublished and fails the record, so the stream retries it and then
 * dead-letters it: no text is shown unscreened.
 */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DynamoDBRecord } from 'aws-lambda';
import { clock } from '../platform/clock';
import { logger } from '../platform/logger';
import { applyFeedbackScreening, getRating } from '../ratings/ratings-table';
import { newRatingOf } from '../ratings/rating-image';
import { ratingSortKeyPrefix } from '../ratings/keys';
import { metrics, type RecordResult } from './screen-request';
import { screenMessage, type Screener } from './screener';
import { screeningMetrics } from './screening-metrics';

export async function screenFeedbackRecord(
  record: DynamoDBRecord,
  screener: Screener,
  now: () => Date = clock.now,
): Promise<RecordResult> {
  try {
    const { eventId, raterId, targetId } = newRatingOf(record);
    const keys = { eventId, raterId, targetId };
    const stored = await getRating(eventId, raterId, targetId);
    if (stored?.feedbackStatus !== 'screening' || !stored.feedback) {
      logger.info('Feedback already screened', { ...keys, status: stored?.feedbackStatus ?? 'absent' });
      return 'already-screened';
    }
    const screening = await screenMessage(screener, stored.feedback, now);
    if (screening.outcome === 'unscreened') {
      throw new Error(`Feedback of ${raterId} for ${targetId} at ${eventId} could not be screened`);
    }
    if ((await applyFeedbackScreening(stored, screening)) === 'already-screened') {
      logger.info('Feedback screened meanwhile', keys);
      return 'already-screened';
    }
    metrics.addMetric(screeningMetrics.feedbackOutcomes[screening.outcome], MetricUnit.Count, 1);
    // The text itself is never logged: the verdict and its category say what operations need.
    logger.info('Feedback screened', {
      ...keys,
      outcome: screening.outcome,
      category: screening.category,
      screener: screening.screener,
    });
    return 'screened';
  } catch (error) {
    metrics.addMetric(screeningMetrics.failedRecords, MetricUnit.Count, 1);
    logger.error('Screening feedback from a stream record failed', {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    throw error;
  }
}

/** Whether a stream record is a rating's (its sort key), rather than a join request's. */
export const isRatingRecord = (record: DynamoDBRecord) =>
  record.dynamodb?.Keys?.sk?.S?.startsWith(ratingSortKeyPrefix) ?? false;
