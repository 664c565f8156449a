/** An invoice document as stored (keys.ts, outbox.ts), parsed on every read. */
import * as z from 'zod/mini';
import { number, text } from '../platform/record-fields';

const amounts = z.object({ total: text, net: text, kdv: text, ratePercent: number });

const common = {
  orderId: text,
  userId: text,
  /** the invoice's ETTN: a cancellation names the invoice it cancels */
  ettn: text,
  requestedAt: text,
  attempts: number,
  lastError: z.optional(text),
  lastAttemptAt: z.optional(text),
};

export const invoiceRecordSchema = z.object({
  ...common,
  status: z.enum(['requested', 'issued', 'cancelled']),
  /** the sale's moment: the invoice's date */
  paidAt: text,
  line: z.object({ packageId: text, name: text, tokens: number, bonusTokens: number }),
  amounts,
  currency: z.enum(['USD', 'TRY']),
  /** once issued: what the integrator assigned, and to whom it was made out */
  invoiceNumber: z.optional(text),
  issuedAt: z.optional(text),
  buyer: z.optional(z.object({ name: text, email: text })),
  /** TCMB's buying rate the integrator gave for a foreign-currency invoice (TRY per unit) */
  exchangeRate: z.optional(text),
  cancelledAt: z.optional(text),
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

export const cancellationRecordSchema = z.object({
  ...common,
  status: z.enum(['requested', 'done']),
  doneAt: z.optional(text),
});
export type CancellationRecord = z.infer<typeof cancellationRecordSchema>;
