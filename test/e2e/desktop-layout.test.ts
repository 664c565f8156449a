/**
 * The desktop frame in Chromium at 1280 px: a card without a side panel is centred, a heading focused for screen
 * readers draws no ring (keyboard focus still does), and the header's icon buttons show their labels on hover and
 * on keyboard focus.
 */
import type { Page } from 'playwright-core';
import { closeBrowser, closePage, demoLogin, openPage, signIn } from './support';

jest.setTimeout(60_000);

let page: Page;
beforeEach(async () => {
  page = await openPage({ width: 1280, height: 800 });
});
afterEach(closePage);
afterAll(closeBrowser);

const outlineStyle = (selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).outlineStyle);

it.each([
  ['the reset', '/forgot-password', 'Şifreni sıfırla'],
  ['the verification', '/verify', 'Doğrulama yapılamadı 😔'],
  ['the not-found', '/nowhere', 'Sayfa bulunamadı'],
])('centres %s card on a 1280 px screen', async (_name, route, heading) => {
  await page.goto(route);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  const card = page.locator('main > div').first();
  const box = await card.boundingBox();
  if (!box) throw new Error(`no card on ${route}`);
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
});

it('draws no focus ring on a heading focused on load, while keyboard focus on a link still has one', async () => {
  await page.goto('/nowhere');
  await page.getByRole('heading', { name: 'Sayfa bulunamadı', level: 1 }).waitFor();
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
  await expect(outlineStyle('h1')).resolves.toBe('none');

  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Ana sayfaya dön');
  await expect(outlineStyle('a:focus')).resolves.toBe('solid');
});

describe("the header's icon buttons", () => {
  beforeEach(async () => {
    await signIn(page, demoLogin.email, demoLogin.password);
    await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
  });

  const header = () => page.getByRole('banner');

  it('show their label on hover', async () => {
    const label = header().getByText('My Events', { exact: true });
    await expect(label.isVisible()).resolves.toBe(false);
    await header()
      .getByRole('link', { name: /^My Events/ })
      .hover();
    await label.waitFor();
  });

  it('show their label on keyboard focus, and keep their accessible names', async () => {
    await header()
      .getByRole('link', { name: /^My Events/ })
      .focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Tokens',
    );
    await header().getByText('Tokens', { exact: true }).waitFor();
    await expect(header().getByRole('button', { name: 'Logout', exact: true }).count()).resolves.toBe(1);
  });
});
