/**
 * Calendar export in Chromium: "Takvime ekle" on an event's details downloads its .ics (parsed back) and offers a
 * Google Calendar link, on a 390 px phone and a desktop, only for members; the calendar feed's section in the
 * settings makes an address that answers the feed, and turning it off makes it answer 404. Axe checks each screen.
 */
import * as ical from 'node-ical';
import type { Page } from 'playwright-core';
import { downloadedText, expectNoAccessibilityViolations } from './browser';
import { apiUser, hostedEvent, type ApiUser } from './api-users';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { closeBrowser, closePage } from './support';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterEach(closePage);
afterAll(closePeopleBrowser);
afterAll(closeBrowser);

async function openEvent(user: ApiUser, eventId: string, viewport: typeof desktop): Promise<Page> {
  const page = await signedInPage(user, viewport, `/dashboard/eventDetails/${eventId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

it.each([
  ['a phone', phone],
  ['a desktop', desktop],
])(
  'downloads the event’s calendar file with "Takvime ekle" and offers a Google Calendar link, on %s',
  async (_, viewport) => {
    const host = await apiUser('calhost', 'Deniz Kaya');
    const event = await hostedEvent(host, `Tavla akşamı ${Date.now().toString(36)}`);
    const page = await openEvent(host, event.id, viewport);
    const add = page.getByRole('button', { name: 'Takvime ekle' });
    await add.waitFor();
    await expectNoAccessibilityViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toBe(`squad-${event.id.slice(0, 8)}.ics`);
    const entries = Object.values(ical.sync.parseICS(await downloadedText(download))).filter(
      (component) => component?.type === 'VEVENT',
    ) as ical.VEvent[];
    expect(entries.map((entry) => [entry.summary, entry.start.toISOString()])).toEqual([
      [event.title, event.startsAt],
    ]);
    await page.getByRole('status').filter({ hasText: 'Takvim dosyası indirildi' }).waitFor();

    const google = new URL(
      (await page.getByRole('link', { name: /Google Takvim’e ekle/ }).getAttribute('href')) ?? '',
    );
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect([google.searchParams.get('action'), google.searchParams.get('text')]).toEqual([
      'TEMPLATE',
      event.title,
    ]);
  },
);

it('offers no calendar file to someone who has not joined', async () => {
  const host = await apiUser('calhost', 'Deniz Kaya');
  const event = await hostedEvent(host, `Satranç ${Date.now().toString(36)}`);
  const stranger = await apiUser('calstranger', 'Ece Demir');
  const page = await openEvent(stranger, event.id, desktop);
  await page
    .getByRole('button', { name: 'Katılma isteği gönder' })
    .or(page.getByText(event.title))
    .first()
    .waitFor();
  expect(await page.getByRole('button', { name: 'Takvime ekle' }).count()).toBe(0);
});

it('makes a calendar feed address in the settings that answers the feed, and turning it off makes it answer 404', async () => {
  const user = await apiUser('calfeed', 'Mert Şahin');
  const event = await hostedEvent(user, `Piknik ${Date.now().toString(36)}`);
  const page = await signedInPage(user, phone, '/dashboard/settings');
  const section = page.getByRole('region', { name: 'Takvim aboneliği' });
  await section.getByText('Henüz bir takvim adresin yok.').waitFor();
  await expectNoAccessibilityViolations(page);

  await section.getByRole('button', { name: 'Takvim adresi oluştur' }).click();
  const address = section.getByLabel('Takvim adresin');
  await address.waitFor();
  const url = await address.inputValue();
  expect(url).toMatch(/\/calendar\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
  await expectNoAccessibilityViolations(page);
  const feed = await fetch(url);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`SUMMARY:${event.title}`);

  await section.getByRole('button', { name: 'Adresi kapat' }).click();
  await section.getByText('Henüz bir takvim adresin yok.').waitFor();
  expect((await fetch(url)).status).toBe(404);
});
