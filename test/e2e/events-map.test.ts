/**
 * The physical dashboard's map follows its list, in Chromium on the local stack with the seeded demo events
 * (Istanbul, Ankara, İzmir): each new set of results is fitted into view, and the map says so over itself when
 * no listed event is in view.
 */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import { newUser } from './api-users';
import { closeContexts, closePeopleBrowser, signedInPage } from './people';

jest.setTimeout(180_000);

let page: Page;
afterEach(closeContexts);
afterAll(closePeopleBrowser);

const map = () => page.getByRole('region', { name: 'Etkinlik haritası' });
const mapStatus = () => page.locator('p[role="status"]').filter({ hasText: /etkinlik yok/ });

async function signedInOnPhysicalDashboard(): Promise<void> {
  page = await signedInPage(await newUser('map'));
  await page.locator('.leaflet-marker-icon').first().waitFor();
}

/** The titles of the markers drawn wholly inside the map's box, as a user sees them. */
async function markersInView(): Promise<string[]> {
  const box = await map().boundingBox();
  return page.locator('.leaflet-marker-icon').evaluateAll(
    (icons, area) =>
      icons
        .filter((icon) => {
          const rect = icon.getBoundingClientRect();
          return (
            rect.left >= area!.x &&
            rect.right <= area!.x + area!.width &&
            rect.top >= area!.y &&
            rect.bottom <= area!.y + area!.height
          );
        })
        .map((icon) => icon.getAttribute('title') ?? ''),
    box,
  );
}

/** Searches and returns once the map draws the markers of that search's results. */
async function search(text: string, results: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Etkinlik ara' }).fill(text);
  await page.getByText(`${results} etkinlik`, { exact: true }).waitFor();
  await page.waitForFunction(
    (count) => document.querySelectorAll('.leaflet-marker-icon').length === count,
    results,
  );
}

it('fits every listed event into the map when the dashboard opens', async () => {
  await signedInOnPhysicalDashboard();
  const titles = await page
    .locator('.leaflet-marker-icon')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title') ?? ''));
  expect(titles.length).toBeGreaterThan(1);
  // The map fits its markers once the list has settled (the page's position may arrive after the first list).
  let inView = await markersInView();
  for (const deadline = Date.now() + 10_000; inView.length < titles.length && Date.now() < deadline;) {
    await page.waitForTimeout(250);
    inView = await markersInView();
  }
  expect(inView.sort()).toEqual(titles.sort());
});

it('moves the map to the one listed event when a search finds it far from the map', async () => {
  await signedInOnPhysicalDashboard();
  await search('Kordonda', 1);
  expect(await markersInView()).toEqual(['Kordonda akşam basketbolu']);
});

it('says over the map that no event is there when the filters list none', async () => {
  await signedInOnPhysicalDashboard();
  await search('hiçbiretkinlikbunuiçermez', 0);
  await expect(mapStatus().textContent()).resolves.toBe('Haritada gösterilecek etkinlik yok.');
  await expectNoAccessibilityViolations(page);
});

it('says over the map that no listed event is in view once the user drags them out of it', async () => {
  await signedInOnPhysicalDashboard();
  await search('Kordonda', 1);
  const box = (await map().boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + box.width, start.y, { steps: 10 });
  await page.mouse.up();
  await expect(mapStatus().textContent()).resolves.toBe(
    'Görünen alanda etkinlik yok. Haritayı uzaklaştır ya da kaydır.',
  );
});
