/** Unknown paths in Chromium: inside the dashboard the 404 sits under the dashboard's header, outside it alone. */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import { closeBrowser, closePage, demoLogin, openPage, signIn } from './support';

jest.setTimeout(60_000);

let page: Page;
afterEach(closePage);
afterAll(closeBrowser);

it('shows an unknown dashboard path as a 404 under the one dashboard header, with a way back to the events', async () => {
  page = await openPage({ width: 390, height: 844 });
  await signIn(page, demoLogin.email, demoLogin.password);
  await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
  await page.goto('/dashboard/nope');
  await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
  await expect(page.getByRole('banner').count()).resolves.toBe(1);
  await expect(page.getByRole('main').count()).resolves.toBe(1);
  await page.getByRole('button', { name: 'Menüyü aç' }).waitFor();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Etkinliklere dön' }).click();
  await page.waitForURL('**/dashboard/physical');
});

it('shows an unknown public path as a 404 with the way back to the start', async () => {
  page = await openPage();
  await page.goto('/nope');
  await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).waitFor();
});
