/**
 * The notification centre in Chromium, on a desktop and on a 390 px phone: the bell shows a new notification's
 * count (in digits and in words), its list opens (a popover, a sheet), marking all read empties the count, and a
 * kind switched off in the settings brings nothing; with axe checks on each.
 */
import type { Page } from 'playwright-core';
import * as endpoints from '../integration/support/endpoints';
import { expectNoAccessibilityViolations } from './browser';
import { apiUser, askToJoin, callApi, hostedEvent, screened, type ApiUser } from './api-users';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const bell = (page: Page) => page.getByRole('button', { name: /^Bildirimler, / });

/** The host's event with one request the screener let through. */
async function requestedEvent(
  title: string,
): Promise<{ host: ApiUser; requester: ApiUser; eventId: string }> {
  const [host, requester] = await Promise.all([
    apiUser('bellhost', 'Deniz Yılmaz'),
    apiUser('bellasker', 'Ece Kaya'),
  ]);
  const event = await hostedEvent(host, title);
  await askToJoin(requester, event.id);
  await screened(requester, event.id);
  return { host, requester, eventId: event.id };
}

/** Waits until the API lists `count` notifications of `type` for `user` (the notifier runs within a second or two). */
async function notified(user: ApiUser, type: string, count = 1): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await callApi(user, endpoints.notifications.listNotifications);
    if (page.items.filter((item) => item.type === type).length >= count) return;
    if (Date.now() > deadline) throw new Error(`no ${type} notification for ${user.email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('shows a new request on the host’s bell, lists it in a popover, marks all read, and counts the next one without a reload on a desktop', async () => {
  const { host, eventId } = await requestedEvent('Bell: tavla akşamı');
  await notified(host, 'joinRequest');
  const page = await signedInPage(host, desktop);

  await bell(page).waitFor();
  await page.getByRole('button', { name: /okunmamış bildirim$/ }).waitFor();
  const unread = await bell(page).getAttribute('aria-label');
  expect(unread).toMatch(/^Bildirimler, \d+ okunmamış bildirim$/);

  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Bildirimler' });
  await popover
    .getByText('Ece Kaya, “Bell: tavla akşamı” etkinliğine katılmak istiyor.', { exact: false })
    .waitFor();
  await expectNoAccessibilityViolations(page);

  await popover.getByRole('button', { name: 'Tümünü okundu say' }).click();
  await popover.getByText('Hepsi okundu').waitFor();
  await page.getByRole('button', { name: 'Bildirimler, okunmamış bildirim yok' }).waitFor();

  await page.keyboard.press('Escape');
  await expect(popover.isVisible()).resolves.toBe(false);

  // A new request while the page is open: the count comes back with the tab's focus, and is said aloud.
  const another = await apiUser('bellsecond', 'Can Demir');
  await askToJoin(another, eventId);
  await screened(another, eventId);
  await notified(host, 'joinRequest', 2);
  await page.waitForTimeout(5_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.getByRole('button', { name: 'Bildirimler, 1 okunmamış bildirim' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Yeni bildirim. 1 okunmamış bildirim.' }).waitFor();
});

it('opens the list in a sheet on a phone, and a link marks its notification read', async () => {
  const { host, eventId } = await requestedEvent('Bell: sahil koşusu');
  await notified(host, 'joinRequest');
  const page = await signedInPage(host, phone);

  await page.getByRole('button', { name: /okunmamış bildirim$/ }).waitFor();
  await bell(page).click();
  const sheet = page.getByRole('dialog', { name: 'Bildirimler' });
  const item = sheet.getByRole('link', { name: /“Bell: sahil koşusu” etkinliğine katılmak istiyor/ });
  await item.waitFor();
  await expectNoAccessibilityViolations(page);

  await item.click();
  await page.waitForURL('**/dashboard/my-events');
  const deadline = Date.now() + 10_000;
  const readNow = async () =>
    (await callApi(host, endpoints.notifications.listNotifications)).items.find(
      (one) => one.type === 'joinRequest' && one.eventId === eventId,
    )?.read;
  while (!(await readNow()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await readNow()).toBe(true);
});

it('brings no notification of a kind switched off in the settings', async () => {
  const { host, requester, eventId } = await requestedEvent('Bell: kutu oyunu');
  const page = await signedInPage(requester, phone, '/dashboard/settings');
  const settings = page.getByRole('region', { name: 'Bildirimler' });
  const inApp = settings.getByRole('switch', { name: 'Katılım isteğime yanıt: Uygulamada' });
  await expect(inApp.getAttribute('aria-checked')).resolves.toBe('true');
  await expectNoAccessibilityViolations(page);

  await inApp.click();
  await page.getByRole('status').filter({ hasText: 'Bildirim ayarların kaydedildi.' }).first().waitFor();
  await expect(inApp.getAttribute('aria-checked')).resolves.toBe('false');

  await callApi(host, endpoints.requests.acceptJoinRequest, {
    params: { id: eventId, requestId: requester.userId },
  });
  // The decision's e-mail is still written: only the in-app notification was switched off.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  const listed = await callApi(requester, endpoints.notifications.listNotifications);
  expect(listed.items.filter((item) => item.type === 'requestDecided')).toEqual([]);

  await page.reload();
  await bell(page).click();
  const sheet = page.getByRole('dialog', { name: 'Bildirimler' });
  await sheet.getByRole('heading', { name: 'Bildirimler' }).waitFor();
  await expect(sheet.getByText('kabul edildi', { exact: false }).count()).resolves.toBe(0);
});
