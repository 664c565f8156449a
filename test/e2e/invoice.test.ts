/**
 * The e-Arşiv invoice from Purchase History in Chromium: an order paid through the local iyzico sandbox, issued by
 * the local Nilvera stand-in, opened with "Fatura" in a new tab that shows its number, its ETTN and its KDV; on a
 * 390 px phone and on a desktop, with axe checks on the history and on the invoice.
 */
import type { Page } from 'playwright-core';
import * as tokens from '../../lambdas/contracts/endpoints/tokens';
import { payOnHostedPage } from '../iyzico-page';
import { apiUser, callApi, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { stack } from './support';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

/** A Popular Pack paid through the sandbox's page, its return posted to the callback as the page does. */
async function paidOrder(user: ApiUser): Promise<string> {
  const { orderId, paymentPageUrl } = await callApi(user, tokens.startCheckout, {
    body: { packageId: 'popular', method: 'card', acceptedContracts: true },
  });
  await payOnHostedPage(paymentPageUrl, { cardNumber: '5528790000000008' });
  await fetch(`${stack.urls.web}${tokens.iyzicoCallback.path}`, {
    method: 'POST',
    body: new URLSearchParams({ token: paymentPageUrl.slice(paymentPageUrl.lastIndexOf('/') + 1) }),
    redirect: 'manual',
  });
  return orderId;
}

async function openInvoiceFromHistory(page: Page): Promise<Page> {
  await page.getByRole('heading', { level: 1, name: 'Tokens & Payment' }).waitFor();
  await page.getByRole('tab', { name: 'Purchase History' }).click();
  const row = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByText('Popular Pack', { exact: true }) });
  await row.getByText(/Ödendi/).waitFor({ timeout: 20_000 });
  await expectNoAccessibilityViolations(page);
  const opened = page.context().waitForEvent('page');
  await row.getByRole('button', { name: /^Popular Pack faturasını yeni sekmede aç/ }).click();
  const invoice = await opened;
  await invoice.getByRole('heading', { level: 1, name: 'e-Arşiv Fatura' }).waitFor({ timeout: 20_000 });
  return invoice;
}

for (const [name, viewport] of [
  ['a 390 px phone', phone],
  ['a desktop', desktop],
] as const) {
  it(`on ${name}, opens the order's invoice from Purchase History with its number, ETTN and KDV`, async () => {
    const user = await apiUser('fatura', 'Deniz Arslan');
    await paidOrder(user);
    const page = await signedInPage(user, viewport, '/dashboard/tokens');

    const invoice = await openInvoiceFromHistory(page);

    await invoice.getByText(/^SQD\d{13}$/).waitFor();
    await invoice
      .getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      .waitFor();
    await invoice.getByText('Hesaplanan KDV (%20)').waitFor();
    await invoice.getByText('Deniz Arslan').first().waitFor();
    await expectNoAccessibilityViolations(invoice);
  });
}
