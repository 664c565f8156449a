/**
 * Scheduled, hourly: seals each complete hour of the access logs into the digest chain (lambdas/access-logs/
 * digest.ts), so a log changed or removed later shows against its digest.
 */
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { sealCompleteHours } from '../seal';

export async function handler(_event: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const sealed = await sealCompleteHours(clock.now());
  logger.info('Access logs sealed', { hours: sealed.length, through: sealed.at(-1)?.hour });
}
