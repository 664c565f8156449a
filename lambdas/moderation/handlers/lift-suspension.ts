/**
 * The one-time job at a suspension's end (scheduled with the decision, lambdas/moderation/cases.ts): lifted if the
 * profile still holds that very end, so a late or repeated run, a longer suspension since, a ban or a reversal
 * leave it as it is.
 */
import * as z from 'zod/mini';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { liftSuspension } from '../sanctions-table';

const payloadSchema = z.object({ userId: z.string(), endsAt: z.iso.datetime() });

export async function handler(payload: unknown): Promise<void> {
  const { userId, endsAt } = payloadSchema.parse(payload);
  if (endsAt > clock.now().toISOString()) {
    // Run before its time: failing lets the scheduler's retry come back once it is due.
    throw new Error(`Suspension of ${userId} not due until ${endsAt}`);
  }
  const lifted = await liftSuspension(userId, endsAt);
  logger.info(lifted ? 'Suspension lifted' : 'Suspension already changed', { userId, endsAt });
}
