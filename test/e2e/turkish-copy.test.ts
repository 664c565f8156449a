/**
 * One language on a screen: what the spec does not quote in English is Turkish, so a new user's profile does not
 * say "No username yet" beside the menu's "Kullanıcı adı yok", nor "Selected location:" where the wizard says
 * "Seçilen konum:".
 */
import type { Page } from 'playwright-core';
import { closeBrowser, closePage, openPage, registerAndVerify, signIn, uniqueEmail } from './support';

jest.setTimeout(90_000);

let page: Page;

beforeAll(async () => {
  page = await openPage({ width: 390, height: 844 });
  const email = uniqueEmail('turkish');
  await registerAndVerify(page, email, 'Sifre123!');
  await signIn(page, email, 'Sifre123!');
  await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
});
afterAll(async () => {
  await closePage();
  await closeBrowser();
});

it('says a missing username in Turkish on the profile, as the menu does', async () => {
  await page.goto('/dashboard/profile');
  await page
    .locator('section[aria-labelledby="profile-name"]')
    .getByText('Kullanıcı adı yok', { exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('dialog').getByText('Kullanıcı adı yok', { exact: true }).waitFor();
  await expect(page.getByText('No username yet').count()).resolves.toBe(0);
});

it('labels the chosen place "Seçilen konum" in the profile settings, as the wizard does', async () => {
  await page.goto('/dashboard/profile?tab=settings');
  await page.getByRole('combobox', { name: 'Adres ara' }).fill('Kadıköy');
  await page.getByRole('listbox', { name: 'Adres ara' }).getByRole('option').first().click();
  const chosen = page.getByTestId('selected-location');
  await expect(chosen.textContent()).resolves.toContain('Kadıköy');
  await expect(chosen.locator('xpath=..').innerText()).resolves.toMatch(/^Seçilen konum:/);
  await expect(page.getByText('Selected location').count()).resolves.toBe(0);
});
