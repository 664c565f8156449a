/**
 * Numbers a person reads agree with each other and with what happened: a cancelled event in no count and marked
 * where it is listed, My Events' counts adding up to its cards, and each member's rating where they are listed.
 */
import type { Page } from 'playwright-core';
import * as endpoints from '../integration/support/endpoints';
import { apiUser, askToJoin, callApi, hostedEvent, screened } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { demoLogin } from './support';

jest.setTimeout(180_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

/** The value a definition list gives a label (the profile's statistics, My Events' counts). */
const valueOf = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();

it('counts an event its host cancelled in none of the participant’s totals, and marks it cancelled in their Events tab, on a phone', async () => {
  const host = await apiUser('cancels', 'Nehir Aksoy');
  const guest = await apiUser('stoodup', 'Ada Demir');
  const kept = await hostedEvent(host, 'Sahilde tavla');
  const called = await hostedEvent(host, 'İptal olan satranç');
  for (const event of [kept, called]) {
    await askToJoin(guest, event.id);
    await screened(guest, event.id);
    await callApi(host, endpoints.requests.acceptJoinRequest, {
      params: { id: event.id, requestId: guest.userId },
    });
  }
  await callApi(host, endpoints.events.cancelEvent, { params: { id: called.id } });

  const page = await signedInPage(guest, phone, '/dashboard/profile?tab=events');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'İptal olan satranç' })
    .getByText('İptal edildi')
    .waitFor();
  await expect(valueOf(page, 'Katıldığın etkinlik').textContent()).resolves.toBe('1');
  await expectNoAccessibilityViolations(page);

  await page.goto('/dashboard/my-events');
  await page.getByText('Sayılara girmeyenler: 1 iptal edilen etkinlik.').waitFor();
  await expect(valueOf(page, 'Total').textContent()).resolves.toBe('1');
  await expect(valueOf(page, 'Attended').textContent()).resolves.toBe('1');
  await expectNoAccessibilityViolations(page);
});

it("adds My Events' counts up to the host's cards: hosted ones counted, a cancelled one and a draft named", async () => {
  const host = await apiUser('tally', 'Deniz Acar');
  await hostedEvent(host, 'Yayında buluşma');
  const called = await hostedEvent(host, 'Vazgeçilen buluşma');
  await callApi(host, endpoints.events.cancelEvent, { params: { id: called.id } });
  await callApi(host, endpoints.events.createEvent, {
    body: { type: 'physical', idempotencyKey: crypto.randomUUID(), draft: true, title: 'Yarım taslak' },
  });

  const page = await signedInPage(host, desktop, '/dashboard/my-events');
  await page.getByText('Sayılara girmeyenler: 1 iptal edilen etkinlik, 1 taslak.').waitFor();
  await expect(valueOf(page, 'Total').textContent()).resolves.toBe('1');
  await expect(valueOf(page, 'Hosted').textContent()).resolves.toBe('1');
  await expectNoAccessibilityViolations(page);
});

it("shows each member's rating for their role, with its count, in a completed event's Participants tab", async () => {
  const page = await signedInPage(demoLogin, desktop, '/dashboard/my-events');
  await page.getByRole('tab', { name: 'Past' }).click();
  await page.getByRole('link', { name: "Bebek'ten Arnavutköy'e gün batımı yürüyüşü" }).click();
  await page.getByRole('tab', { name: 'Participants' }).click();

  // The seed's host rated this participant and was rated by them: both ratings are counted by now.
  const rated = /★ \d(,\d)? \(\d+\)/;
  const host = page.getByRole('listitem').filter({ hasText: 'Ev sahibi' });
  const participant = page.getByRole('listitem').filter({ hasText: 'Deniz' });
  await host.getByText(rated).waitFor();
  await participant.getByText(rated).waitFor();
  await expectNoAccessibilityViolations(page);
});

it("shows a seeded participant's reliability as a share and their participant rating in the host's profile dialog", async () => {
  const host = await signedInPage(
    { email: 'selin@squad.local', password: demoLogin.password },
    phone,
    '/dashboard/my-events',
  );
  await host.getByRole('tab', { name: 'Past' }).click();
  await host.getByRole('link', { name: "Bebek'ten Arnavutköy'e gün batımı yürüyüşü" }).click();
  await host.getByRole('tab', { name: 'Participants' }).click();
  await host.getByRole('button', { name: 'View Profile: Deniz Kaya' }).click();

  // Deniz took part in the seed's three completed events: enough history for a share instead of "Yeni".
  const dialog = host.getByRole('dialog', { name: 'Deniz Kaya' });
  await dialog.getByText(/^Güvenilirlik: %\d+ · \d+ etkinlik$/).waitFor();
  await dialog.getByText(/^Katılımcı ★ \d\.\d \/ 5 \(\d+\)$/).waitFor();
  await expectNoAccessibilityViolations(host);
});

it('names each token total for what it counts, adding up to the balance, with a cancelled event given back', async () => {
  const host = await apiUser('totals', 'Ece Yılmaz');
  await hostedEvent(host, 'Kalan etkinlik');
  const called = await hostedEvent(host, 'Geri alınan etkinlik');
  await callApi(host, endpoints.events.cancelEvent, { params: { id: called.id } });

  const page = await signedInPage(host, phone, '/dashboard/tokens');
  await page.getByTestId('token-balance').getByText('4 token').waitFor();
  await expect(valueOf(page, 'Hoş geldin hediyesi').textContent()).resolves.toBe('+5');
  await expect(valueOf(page, 'Etkinliklere harcadığın').textContent()).resolves.toBe('−1');
  await expect(valueOf(page, 'Kurallardan kazandığın').textContent()).resolves.toBe('+0');
  await page.getByText(/Satın aldığın tokenlar paketine göre 30-120 gün geçerli olur\./).waitFor();
  await expectNoAccessibilityViolations(page);
});

it('says the list shows a page of the matches while more can be loaded, not that the page is every match', async () => {
  const word = `Sayfa${Date.now().toString(36)}`;
  const hosts = await Promise.all([1, 2, 3, 4, 5].map((n) => apiUser(`pager${n}`, `Sayfa Sahibi ${n}`)));
  for (const host of hosts) {
    for (let n = 0; n < 5; n += 1) await hostedEvent(host, `${word} buluşması ${n}`);
  }

  const page = await signedInPage(hosts[0], desktop);
  await page.getByRole('searchbox', { name: 'Etkinlik ara' }).fill(word);
  await page.getByText('20 etkinlik gösteriliyor · daha fazlası var', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Daha fazla' }).click();
  await page.getByText(/^25 etkinlik/).waitFor();
  await expectNoAccessibilityViolations(page);
});
