/**
 * Places in Chromium: address search from the searcher's position.
 */
import type { Page } from 'playwright-core';
import * as endpoints from '../integration/support/endpoints';
import { apiUser, callApi, type ApiUser } from './api-users';
import { closeContexts, closePeopleBrowser, signedInPage } from './people';

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
  const page = await signedInPage(user);
  await page.goto('/dashboard/profile?tab=settings');
  await page.getByLabel('City').waitFor();
  return page;
}

const addressSearch = (page: Page) => page.getByRole('combobox', { name: 'Search address' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search address' }).getByRole('option');

it('lists the place nearest the profile first when searching an address in settings', async () => {
  const user = await userLivingIn('nearankara', 'Ankara', 'ÇANKAYA', [32.8627, 39.9179]);
  const page = await openProfileSettings(user);
  await addressSearch(page).fill('Bahçelievler');
  await expect(results(page).first().textContent()).resolves.toContain('Bahçelievler, Çankaya, Ankara');
});
