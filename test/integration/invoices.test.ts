/**
 * The e-Arşiv invoice of every paid order, end to end on the local engines: the `paid` transaction's outbox item,
 * the stream's issuer calling the local Nilvera stand-in through the unchanged client, the refund's cancellation,
 * and the retry job that, an hour on, opens a case. Moving the test clock would break the suites sharing the
 * integration stack, so this file starts a stack of its own, in this process, on ports of its own.
 */
import { startLocalStack, type LocalStack } from '../../bin/local/stack';
import { standInAccount } from '../../bin/local/nilvera/server';
import { endpointPath } from '../../lambdas/contracts/endpoint';
import { getOrderInvoice } from '../../lambdas/contracts/endpoints/invoices';
import { ettnOf } from '../../lambdas/invoices/ettn';
import { invoiceDocumentKey } from '../../lambdas/invoices/keys';
import { caseKey } from '../../lambdas/moderation/keys';
import { idFromCause } from '../../lambdas/moderation/moderation';
import { profileKey } from '../../lambdas/profile/keys';
import { payOnHostedPage } from '../iyzico-page';
import { ownStackOptions } from './support/own-stack';
import { pointHelpersAt } from './support/stack-info';
import { clockNow, moveClockPast } from './support/test-clock';
import type { TestUser } from './support/users';

type Api = typeof import('./support/api');
type Endpoints = typeof import('./support/endpoints');
type Table = typeof import('./support/table');

let stack: LocalStack;
let api: Api;
let endpoints: Endpoints;
let table: Table;
let userWithProfile: (label: string) => Promise<TestUser>;

jest.setTimeout(60_000);

beforeAll(async () => {
  const options = await ownStackOptions('invoices');
  stack = await startLocalStack(options);
  // Before any helper reads it: they reach this stack, not the shared one.
  await pointHelpersAt(stack, options.dataDir);
  /* eslint-disable @typescript-eslint/no-require-imports */
  api = require('./support/api');
  endpoints = require('./support/endpoints');
  table = require('./support/table');
  userWithProfile = (require('./support/join-requests') as typeof import('./support/join-requests'))
    .userWithProfile;
  /* eslint-enable @typescript-eslint/no-require-imports */
}, 120_000);
afterAll(() => stack?.stop());

/** Moves the stack's clock on by `minutes`; what became due has run when it resolves. */
const advanceClock = async (minutes: number) =>
  moveClockPast(stack.urls.api, (await clockNow(stack.urls.api)).toISOString(), minutes);

async function paidCheckout(user: TestUser) {
  const answer = await api.callEndpoint(endpoints.tokens.startCheckout, {
    token: user.accessToken,
    body: { packageId: 'popular', method: 'card', acceptedContracts: true },
  });
  expect(answer.status).toBe(201);
  const { orderId, paymentPageUrl } = answer.body;
  await payOnHostedPage(paymentPageUrl, { cardNumber: '5528790000000008' });
  return { orderId, checkoutToken: paymentPageUrl.slice(paymentPageUrl.lastIndexOf('/') + 1) };
}

const postCallback = (checkoutToken: string) =>
  // Through the site, which adds the origin secret as the distribution does.
  fetch(`${stack.urls.web}${endpoints.tokens.iyzicoCallback.path}`, {
    method: 'POST',
    body: new URLSearchParams({ token: checkoutToken }),
    redirect: 'manual',
  });

const invoiceItem = (orderId: string) => table.getItem(invoiceDocumentKey(orderId, 'invoice'));

/** The stored document once `done` says it is (the stream delivers within seconds). */
async function documentWhen(
  orderId: string,
  kind: 'invoice' | 'cancellation',
  done: (item: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const item = await table.getItem(invoiceDocumentKey(orderId, kind));
    if (item && done(item)) return item;
    if (Date.now() > deadline) throw new Error(`${kind} of ${orderId}: ${JSON.stringify(item)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const issued = (orderId: string) => documentWhen(orderId, 'invoice', (item) => item.status !== 'requested');

const standIn = (path: string) =>
  fetch(`${stack.urls.nilvera}${path}`, { headers: { authorization: `Bearer ${standInAccount.apiKey}` } });

/** How many invoices the stand-in issued under the ETTN: its page lists each once. */
const issuedUnder = async (ettn: string) =>
  (await (await standIn('/')).text()).split(`/invoices/${ettn}"`).length - 1;

/** The invoice endpoint's answer: the page's HTML, or the refusal's JSON. */
async function invoicePage(user: TestUser, orderId: string) {
  const response = await fetch(`${stack.urls.web}${endpointPath(getOrderInvoice, { orderId })}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  const text = await response.text();
  const reason = response.headers.get('content-type')?.startsWith('application/json')
    ? (JSON.parse(text) as { reason?: string }).reason
    : undefined;
  return { status: response.status, contentType: response.headers.get('content-type'), text, reason };
}

describe('the invoice of a paid order', () => {
  it('is issued with the ETTN of the order, a 16-character number and the KDV of the price', async () => {
    const buyer = await userWithProfile('fatura');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);

    const invoice = await issued(orderId);

    expect(invoice).toMatchObject({
      status: 'issued',
      ettn: ettnOf(orderId),
      invoiceNumber: expect.stringMatching(/^SQD\d{4}\d{9}$/),
      amounts: { total: '17.99', net: '14.99', kdv: '3.00', ratePercent: 20 },
      currency: 'USD',
      exchangeRate: '34.5000',
      buyer: { email: buyer.email },
    });
    const details = await standIn(`/earchive/Invoices/${ettnOf(orderId)}/Details`);
    expect(await details.json()).toMatchObject({
      InvoiceNumber: invoice.invoiceNumber,
      TaxAmount: 3,
      InvoiceAmount: 17.99,
    });
  });

  it('is answered to its buyer as a printable page with the number, the ETTN and the KDV', async () => {
    const buyer = await userWithProfile('fatura-sayfa');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    const { invoiceNumber } = await issued(orderId);

    const page = await invoicePage(buyer, orderId);

    expect(page.status).toBe(200);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    const html = page.text;
    expect(html).toContain(String(invoiceNumber));
    expect(html).toContain(ettnOf(orderId));
    expect(html).toContain('Hesaplanan KDV (%20)');
    expect(html).toContain('@media print');
  });

  it('is nobody else’s: another user’s call finds nothing', async () => {
    const buyer = await userWithProfile('fatura-sahibi');
    const other = await userWithProfile('fatura-baskasi');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    await issued(orderId);

    const page = await invoicePage(other, orderId);

    expect([page.status, page.reason]).toEqual([404, 'INVOICE_NOT_FOUND']);
  });

  it('is issued once when the callback is replayed while the reconciliation job settles the order', async () => {
    const buyer = await userWithProfile('fatura-yaris');
    const { orderId, checkoutToken } = await paidCheckout(buyer);

    // Past the checkout's 30 minutes: the clock's move runs the reconciliation job, as the callbacks come in.
    await Promise.all([advanceClock(31), ...[1, 2, 3].map(() => postCallback(checkoutToken))]);
    const invoice = await issued(orderId);

    expect(invoice.status).toBe('issued');
    expect(await issuedUnder(ettnOf(orderId))).toBe(1);
    expect((await table.getItem(profileKey(buyer.userId)))?.eventLimit).toBe(5 + 12);
  });
});

describe('a refund', () => {
  it('cancels the invoice of the order through the integrator', async () => {
    const buyer = await userWithProfile('fatura-iade');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    await issued(orderId);

    const refund = await api.callEndpoint(endpoints.tokens.refundTokenOrder, {
      token: buyer.accessToken,
      params: { orderId },
    });
    expect(refund.status).toBe(200);

    expect(await documentWhen(orderId, 'cancellation', (item) => item.status === 'done')).toMatchObject({
      ettn: ettnOf(orderId),
    });
    expect(await invoiceItem(orderId)).toMatchObject({ status: 'cancelled' });
    const status = await standIn(`/earchive/Invoices/${ettnOf(orderId)}/Status`);
    expect(await status.json()).toMatchObject({ CancelStatus: true });
    expect((await invoicePage(buyer, orderId)).text).toContain('iptal edildi');
  });
});

describe('an invoice the integrator does not take', () => {
  it('is tried again, answered as being prepared, and after an hour opens a case for a person', async () => {
    // The stand-in answers 503 to a buyer whose e-mail holds "fatura-hatasi".
    const buyer = await userWithProfile('fatura-hatasi');
    const { orderId, checkoutToken } = await paidCheckout(buyer);
    await postCallback(checkoutToken);
    const failed = await documentWhen(orderId, 'invoice', (item) => Number(item.attempts) >= 1);
    expect(failed).toMatchObject({ status: 'requested', lastError: expect.stringContaining('503') });
    const preparing = await invoicePage(buyer, orderId);
    expect([preparing.status, preparing.reason]).toEqual([409, 'INVOICE_PREPARING']);
    const caseOf = () => table.getItem(caseKey(idFromCause(`invoice-failure#${orderId}#invoice`)));
    expect(await caseOf()).toBeUndefined();

    await advanceClock(61);

    expect(Number((await invoiceItem(orderId))?.attempts)).toBeGreaterThanOrEqual(2);
    expect(await caseOf()).toMatchObject({
      kind: 'invoice-failure',
      status: 'open',
      subject: { userId: buyer.userId },
    });
  });
});
