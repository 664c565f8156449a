/**
 * The contracts before payment in Chromium, on a 390 px phone and a desktop: the checkout dialog shows both texts
 * filled in for the buyer, the acceptance box unticked; Complete Purchase refuses until it is ticked, then the
 * payment page opens. The seller's "İletişim ve yasal bilgiler" page, reached from the footer. Axe checks each state.
 */
import type { Page } from 'playwright-core';
import { localSeller } from '../../bin/local/config';
import { apiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { closeBrowser, closePage, openPage, stack } from './support';

jest.setTimeout(120_000);

afterEach(async () => {
  await closeContexts();
  await closePage();
});
afterAll(async () => {
  await closePeopleBrowser();
  await closeBrowser();
});

const acceptance = 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini okudum, kabul ediyorum.';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(
    true,
  );
}

describe.each([
  ['a 390 px phone', phone],
  ['a desktop', desktop],
])('the checkout on %s', (_name, viewport) => {
  it('shows both contracts filled in for the buyer and opens the payment page only once they are accepted', async () => {
    const buyer = await apiUser('contracts', 'Deniz Arslan');
    const page = await signedInPage(buyer, viewport, '/dashboard/tokens');
    await page.getByRole('button', { name: 'Popular Pack satın al' }).click();
    const dialog = page.getByRole('dialog', { name: 'Popular Pack satın al' });
    const form = dialog.getByRole('region', { name: 'Ön Bilgilendirme Formu' });
    const contract = dialog.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' });
    await form.getByText(`E-posta: ${buyer.email}`).waitFor();
    await contract.getByText(`Ticaret unvanı: ${localSeller.tradeName}`).waitFor();
    await contract.getByText('Toplam fiyat (KDV dahil): $17,99').waitFor();
    await dialog.getByText('$17,99').first().waitFor();
    const box = dialog.getByRole('checkbox', { name: acceptance });
    await expect(box.isChecked()).resolves.toBe(false);
    await expectNoAccessibilityViolations(page);
    await expectNoSidewaysScroll(page);

    await dialog.getByRole('button', { name: 'Complete Purchase' }).click();

    await dialog
      .getByRole('alert')
      .getByText(
        'Ödemeye geçmek için ön bilgilendirme formunu ve mesafeli satış sözleşmesini okuyup kabul etmelisin.',
      )
      .waitFor();
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard/tokens');
    await expectNoAccessibilityViolations(page);

    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Complete Purchase' }).click();

    await page.waitForURL((url) => url.port === new URL(stack.urls.iyzico).port, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Öde' }).waitFor();
  });
});

describe.each([
  ['a 390 px phone', phone],
  ['a desktop', desktop],
])('the legal contact page on %s', (_name, viewport) => {
  it("is linked from the footer, which names the seller, and lists the seller's details", async () => {
    const page = await openPage(viewport);
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await footer.getByText(`Satıcı: ${localSeller.tradeName}`).waitFor();

    await footer.getByRole('link', { name: 'İletişim ve yasal bilgiler' }).click();

    await page.getByRole('heading', { level: 1, name: 'İletişim ve yasal bilgiler' }).waitFor();
    await page.getByText(localSeller.mersisNumber, { exact: true }).waitFor();
    await page.getByText(localSeller.kepAddress, { exact: true }).waitFor();
    await page.getByText(localSeller.etbisNumber, { exact: true }).waitFor();
    await page.getByRole('link', { name: localSeller.email }).waitFor();
    await page
      .getByText('Bu bilgiler örnektir: bu kurulum gerçek bir şirket adına satış yapmıyor.')
      .waitFor();
    await expectNoAccessibilityViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
