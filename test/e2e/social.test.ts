/**
 * The social journeys in Chromium with two users: a host signed in in the browser, and a guest who asks to join
 * the host's event and writes to them through the API (the other browser of the story). Unread counts in the
 * header and the phone menu, the blocked list in Settings; with axe checks on every screen and dialog.
 */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import { apiUser, callApi, hostedEvent, askToJoin, sendMessageAs, type ApiUser } from './api-users';
import { closeBrowser, closePage, openPage, signIn } from './support';

jest.setTimeout(120_000);

let page: Page;
afterEach(closePage);
afterAll(closeBrowser);

/** The header polls every 15 s: a count shows within one period and a little. */
const unreadWithin = { timeout: 25_000 };

interface Story {
  host: ApiUser;
  guest: ApiUser;
  eventId: string;
}

/** A host with an event and a guest who asked to join it (so the two have a thread). */
async function story(): Promise<Story> {
  const [host, guest] = await Promise.all([apiUser('host', 'Ece Yıldız'), apiUser('guest', 'Mert Kaya')]);
  const event = await hostedEvent(host, `Tavla ${Date.now().toString(36)}`);
  await askToJoin(guest, event.id);
  return { host, guest, eventId: event.id };
}

async function signInAs(user: ApiUser, viewport?: { width: number; height: number }): Promise<void> {
  page = await openPage(viewport);
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
}

const myEventsLink = (name: string) => page.getByRole('link', { name, exact: true });

it('shows unread messages on the My Events icon when the other user writes, and clears them once read', async () => {
  const { host, guest, eventId } = await story();
  await signInAs(host);
  await myEventsLink('My Events').waitFor();

  await sendMessageAs(guest, eventId, guest.userId, 'Selam! Saat kaçta buluşuyoruz?');
  const unread = myEventsLink('My Events, 1 okunmamış mesaj');
  await unread.waitFor(unreadWithin);
  await expect(unread.textContent()).resolves.toBe('1');
  await expectNoAccessibilityViolations(page);

  await sendMessageAs(guest, eventId, guest.userId, 'Bir de zar getireyim mi?');
  await myEventsLink('My Events, 2 okunmamış mesaj').waitFor(unreadWithin);

  // The host reads the thread (the server marks it read on the read): the count goes.
  await callApi(host, 'GET', `/private/event/${eventId}/messages/${guest.userId}`);
  await myEventsLink('My Events').waitFor(unreadWithin);
});

it('shows the unread count on the phone menu button and on My Events inside the menu', async () => {
  const { host, guest, eventId } = await story();
  await sendMessageAs(guest, eventId, guest.userId, 'Merhaba!');
  await signInAs(host, { width: 390, height: 844 });

  const menuButton = page.getByRole('button', { name: 'Menüyü aç, 1 okunmamış mesaj' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await menu.getByRole('link', { name: 'My Events, 1 okunmamış mesaj', exact: true }).waitFor();
  await expectNoAccessibilityViolations(page);
});

it('lists a blocked user in Settings and unblocks them there', async () => {
  const { host, guest } = await story();
  await callApi(host, 'PUT', `/private/blocks/${guest.userId}`);
  await signInAs(host);
  await page.goto('/dashboard/profile?tab=settings');

  const blocked = page.getByRole('region', { name: 'Blocked users' });
  await blocked.getByText(guest.displayName).waitFor();
  await blocked.getByText(`@${guest.username}`, { exact: false }).waitFor();
  await expectNoAccessibilityViolations(page);

  await blocked.getByRole('button', { name: `Unblock ${guest.displayName}` }).click();
  await blocked.getByRole('status').filter({ hasText: 'Engel kaldırıldı.' }).waitFor();
  await blocked.getByText('You have not blocked anyone.').waitFor();
  await expect(callApi<{ users: unknown[] }>(host, 'GET', '/private/blocks')).resolves.toEqual({ users: [] });
});
