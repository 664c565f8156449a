/**
 * The physical dashboard's first load, as Lighthouse audits it: no location prompt without a gesture,
 * one list request, headings in order, and what the first API call needs loaded side by side.
 */
import type { Page } from 'playwright-core';
import { demoLogin } from './support';
import * as endpoints from '../integration/support/endpoints';
import { daysFromNow, physicalEventBody } from '../integration/support/events';
import { apiUser, callApi } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { afterLoadDelaysMs } from '../../web/src/lib/after-load';
import { rememberedPointKey } from '../../web/src/features/events/remembered-point';

jest.setTimeout(60_000);

let page: Page;
afterEach(closeContexts);
afterAll(closePeopleBrowser);

const izmir = { latitude: 38.4237, longitude: 27.1428 };

/** Counts the page's calls to getCurrentPosition (a script string: this project's types have no DOM). */
const positionCounter = `
  window.positionRequests = 0;
  const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
  navigator.geolocation.getCurrentPosition = (...args) => {
    window.positionRequests += 1;
    original(...args);
  };
`;

async function countPositionRequests(target: Page): Promise<void> {
  await target.addInitScript({ content: positionCounter });
}

const positionRequests = (target: Page) => target.evaluate<number>('window.positionRequests');

const openSignedIn = () => signedInPage(demoLogin, phone);

it('asks for the position only when the user presses Konumumu kullan', async () => {
  page = await openSignedIn();
  await countPositionRequests(page);
  await page.reload();
  await page.getByText('Profil konumuna göre').waitFor();
  await page.getByRole('article').first().waitFor();
  await expect(positionRequests(page)).resolves.toBe(0);

  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(izmir);
  await page.getByRole('button', { name: 'Konumumu kullan' }).click();
  await page.getByText('Konumuna göre').waitFor();
  await expect(positionRequests(page)).resolves.toBe(1);
});

it('reads the position by itself when the user has already allowed it', async () => {
  page = await openSignedIn();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(izmir);
  await page.reload();
  await page.getByText('Konumuna göre').waitFor();
  await expect(page.getByRole('button', { name: 'Konumumu kullan' }).count()).resolves.toBe(0);
});

const moda = { latitude: 40.9849, longitude: 29.0237 };

/**
 * An event at Moda a day before the others: the earlier files of a run create theirs at Moda two days ahead, and a
 * listing reads a bounded number of them by start time per page, so one among hundreds may miss the first page.
 */
const soonAtModa = (title: string) => physicalEventBody({ title, date: daysFromNow(1) });
const besiktas: [number, number] = [29.0075, 41.0428];

it.each([
  ['a phone', phone],
  ['a desktop', desktop],
])(
  'measures the distances from the browser’s position when it is allowed, from the profile’s otherwise, and says which, on %s',
  async (_screen, viewport) => {
    const host = await apiUser('nearhost', 'Ece Yıldız');
    const title = `Moda tavlası ${Date.now().toString(36)}`;
    await callApi(host, endpoints.events.createEvent, { body: soonAtModa(title) });
    const viewer = await apiUser('nearviewer', 'Can Demir');
    await callApi(viewer, endpoints.profile.updateProfile, {
      body: { city: 'İstanbul', district: 'BEŞİKTAŞ', coordinates: besiktas },
    });
    page = await signedInPage(viewer, viewport, `/dashboard/physical?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    const distance = () => card.getByText(/^\d+(,\d)? km$/).textContent();

    await page.getByText(/^Profil konumuna göre/).waitFor();
    await card.waitFor();
    const fromProfile = await distance();
    expect(Number(fromProfile?.replace(' km', '').replace(',', '.'))).toBeGreaterThan(3);

    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(moda);
    await page.reload();
    await page.getByText(/^Konumuna göre/).waitFor();
    await card.getByText(/^0,\d km$/).waitFor();
    await expectNoAccessibilityViolations(page);
  },
  // two users, an event and two page loads: more than the file's minute on a busy machine
  120_000,
);

it.each([
  ['a phone', phone],
  ['a desktop', desktop],
])(
  'measures from the profile’s district when its owner chose only a province and district, on %s',
  async (_screen, viewport) => {
    const host = await apiUser('farhost', 'Ece Yıldız');
    const title = `Moda satrancı ${Date.now().toString(36)}`;
    await callApi(host, endpoints.events.createEvent, { body: soonAtModa(title) });
    const viewer = await apiUser('ankaraviewer', 'Can Demir');
    await callApi(viewer, endpoints.profile.updateProfile, { body: { city: 'Ankara', district: 'ÇANKAYA' } });
    page = await signedInPage(viewer, viewport, `/dashboard/physical?q=${encodeURIComponent(title)}`);
    await page.getByText(/^Profil konumuna göre/).waitFor();
    // Moda is some 350 km from Çankaya, and a few from Istanbul's centre
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .getByText(/^3\d\d(,\d)? km$/)
      .waitFor();
    await expectNoAccessibilityViolations(page);
  },
  120_000,
);

it('asks for the list once, from the profile location, instead of from Istanbul first', async () => {
  page = await openSignedIn();
  const listRequests: string[] = [];
  // The live channel reads everything on screen again as it opens (a moment after the load event): on a busy
  // machine that can come before the network is idle, and it is not the page asking twice.
  let liveOpen = false;
  page.on('websocket', () => {
    liveOpen = true;
  });
  page.on('request', (request) => {
    if (
      !liveOpen &&
      request.method() === 'GET' &&
      request.url().includes(endpoints.events.listPhysicalEvents.path)
    ) {
      listRequests.push(request.url());
    }
  });
  await page.reload();
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(listRequests).toHaveLength(1);
  expect(listRequests[0]).not.toContain('near=28.9784%2C41.0082');
});

it("lists a returning user's events from the profile's point as last seen, without waiting for the profile", async () => {
  page = await openSignedIn();
  // The first visit's list, from the profile's point, which the browser now remembers.
  await page.getByRole('article').first().waitFor();
  const timeline = await timelineHolding(page, '**/private/profile');
  // The one held (an answer still on its way from before the reload may come first).
  const profileAnswered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/private/profile' &&
      timeline.includes('released /private/profile'),
  );
  await page.reload();
  await page.getByRole('article').first().waitFor();
  await profileAnswered;
  expect(position(timeline, /^requested \/private\/events\/physical$/)).toBeLessThan(
    position(timeline, /^released \/private\/profile$/),
  );
});

it("moves the list to the profile's point when it changed since the browser last saw it", async () => {
  page = await openSignedIn();
  // Once the first visit has remembered the profile's point, which would otherwise overwrite this one.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, rememberedPointKey);
  await page.evaluate(([key, point]) => localStorage.setItem(key, JSON.stringify(point)), [
    rememberedPointKey,
    [izmir.longitude, izmir.latitude],
  ] as const);
  // The reloaded page's requests only: the first visit's live channel reads the list again a while after its load.
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (reloaded && request.url().includes(endpoints.events.listPhysicalEvents.path))
      listRequests.push(request.url());
  });
  await page.reload();
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  const fromIzmir = `near=${izmir.longitude}%2C${izmir.latitude}`;
  expect(listRequests[0]).toContain(fromIzmir);
  expect(listRequests.at(-1)).not.toContain(fromIzmir);
  await expect(page.evaluate((key) => localStorage.getItem(key), rememberedPointKey)).resolves.not.toContain(
    String(izmir.longitude),
  );
});

it('titles each event card one level below the page heading', async () => {
  page = await openSignedIn();
  await page.getByRole('heading', { level: 1, name: 'Yakındaki etkinlikler' }).waitFor();
  const firstCard = page.getByRole('article').first();
  await firstCard.waitFor();
  await expect(firstCard.getByRole('heading', { level: 2 }).count()).resolves.toBe(1);
});

/** Notes whether the page-loading fallback was ever added to the document, even for a moment. */
const fallbackWatcher = `
  window.fallbackSeen = false;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if ((node.textContent || '').includes('Sayfa yükleniyor')) window.fallbackSeen = true;
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

it('paints the physical dashboard whole, without a page-loading screen first', async () => {
  page = await openSignedIn();
  await page.addInitScript({ content: fallbackWatcher });
  await page.reload();
  await page.getByRole('article').first().waitFor();
  await expect(page.evaluate<boolean>('window.fallbackSeen')).resolves.toBe(false);
});

it.each([
  ['the online dashboard', '/dashboard/online'],
  ['My Events', '/dashboard/my-events'],
])('paints %s whole when opened directly, without a page-loading screen first', async (_name, path) => {
  page = await openSignedIn();
  await page.addInitScript({ content: fallbackWatcher });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.evaluate<boolean>('window.fallbackSeen')).resolves.toBe(false);
});

/** Notes when the first card is in the page (a script string: this project's types have no DOM). */
const firstCardWatcher = `
  new MutationObserver((records, observer) => {
    if (!document.querySelector('article')) return;
    window.firstCardAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

it('loads the physical dashboard in a dozen scripts, not thirty small chunks', async () => {
  page = await openSignedIn();
  await page.addInitScript({ content: firstCardWatcher });
  await page.reload();
  await page.getByRole('article').first().waitFor();
  await page.waitForFunction(() => document.readyState === 'complete');
  // The scripts that started before the first card was in the page, and before any deferred work began (the bell
  // and the live channel, a moment after the load event): on a busy machine the card can come after both.
  const scripts = await page.evaluate<string[], number>(
    (deferredAfterMs) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const firstCardAt = (window as unknown as { firstCardAt: number }).firstCardAt;
      const before = Math.min(firstCardAt, navigation.loadEventEnd + deferredAfterMs);
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < before)
        .map((entry) => new URL(entry.name).pathname);
    },
    Math.min(...Object.values(afterLoadDelaysMs)),
  );
  // The entry, the runtime, the preload helper, the first screen, the dashboard, the config check with zod's core,
  // the seller's details, and the contracts the dashboard shares with later screens.
  expect(scripts.length).toBeLessThanOrEqual(13);
});

/**
 * Holds back the responses of the files matching `held` for a second and notes, in order, each request sent and
 * each held response let through: what was requested while a file was held did not wait for it.
 */
async function timelineHolding(target: Page, held: string): Promise<string[]> {
  const timeline: string[] = [];
  target.on('request', (request) => timeline.push(`requested ${new URL(request.url()).pathname}`));
  await target.route(held, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    timeline.push(`released ${new URL(route.request().url()).pathname}`);
    await route.continue();
  });
  return timeline;
}

function position(timeline: string[], entry: RegExp): number {
  const index = timeline.findIndex((line) => entry.test(line));
  if (index < 0) throw new Error(`nothing in ${JSON.stringify(timeline)} matches ${entry}`);
  return index;
}

it('requests /config.json alongside the dashboard layout, not after it', async () => {
  page = await openSignedIn();
  // The layout is in the signed-in first screen's `dashboard` chunk (web/vite.config.mts).
  const timeline = await timelineHolding(page, '**/assets/dashboard-*.js');
  await page.reload();
  await page.getByRole('article').first().waitFor();
  expect(position(timeline, /^requested \/config\.json$/)).toBeLessThan(
    position(timeline, /^released .*\/dashboard-/),
  );
});

it("lists a returning user's events with the stored session, without waiting for Amplify", async () => {
  page = await openSignedIn();
  const amplifyRequests: string[] = [];
  // Amplify's identity chunk is held until the list is on screen: a list that waited for it never appears.
  let releaseAmplify: () => void = () => undefined;
  const listShown = new Promise<void>((resolve) => (releaseAmplify = resolve));
  await page.route('**/assets/identity-*.js', async (route) => {
    amplifyRequests.push(route.request().url());
    await listShown;
    await route.continue();
  });
  await page.reload();
  await page.getByRole('article').first().waitFor({ timeout: 10_000 });
  releaseAmplify();

  expect(amplifyRequests).toEqual([]);
});

it('goes through Amplify, which refreshes it, when the stored access token is about to expire', async () => {
  page = await openSignedIn();
  // Rewrites the stored access token's expiry to a minute from now: too close to send as it is.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'))!;
    const [header, , signature] = localStorage.getItem(key)!.split('.');
    const claims = JSON.parse(
      atob(localStorage.getItem(key)!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')),
    );
    const soon = { ...claims, exp: Math.floor(Date.now() / 1000) + 60 };
    const payload = btoa(JSON.stringify(soon)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem(key, `${header}.${payload}.${signature}`);
  });
  const amplifyRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/identity-[\w-]+\.js$/.test(request.url())) amplifyRequests.push(request.url());
  });
  await page.reload();
  await page.getByRole('article').first().waitFor();

  // Chromium may fetch a module twice when its modulepreload and its import race; one file is what counts.
  expect(new Set(amplifyRequests).size).toBe(1);
});

it('requests /config.json alongside the chunk that checks it, not after it', async () => {
  page = await openSignedIn();
  const timeline = await timelineHolding(page, '**/assets/load-site-config-*.js');
  await page.reload();
  await page.getByRole('article').first().waitFor();
  expect(position(timeline, /^requested \/config\.json$/)).toBeLessThan(
    position(timeline, /^released .*\/load-site-config-/),
  );
});
