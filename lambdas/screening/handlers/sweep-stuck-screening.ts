/**
 * Scheduled every 10 minutes: the join requests the stream left in `screening` (their records failed and were
 * dead-lettered) are screened again with the configured screener, and held for a person when that fails or when
 * they are past the stream's redrive window (lambdas/screening/stuck-screening.ts).
 */
import type { Context } from 'aws-lambda';
import { requiredEnv } from '../../platform/env';
import { logger } from '../../platform/logger';
import { screenerKind } from '../model';
import { metrics, screenerFor, sweepStuckScreening } from '../screen-request';

const screener = screenerFor(screenerKind(requiredEnv('SCREENER')), requiredEnv('SCREENER_MODEL_ID'));

export async function handler(_event: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  try {
    logger.info('Stuck screening swept', { ...(await sweepStuckScreening(screener)) });
  } finally {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}
