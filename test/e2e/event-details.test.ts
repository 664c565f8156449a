/**
 * The details screen in Chromium: the meeting point for an accepted participant and not for anyone else, the
 * host's tabs by keyboard, and "Event Not Found" for an id that names no event.
 */
import * as endpoints from '../integration/support/endpoints';
import { onlineEventBody, physicalEventBody } from '../integration/support/events';
import { apiUser, askToJoin, callApi, screened } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import type { Page } from 'playwright-core';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const detailsPath = (eventId: string) => `/dashboard/eventDetails/${eventId}`;

it('shows an accepted participant the address and a map of the meeting point, and a pending requester only when it will be shared', async () => {
  const [host, guest, hopeful] = await Promise.all([
    apiUser('host', 'Ece Yıldız'),
    apiUser('guest', 'Mert Kaya'),
    apiUser('hopeful', 'Deniz Ak'),
  ]);
  const address = `Gizli Sokak ${Date.now().toString(36)}, Moda`;
  const { event } = await callApi(host, endpoints.events.createEvent, {
    body: physicalEventBody({
      location: { name: 'Moda İskelesi önü', lat: 40.9849, lng: 29.0237, address },
      coordinates: [29.0237, 40.9849],
    }),
  });
  await Promise.all([askToJoin(guest, event.id), askToJoin(hopeful, event.id)]);
  await Promise.all([screened(guest, event.id), screened(hopeful, event.id)]);
  await callApi(host, endpoints.requests.acceptJoinRequest, {
    params: { id: event.id, requestId: guest.userId },
  });

  const guestPage = await signedInPage(guest, phone, detailsPath(event.id));
  await guestPage.getByRole('heading', { name: 'Buluşma noktası' }).waitFor();
  await guestPage.getByText(address).waitFor();
  const map = guestPage.getByRole('region', { name: 'Buluşma noktasının haritası' });
  await map.locator('.leaflet-marker-icon').waitFor();
  await expectNoAccessibilityViolations(guestPage);

  const hopefulPage = await signedInPage(hopeful, phone, detailsPath(event.id));
  await hopefulPage
    .getByText('Tam buluşma noktası, ev sahibi katılma isteğini kabul ettiğinde burada paylaşılır.')
    .waitFor();
  await hopefulPage.getByText('Moda Sahili').first().waitFor();
  expect(await hopefulPage.getByText(address).count()).toBe(0);
  expect(await hopefulPage.getByRole('region', { name: 'Buluşma noktasının haritası' }).count()).toBe(0);
});

it("moves between the host's tabs by keyboard: the arrow keys, Home and End select a tab and show its panel", async () => {
  const [host, hopeful] = await Promise.all([
    apiUser('tabhost', 'Selin Aydın'),
    apiUser('tabguest', 'Can Demir'),
  ]);
  const { event } = await callApi(host, endpoints.events.createEvent, { body: physicalEventBody() });
  await askToJoin(hopeful, event.id);
  await screened(hopeful, event.id);

  const page = await signedInPage(host, desktop, detailsPath(event.id));
  await page.getByRole('tab', { name: 'Overview', selected: true }).focus();

  await page.keyboard.press('ArrowRight');
  await selectedAndFocused(page, 'Participants');
  await page.getByRole('tabpanel', { name: 'Participants' }).getByText('Selin Aydın').waitFor();

  await page.keyboard.press('ArrowRight');
  await selectedAndFocused(page, 'Requests (1 bekliyor)');
  await page.getByRole('tabpanel').getByText('Can Demir').waitFor();

  await page.keyboard.press('End');
  await selectedAndFocused(page, 'Analytics');
  await page.keyboard.press('Home');
  await selectedAndFocused(page, 'Overview');
  await page.keyboard.press('ArrowLeft');
  await selectedAndFocused(page, 'Analytics');
  await expectNoAccessibilityViolations(page);
});

const screens = [
  ['a phone', phone],
  ['a desktop', desktop],
] as const;

it.each(screens)(
  'tells an accepted participant on %s that the host cancelled, with no promise of a place and no message to write',
  async (_screen, viewport) => {
    const [host, guest] = await Promise.all([
      apiUser('cancelhost', 'Selin Aydın'),
      apiUser('cancelguest', 'Mert Kaya'),
    ]);
    const { event } = await callApi(host, endpoints.events.createEvent, { body: physicalEventBody() });
    await askToJoin(guest, event.id);
    await screened(guest, event.id);
    await callApi(host, endpoints.requests.acceptJoinRequest, {
      params: { id: event.id, requestId: guest.userId },
    });
    await callApi(host, endpoints.events.cancelEvent, { params: { id: event.id } });

    const page = await signedInPage(guest, viewport, detailsPath(event.id));
    const request = page.getByRole('region', { name: 'Katılım isteğin' });
    await request.getByText('Ev sahibi bu etkinliği iptal etti; etkinlik yapılmayacak.').waitFor();
    await request.getByText('Etkinlik iptal edildi').waitFor();
    expect(await page.getByText(/artık katılımcısın/).count()).toBe(0);
    expect(await request.getByText('Kabul edildi').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ev sahibine mesaj yaz' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Etkinlikten ayrıl/ }).count()).toBe(0);
    await expectNoAccessibilityViolations(page);
  },
);

it.each(screens)(
  'shows an online event’s skill level on %s in the words the host chose it in, on the card and the details',
  async (_screen, viewport) => {
    const host = await apiUser('skillhost', 'Ece Yıldız');
    const title = `Valorant ${Date.now().toString(36)}`;
    await callApi(host, endpoints.events.createEvent, {
      body: onlineEventBody({ title, skillLevel: 'beginner' }),
    });
    const viewer = await apiUser('skillviewer', 'Can Demir');

    const page = await signedInPage(viewer, viewport, '/dashboard/online');
    await page.getByLabel('Ara', { exact: true }).fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByText('Başlangıç', { exact: true }).waitFor();
    expect(await card.getByText('Beginner').count()).toBe(0);
    await expectNoAccessibilityViolations(page);

    await card.getByRole('heading', { name: title }).click();
    await page.getByText('Seviye: Başlangıç').waitFor();
    expect(await page.getByText(/Beginner/).count()).toBe(0);
    await expectNoAccessibilityViolations(page);
  },
);

it.each(screens)('labels the days of the host’s views on %s as Turkish dates', async (_screen, viewport) => {
  const [host, visitor] = await Promise.all([
    apiUser('viewshost', 'Selin Aydın'),
    apiUser('viewsvisitor', 'Deniz Ak'),
  ]);
  const { event } = await callApi(host, endpoints.events.createEvent, { body: physicalEventBody() });
  await callApi(visitor, endpoints.events.getEvent, { params: { id: event.id } });

  const page = await signedInPage(host, viewport, detailsPath(event.id));
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const days = page.getByRole('list', { name: 'Günlere göre görüntülenme' }).getByRole('listitem');
  await days.first().waitFor();
  const label = (await days.first().locator('span').last().textContent()) ?? '';
  expect(label).toMatch(/^\d{1,2} (Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara)$/);
  await expectNoAccessibilityViolations(page);
});

/** The tab named `name` is the selected one, has the keyboard focus, and is the only tab in the Tab order. */
async function selectedAndFocused(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true, selected: true });
  await tab.waitFor();
  expect(await tab.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
}

it.each([
  ['an id that names no event', '7b0c6a52-3f7e-4a36-9d0e-2c1f5b8a9e41'],
  ['a malformed id', 'not-an-event'],
])(
  'shows Event Not Found for %s opened from a link, keeps it, and Go Back leads to the events',
  async (_case, id) => {
    const user = await apiUser('lost', 'Kayıp Yolcu');
    const page = await (await signedInPage(user)).context().newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().endsWith(`/private/event/${id}`))
        reads.push(request.url());
    });
    await page.clock.install();
    await page.goto(detailsPath(id));
    await page.getByRole('heading', { name: 'Event Not Found' }).waitFor();
    // A 404 or 400 is the answer: read again (SWR retries a failure within 5 to 15 s), it would flip back to
    // loading. The page's clock runs through those seconds at once; a read they started would be on its way soon.
    await page.clock.runFor(16_000);
    await page.waitForTimeout(500);
    expect(reads).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Event Not Found' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/dashboard/physical');
  },
);
