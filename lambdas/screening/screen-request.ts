/**
 * Screening one new join request from the table's stream: read the request from the record's new image, skip
 * it when it already left `screening` (a redelivered record, or a block that declined it), screen its message
 * and store the verdict once (applyScreening moves the request out of `screening` only). A record without a
 * join request is a poison record: it throws, so the batch reports it and it ends in the dead-letter queue.
 * The stuck-screening sweep screens what the stream left behind the same way.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../platform/logger';
import type { JoinRequestRecord, Screening } from '../requests/request-record';
import { applyScreening, getJoinRequest, requestsScreeningSince } from '../requests/requests-table';
import { bedrockScreener } from './bedrock-screener';
import type { ScreenerKind } from './model';
import { rulesScreener } from './rules-screener';
import { screenMessage, type Screener } from './screener';
import { screeningMetrics } from './screening-metrics';
import { redriveWindowHours, stuckBefore, sweepStep } from './stuck-screening';
import { clock } from '../platform/clock';

export function screenerFor(kind: ScreenerKind, modelId: string): Screener {
  return kind === 'bedrock' ? bedrockScreener(modelId) : rulesScreener;
}

export const metrics = new Metrics({
  namespace: screeningMetrics.namespace,
  serviceName: screeningMetrics.service,
});

const stringAttribute = z.object({ S: z.string() });
/** The attributes the screener needs, in the stream's DynamoDB JSON. */
const newRequestImageSchema = z.object({
  eventId: z.object({ S: z.string().check(z.minLength(1)) }),
  requesterId: z.object({ S: z.string().check(z.minLength(1)) }),
  message: stringAttribute,
  createdAt: z.object({ S: z.iso.datetime() }),
});

export class PoisonRecordError extends Error {}

export interface NewJoinRequest {
  eventId: string;
  requesterId: string;
  message: string;
  createdAt: string;
}

export function newJoinRequestOf(record: DynamoDBRecord): NewJoinRequest {
  const image = newRequestImageSchema.safeParse(record.dynamodb?.NewImage);
  if (!image.success) {
    throw new PoisonRecordError(`Stream record ${record.eventID ?? '(no id)'} holds no join request`);
  }
  const { eventId, requesterId, message, createdAt } = image.data;
  return { eventId: eventId.S, requesterId: requesterId.S, message: message.S, createdAt: createdAt.S };
}

export type RecordResult = 'screened' | 'already-screened';

/**
 * Stores a verdict on a request read in `screening`, once (approved -> pending, rejected -> declined, unscreened
 * -> held); `already-screened` when another delivery or the sweep stored one first.
 */
async function storeVerdict(
  request: JoinRequestRecord,
  screening: Screening,
  now: () => Date,
): Promise<RecordResult> {
  const keys = { eventId: request.eventId, requesterId: request.requesterId };
  if ((await applyScreening(keys, screening)) === 'already-screened') {
    logger.info('Join request screened meanwhile', keys);
    return 'already-screened';
  }
  const latencyMs = Math.max(0, now().getTime() - Date.parse(request.createdAt));
  metrics.addMetric(screeningMetrics.outcomes[screening.outcome], MetricUnit.Count, 1);
  metrics.addMetric(screeningMetrics.latency, MetricUnit.Milliseconds, latencyMs);
  // The message itself is never logged: the verdict and its category say what operations need.
  logger.info('Join request screened', {
    ...keys,
    outcome: screening.outcome,
    category: screening.category,
    screener: screening.screener,
    latencyMs,
  });
  return 'screened';
}

export async function screenRecord(
  record: DynamoDBRecord,
  screener: Screener,
  now: () => Date = clock.now,
): Promise<RecordResult> {
  try {
    const { eventId, requesterId } = newJoinRequestOf(record);
    const stored = await getJoinRequest(eventId, requesterId);
    if (stored?.status !== 'screening') {
      logger.info('Join request already screened', {
        eventId,
        requesterId,
        status: stored?.status ?? 'absent',
      });
      return 'already-screened';
    }
    return await storeVerdict(stored, await screenMessage(screener, stored.message, now), now);
  } catch (error) {
    metrics.addMetric(screeningMetrics.failedRecords, MetricUnit.Count, 1);
    logger.error('Screening a stream record failed', {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    throw error;
  }
}

/** Requests the sweep visits per run, oldest first; the rest wait for the next run (every 10 minutes). */
const sweepBatch = 20;

export interface SweepReport {
  screened: number;
  held: number;
  skipped: number;
  failed: number;
}

/**
 * The stuck-screening sweep (stuck-screening.ts): every request the stream left in `screening` is screened again,
 * or held when it is past the redrive window. One that fails (a table error) stays for the next run.
 */
export async function sweepStuckScreening(
  screener: Screener,
  now: () => Date = clock.now,
): Promise<SweepReport> {
  const report: SweepReport = { screened: 0, held: 0, skipped: 0, failed: 0 };
  for (const { eventId, requesterId } of await requestsScreeningSince(stuckBefore(now()), sweepBatch)) {
    try {
      const request = await getJoinRequest(eventId, requesterId);
      const step = sweepStep(request, now());
      if (!request || step === 'skip') {
        report.skipped += 1;
        continue;
      }
      const screening: Screening =
        step === 'hold'
          ? { ...notScreenedInTime, screener: 'sweep', screenedAt: now().toISOString() }
          : await screenMessage(screener, request.message, now);
      if ((await storeVerdict(request, screening, now)) === 'already-screened') report.skipped += 1;
      else if (screening.outcome === 'unscreened') report.held += 1;
      else report.screened += 1;
    } catch (error) {
      report.failed += 1;
      metrics.addMetric(screeningMetrics.failedRecords, MetricUnit.Count, 1);
      logger.error('Sweeping a stuck join request failed', { eventId, requesterId, error: error as Error });
    }
  }
  return report;
}

const notScreenedInTime = {
  outcome: 'unscreened',
  category: null,
  reason: `Still in screening after ${redriveWindowHours} hours.`,
} as const;
