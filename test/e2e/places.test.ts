/**
 * Places in Chromium: address search from the searcher's position, a picked place that moves the city and
 * district selects says so, and "use my location" with the permission denied says what to do.
 */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import * as endpoints from '../integration/support/endpoints';
import { apiUser, callApi, type ApiUser } from './api-users';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';

jest.setTimeout(90_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

/** A user whose saved place is a district's point, as the settings form saves a picked district. */
async function userLivingIn(label: string, city: string, district: string, [lng, lat]: [number, number]) {
  const user = await apiUser(label, 'Ece Kaya');
  await callApi(user, endpoints.profile.updateProfile, {
    body: {
      city,
      district,
      coordinates: [lng, lat],
      exactLocation: { lng, lat, address: `${district}, ${city}` },
    },
  });
  return user;
}

async function openProfileSettings(user: ApiUser): Promise<Page> {
  const page = await signedInPage(user, desktop, '/dashboard/profile?tab=settings');
  await page.getByLabel('İl', { exact: true }).waitFor();
  return page;
}

const addressSearch = (page: Page) => page.getByRole('combobox', { name: 'Adres ara' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Adres ara' }).getByRole('option');
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

it('lists the place nearest the profile first when searching an address in settings', async () => {
  const user = await userLivingIn('nearankara', 'Ankara', 'ÇANKAYA', [32.8627, 39.9179]);
  const page = await openProfileSettings(user);
  await addressSearch(page).fill('Bahçelievler');
  await expect(results(page).first().textContent()).resolves.toContain('Bahçelievler, Çankaya, Ankara');
});

it('lists the place nearest the chosen city and district first when the profile has no place yet', async () => {
  const page = await openProfileSettings(await apiUser('selects', 'Ece Kaya'));
  await page.getByLabel('İl', { exact: true }).selectOption('Ankara');
  await page.getByLabel('İlçe', { exact: true }).selectOption('ÇANKAYA');
  await addressSearch(page).fill('Bahçelievler');
  await expect(results(page).first().textContent()).resolves.toContain('Bahçelievler, Çankaya, Ankara');
});

it('says so when a picked place moves the city and district selects to another city', async () => {
  const user = await userLivingIn('moved', 'İstanbul', 'KADIKÖY', [29.0903, 40.9823]);
  const page = await openProfileSettings(user);
  await addressSearch(page).fill('Kordon');
  await results(page).filter({ hasText: 'Kordon, Konak, İzmir' }).first().click();
  await status(
    page,
    'İl ve ilçe seçilen konuma göre değişti: İzmir, Konak (önceden İstanbul, Kadıköy). Kaydetmeden önce kontrol et.',
  ).waitFor();
  await expect(page.getByLabel('İl', { exact: true }).inputValue()).resolves.toBe('İzmir');
  await expect(page.getByLabel('İlçe', { exact: true }).inputValue()).resolves.toBe('KONAK');
  await expectNoAccessibilityViolations(page);
});

const deniedText =
  'Konum izni kapalı. Adres çubuğundaki kilit simgesinden (site ayarları) bu siteye konum izni ver ve tekrar dene.';

it('says location permission is off and how to allow it when "Konumumu kullan" is denied in settings', async () => {
  const user = await apiUser('denied', 'Ece Kaya');
  const page = await openProfileSettings(user);
  await page.getByRole('button', { name: 'Konumumu kullan' }).click();
  await status(page, `${deniedText} Ya da adresi yazarak ara.`).waitFor();
});

it('says location permission is off and how to allow it when "Konumumu kullan" is denied on the dashboard', async () => {
  const user = await apiUser('denieddash', 'Ece Kaya');
  const page = await signedInPage(user, phone);
  await page.getByRole('button', { name: 'Konumumu kullan' }).click();
  await status(page, deniedText).waitFor();
});
