/**
 * Settling an invoice document with the integrator, the one way the stream (a new request) and the retry job (a
 * request not taken yet) both use: the document is read again, and one already done is left alone; the invoice is
 * issued under its ETTN (a duplicate answers the number issued before), a cancellation cancels the issued invoice.
 * What the integrator refuses or does not answer is recorded with the time of the next attempt; a document still
 * not done an hour after its request opens a case for a person, once.
 */
import { contractBuyerOf } from '../contracts/sale-contracts';
import { requiredEnv } from '../platform/env';
import { logger } from '../platform/logger';
import { transactWithRetries } from '../platform/transactions';
import { caseOpening } from '../moderation/cases-table';
import { idFromCause } from '../moderation/moderation';
import { getProfile } from '../profile/profiles-table';
import { archiveInvoice } from './archive-invoice';
import { countInvoices } from './invoice-metrics';
import type { CancellationRecord, InvoiceRecord } from './invoice-record';
import { getCancellation, getInvoice, markCancelled, markFailed, markIssued } from './invoices-table';
import type { InvoiceDocumentKind } from './keys';
import { cancelEArchiveInvoice, exchangeRate, IntegratorError, sendEArchiveInvoice } from './nilvera';
import { failedForTooLong, nextAttemptAt } from './retry-schedule';
import { seller } from '../platform/seller';

const siteUrl = requiredEnv('SITE_URL');

export type SettleOutcome = 'done' | 'already-done' | 'failed' | 'gone';

export function settleDocument(
  orderId: string,
  kind: InvoiceDocumentKind,
  now: Date,
): Promise<SettleOutcome> {
  return kind === 'invoice' ? issue(orderId, now) : cancel(orderId, now);
}

/**
 * The buyer as the invoice names them: as the contracts do (`contractBuyerOf`); a deleted account, a consumer
 * unnamed.
 */
async function buyerOf(userId: string): Promise<{ name: string; email: string }> {
  const profile = await getProfile(userId);
  const buyer = profile && contractBuyerOf(profile);
  return { name: buyer?.name || 'Nihai Tüketici', email: buyer?.email ?? '' };
}

async function issue(orderId: string, now: Date): Promise<SettleOutcome> {
  const request = await getInvoice(orderId);
  if (!request) return 'gone';
  if (request.status !== 'requested') return 'already-done';
  try {
    const buyer = await buyerOf(request.userId);
    const rate = request.currency === 'TRY' ? undefined : await exchangeRate(request.currency);
    const issued = await sendEArchiveInvoice(archiveInvoice(request, { seller, buyer, siteUrl }, rate));
    const recorded = await markIssued(
      orderId,
      { invoiceNumber: issued.invoiceNumber, buyer, exchangeRate: rate },
      now.toISOString(),
    );
    if (recorded && !issued.duplicate) countInvoices('issued');
    logger.info('Invoice issued', {
      orderId,
      invoiceNumber: issued.invoiceNumber,
      duplicate: issued.duplicate,
    });
    return 'done';
  } catch (error) {
    if (!(error instanceof IntegratorError)) throw error;
    return recordFailure(request, 'invoice', error.message, now);
  }
}

async function cancel(orderId: string, now: Date): Promise<SettleOutcome> {
  const request = await getCancellation(orderId);
  if (!request) return 'gone';
  if (request.status !== 'requested') return 'already-done';
  // A refund may come before the integrator took the invoice: it is cancelled once issued.
  const invoice = await getInvoice(orderId);
  if (invoice?.status !== 'issued') {
    return recordFailure(request, 'cancellation', 'the invoice is not issued yet', now);
  }
  try {
    await cancelEArchiveInvoice(request.ettn);
  } catch (error) {
    if (!(error instanceof IntegratorError)) throw error;
    return recordFailure(request, 'cancellation', error.message, now);
  }
  if (await markCancelled(orderId, now.toISOString())) countInvoices('cancelled');
  logger.info('Invoice cancelled', { orderId, invoiceNumber: invoice.invoiceNumber });
  return 'done';
}

async function recordFailure(
  document: InvoiceRecord | CancellationRecord,
  kind: InvoiceDocumentKind,
  error: string,
  now: Date,
): Promise<SettleOutcome> {
  const attempts = document.attempts + 1;
  countInvoices('failures');
  logger.warn('Invoice document not settled; tried again later', {
    orderId: document.orderId,
    kind,
    attempts,
    error,
  });
  await markFailed(document.orderId, kind, {
    error,
    at: now.toISOString(),
    nextAttemptAt: nextAttemptAt(document.requestedAt, attempts, now),
  });
  if (failedForTooLong(document.requestedAt, now)) await openCase(document, kind, error, attempts, now);
  return 'failed';
}

const kindNames: Readonly<Record<InvoiceDocumentKind, string>> = {
  invoice: 'e-Arşiv fatura',
  cancellation: 'Fatura iptali',
};

/** The case for a person, once per document: its id is derived from the order and the kind. */
async function openCase(
  document: InvoiceRecord | CancellationRecord,
  kind: InvoiceDocumentKind,
  error: string,
  attempts: number,
  now: Date,
): Promise<void> {
  const failure = await transactWithRetries(
    caseOpening({
      kind: 'invoice-failure',
      caseId: idFromCause(`invoice-failure#${document.orderId}#${kind}`),
      subject: { userId: document.userId },
      content: [
        { label: 'Belge', text: kindNames[kind] },
        { label: 'Sipariş', text: document.orderId },
        { label: 'ETTN', text: document.ettn },
        { label: 'İstendiği an', text: document.requestedAt },
        { label: 'Deneme', text: String(attempts) },
        { label: 'Son hata', text: error },
      ],
      at: now.toISOString(),
    }),
  );
  if (!failure) {
    countInvoices('failedForAnHour');
    logger.error('Invoice document failed for an hour: case opened', { orderId: document.orderId, kind });
    return;
  }
  if (!failure.conditionFailed('case')) throw new Error(`Invoice case not opened: ${failure.summary}`);
}
