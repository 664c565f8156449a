/**
 * Squad's client of Nilvera, the e-invoice integrator (docs/operations.md says why), over its documented REST API
 * with `fetch`: the base URL is NILVERA_BASE_URL (Nilvera's test environment, its live one, or the local stack's
 * stand-in), the API key comes from the Secrets Manager secret NILVERA_SECRET_NAME (JSON `{apiKey}`), sent as a
 * bearer token. Endpoints:
 *   POST /earchive/Send/Model                 issues an e-Arşiv invoice; 409 when its UUID (ETTN) was issued before
 *   GET  /earchive/Invoices/{UUID}/Details    what was issued under an ETTN (its number), after a 409
 *   PUT  /earchive/Invoices/{UUID}/Cancel     cancels an issued invoice
 *   GET  /earchive/Invoices/{UUID}/Status     whether it is cancelled, when the cancel is not answered as done
 *   GET  /general/ExchangeRate                TCMB's rates, for an invoice in a foreign currency
 * Every answer is checked before it is believed; a failure is an IntegratorError: `unavailable` (no answer, 429,
 * 5xx) or `refused` (any other 4xx, or an answer that is not Nilvera's).
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod/mini';
import { invoiceNumberSchema } from '../contracts/invoices';
import { requiredEnv } from '../platform/env';
import type { ArchiveInvoice } from './archive-invoice';

const baseUrl = requiredEnv('NILVERA_BASE_URL').replace(/\/$/, '');
const secretName = requiredEnv('NILVERA_SECRET_NAME');

/** Kept for an hour: a rotated key reaches warm functions within the hour, without a read per call. */
const keyMaxAgeSeconds = 3600;
/** An integrator that has not answered in this long is taken as down: the document is tried again later. */
export const callTimeoutMs = 15_000;

export class IntegratorError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'IntegratorError';
  }
}

async function apiKey(): Promise<string> {
  const secret = (await getSecret(secretName, { transform: 'json', maxAge: keyMaxAgeSeconds })) as
    { apiKey?: unknown } | undefined;
  if (typeof secret?.apiKey !== 'string' || !secret.apiKey) {
    throw new Error(`Secret ${secretName} holds no Nilvera apiKey`);
  }
  return secret.apiKey;
}

/** Nilvera's error body: `{Message, Errors: [{Code, Description, Detail}]}`. */
const errorSchema = z.object({
  Message: z.optional(z.string()),
  Errors: z.optional(
    z.array(
      z.object({
        Code: z.optional(z.number()),
        Description: z.optional(z.string()),
        Detail: z.optional(z.string()),
      }),
    ),
  ),
});

function refusalText(status: number, body: unknown): string {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return `HTTP ${status}`;
  const details = (parsed.data.Errors ?? []).map((e) =>
    [e.Code, e.Description, e.Detail].filter((part) => part !== undefined).join(' '),
  );
  return [`HTTP ${status}`, parsed.data.Message, ...details].filter(Boolean).join(': ');
}

async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await apiKey()}`,
    accept: 'application/json',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(callTimeoutMs),
    });
  } catch (error) {
    throw new IntegratorError('unavailable', `Nilvera unreachable: ${(error as Error).name}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.status === 429 || response.status >= 500) {
    throw new IntegratorError('unavailable', refusalText(response.status, json));
  }
  return { status: response.status, json };
}

function believed<T>(schema: z.ZodMiniType<T>, json: unknown, what: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new IntegratorError('refused', `Nilvera answered no ${what}`);
  return parsed.data;
}

export interface IssuedInvoice {
  /** the 16-character number Nilvera assigned */
  invoiceNumber: string;
  /** whether this call issued it, or an earlier one had (the ETTN was a duplicate) */
  duplicate: boolean;
}

const sendAnswerSchema = z.object({ UUID: z.string(), InvoiceNumber: invoiceNumberSchema });
const detailsSchema = z.object({ UUID: z.string(), InvoiceNumber: invoiceNumberSchema });

/** Issues the invoice; one issued before under the same ETTN is answered with its number instead. */
export async function sendEArchiveInvoice(invoice: ArchiveInvoice): Promise<IssuedInvoice> {
  const ettn = invoice.InvoiceInfo.UUID;
  const sent = await call('POST', '/earchive/Send/Model', { ArchiveInvoice: invoice });
  if (sent.status === 200) {
    const answer = believed(sendAnswerSchema, sent.json, 'invoice number');
    if (answer.UUID.toLowerCase() !== ettn)
      throw new IntegratorError('refused', 'Nilvera answered another ETTN');
    return { invoiceNumber: answer.InvoiceNumber, duplicate: false };
  }
  if (sent.status !== 409) throw new IntegratorError('refused', refusalText(sent.status, sent.json));
  const details = await call('GET', `/earchive/Invoices/${ettn}/Details`);
  if (details.status !== 200) throw new IntegratorError('refused', refusalText(details.status, details.json));
  return {
    invoiceNumber: believed(detailsSchema, details.json, 'invoice details').InvoiceNumber,
    duplicate: true,
  };
}

const statusSchema = z.object({ CancelStatus: z.boolean() });

/** Cancels an issued invoice; done too when Nilvera refuses because it was cancelled before. */
export async function cancelEArchiveInvoice(ettn: string): Promise<void> {
  const cancelled = await call('PUT', `/earchive/Invoices/${ettn}/Cancel`);
  if (cancelled.status === 200) return;
  const status = await call('GET', `/earchive/Invoices/${ettn}/Status`);
  if (status.status === 200 && believed(statusSchema, status.json, 'invoice status').CancelStatus) return;
  throw new IntegratorError('refused', refusalText(cancelled.status, cancelled.json));
}

const ratesSchema = z.object({ USDBuy: z.string().check(z.regex(/^\d+([.,]\d+)?$/)) });

/** TCMB's buying rate of a foreign currency in TRY ("34.5120"), the rate a foreign-currency invoice states. */
export async function exchangeRate(currency: 'USD'): Promise<string> {
  const rates = await call('GET', '/general/ExchangeRate');
  if (rates.status !== 200) throw new IntegratorError('refused', refusalText(rates.status, rates.json));
  const rate = believed(ratesSchema, rates.json, `${currency} rate`).USDBuy;
  return rate.replace(',', '.');
}
