/**
 * Scheduled: expires what is left of every purchase whose validity has ended, as a ledger entry and a balance
 * debit in one transaction; the purchase then leaves the expiry index, so it is expired once. Reads never expire
 * anything: until this job runs, the tokens are still held (and may still be spent).
 */
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { expiringPurchasesBefore, leaveExpiryIndex } from '../ledger';
import { takeBackOrderTokens } from '../take-back';

/** Purchases per run; the rest wait for the next run, soonest expiry first. */
const batchSize = 100;

export async function handler(_event: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const at = clock.now().toISOString();
  const due = await expiringPurchasesBefore(at, batchSize);
  let expired = 0;
  for (const purchase of due) {
    const outcome = await takeBackOrderTokens({
      userId: purchase.userId,
      orderId: purchase.orderId,
      reason: 'TOKENS_EXPIRED',
      at,
      guard: leaveExpiryIndex(purchase.key),
    });
    if (outcome.status === 'taken') expired += outcome.amount;
  }
  logger.info('Purchased tokens expired', { purchases: due.length, tokens: expired });
}
