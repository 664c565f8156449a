/**
 * Scheduled: tries again every invoice document whose next attempt is due (`dueByTime`, soonest first), the same
 * way as the stream. Each failure pushes its next attempt further out; one still failing an hour after its request
 * opens a case for a person (issuing.ts).
 */
import type { Context } from 'aws-lambda';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { publishInvoiceMetrics } from '../invoice-metrics';
import { settleDocument } from '../issuing';
import { dueDocuments } from '../invoices-table';

/** Documents per run; the rest wait for the next run, soonest due first. */
const batchSize = 50;

export async function handler(_event: unknown, context: Context): Promise<void> {
  logger.addContext(context);
  const now = clock.now();
  try {
    const due = await dueDocuments(now.toISOString(), batchSize);
    const outcomes = [];
    for (const { orderId, kind } of due) outcomes.push(await settleDocument(orderId, kind, now));
    logger.info('Due invoice documents tried again', {
      due: due.length,
      done: outcomes.filter((outcome) => outcome === 'done').length,
      failed: outcomes.filter((outcome) => outcome === 'failed').length,
    });
  } finally {
    publishInvoiceMetrics();
  }
}
