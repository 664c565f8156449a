/**
 * Live updates in Chromium, two people: the host watches an event's Requests tab while the guest asks to join
 * through the API; the request appears on the host's open tab without a reload, and the host's tab sends no API
 * request until a live update tells it to read again.
 */
import { apiUser, askToJoin, hostedEvent } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { liveSocket, quiet } from './live-channel';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

it('shows B’s request on A’s open Requests tab without a reload, and A’s tab asks the API nothing until the live update', async () => {
  const [host, guest] = await Promise.all([apiUser('host', 'Ece Yıldız'), apiUser('guest', 'Mert Kaya')]);
  const title = `Satranç ${Date.now().toString(36)}`;
  const event = await hostedEvent(host, title);

  const page = await signedInPage(host);
  const socket = liveSocket(page);
  await page.goto(`/dashboard/eventDetails/${event.id}`);
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await page.getByText('No pending requests').waitFor();
  const connection = await socket;
  // Settled: the page's first reads, and those its live channel made as it opened, are done.
  await quiet(page);

  const apiRequests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/private/'))
      apiRequests.push({ url: request.url(), at: Date.now() });
  });
  const updates: { payload: string; at: number }[] = [];
  connection.on('framereceived', ({ payload }) => updates.push({ payload: String(payload), at: Date.now() }));

  const asked = Date.now();
  await askToJoin(guest, event.id);
  const row = page.getByRole('article', { name: 'Mert Kaya' });
  await row.waitFor({ timeout: 10_000 });
  const shown = Date.now();

  expect(updates.length).toBeGreaterThan(0);
  expect(JSON.parse(updates[0].payload)).toEqual({ topics: ['requests'], eventId: event.id });
  // No poll in between: every API request the host's tab sent came after a live update.
  expect(apiRequests.filter((request) => request.at < updates[0].at)).toEqual([]);
  // A handful of reads per live update (the event, its requests, its waitlist...), not a stream of polls.
  expect(apiRequests.length).toBeLessThanOrEqual(updates.length * 6);
  console.log(
    `live e2e: request on screen ${shown - asked} ms after the POST began; ${updates.length} live update(s), ${apiRequests.length} API request(s) in the window`,
  );
  await expectNoAccessibilityViolations(page);
});

it.each([
  ['a phone', phone],
  ['a desktop', desktop],
])(
  'tells the open dashboard on %s of a new event nearby with a quiet bar, and adds it to the list only on a tap',
  async (_name, viewport) => {
    const [viewer, host] = await Promise.all([
      apiUser('nearby', 'Selin Acar'),
      apiUser('newhost', 'Kaan Er'),
    ]);
    const title = `Yeni buluşma ${Date.now().toString(36)}`;

    const page = await signedInPage(viewer, viewport);
    // The channel tells the server the dashboard's area as soon as it opens.
    const watching = page
      .waitForEvent('websocket', {
        timeout: 15_000,
        predicate: () => new URL(page.url()).pathname === '/dashboard/physical',
      })
      .then((socket) =>
        socket.waitForEvent('framesent', {
          predicate: ({ payload }) => String(payload).includes('"watchArea"'),
        }),
      );
    // Searching for the title: the list starts empty, whatever other tests listed nearby.
    await page.goto(`/dashboard/physical?q=${encodeURIComponent(title)}`);
    await page.getByText('Bu filtrelerle etkinlik bulunamadı.').waitFor();
    await watching;
    await quiet(page);

    await hostedEvent(host, title);

    const bar = page.getByRole('button', { name: /Yeni etkinlikler var/ });
    await bar.waitFor({ timeout: 10_000 });
    // Nothing moved under the reader's finger: the list is as it was until they ask.
    await expect(page.getByText(title).count()).resolves.toBe(0);
    await page.getByText('Bu filtrelerle etkinlik bulunamadı.').waitFor();
    await expectNoAccessibilityViolations(page);

    await bar.click();
    await page.getByRole('link', { name: title }).first().waitFor();
    await expect(bar.count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('1 etkinlik');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  },
);
