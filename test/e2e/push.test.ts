/**
 * Push in Chromium, two people: the host watches an event's Requests tab while the guest asks to join through the
 * API; the request appears on the host's open tab without a reload, and the host's tab sends no API request until
 * a push tells it to read again.
 */
import { apiUser, askToJoin, hostedEvent } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, signedInPage } from './people';
import { pushSocket, quiet } from './push-channel';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

it('shows B’s request on A’s open Requests tab without a reload, and A’s tab asks the API nothing until the push', async () => {
  const [host, guest] = await Promise.all([apiUser('host', 'Ece Yıldız'), apiUser('guest', 'Mert Kaya')]);
  const title = `Satranç ${Date.now().toString(36)}`;
  const event = await hostedEvent(host, title);

  const page = await signedInPage(host);
  const socket = pushSocket(page);
  await page.goto(`/dashboard/eventDetails/${event.id}`);
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await page.getByText('No pending requests').waitFor();
  const connection = await socket;
  // Settled: the page's first reads, and those its push channel made as it opened, are done.
  await quiet(page);

  const apiRequests: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/private/'))
      apiRequests.push({ url: request.url(), at: Date.now() });
  });
  const pushes: { payload: string; at: number }[] = [];
  connection.on('framereceived', ({ payload }) => pushes.push({ payload: String(payload), at: Date.now() }));

  const asked = Date.now();
  await askToJoin(guest, event.id);
  const row = page.getByRole('article', { name: 'Mert Kaya' });
  await row.waitFor({ timeout: 10_000 });
  const shown = Date.now();

  expect(pushes.length).toBeGreaterThan(0);
  expect(JSON.parse(pushes[0].payload)).toEqual({ topics: ['requests'], eventId: event.id });
  // No poll in between: every API request the host's tab sent came after a push.
  expect(apiRequests.filter((request) => request.at < pushes[0].at)).toEqual([]);
  // A handful of reads per push (the event, its requests, its waitlist...), not a stream of polls.
  expect(apiRequests.length).toBeLessThanOrEqual(pushes.length * 6);
  console.log(
    `push e2e: request on screen ${shown - asked} ms after the POST began; ${pushes.length} push(es), ${apiRequests.length} API request(s) in the window`,
  );
  await expectNoAccessibilityViolations(page);
});
