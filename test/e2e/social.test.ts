/**
 * The social journeys in Chromium with two users: one signed in in the browser, the other acting through the API
 * the SPA calls (the second browser of the story). A guest asks to join a host's event; then unread counts in the
 * header and the phone menu, the message dialog both ways, the guest's public profile with its tabs, a report
 * (and the refusal of a second one that day), a block after a confirmation, and the unblock in Settings; with axe
 * checks on every screen and dialog.
 */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import { apiUser, askToJoin, callApi, hostedEvent, screened, sendMessageAs, type ApiUser } from './api-users';
import * as endpoints from '../integration/support/endpoints';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';

jest.setTimeout(120_000);

let page: Page;
afterEach(closeContexts);
afterAll(closePeopleBrowser);

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
  // A thread opens once the screener passed the request to the host.
  await screened(guest, event.id);
  return { host, guest, eventId: event.id };
}

async function signInAs(user: ApiUser, viewport = desktop): Promise<void> {
  page = await signedInPage(user, viewport);
}

const myEventsLink = (name: string) => page.getByRole('link', { name, exact: true });
const threadParams = ({ eventId, guest }: Story) => ({ params: { id: eventId, userId: guest.userId } });

async function openRequests(eventId: string): Promise<void> {
  await page.goto(`/dashboard/eventDetails/${eventId}`);
  await page.getByRole('tab', { name: /^Requests/ }).click();
}

it('shows unread messages on the My Events icon when the other user writes, and in the inbox until the thread is opened', async () => {
  const { host, guest, eventId } = await story();
  await signInAs(host);
  await myEventsLink('My Events').waitFor();

  await sendMessageAs(guest, eventId, guest.userId, 'Selam! Saat kaçta buluşuyoruz?');
  const unread = myEventsLink('My Events, 1 okunmamış mesaj');
  await unread.waitFor(unreadWithin);
  await unread.getByText('1', { exact: true }).waitFor();
  await expectNoAccessibilityViolations(page);

  await sendMessageAs(guest, eventId, guest.userId, 'Bir de zar getireyim mi?');
  await myEventsLink('My Events, 2 okunmamış mesaj').waitFor(unreadWithin);

  // My Events' inbox: the thread with its last message and unread count; opening it reads it, and the count goes.
  await myEventsLink('My Events, 2 okunmamış mesaj').click();
  const inbox = page.getByRole('region', { name: /^Mesajlar/ });
  const line = inbox.getByRole('button', { name: new RegExp(guest.displayName) });
  await expect(line.textContent()).resolves.toMatch(/Bir de zar getireyim mi\?.*2 okunmamış mesaj/);
  await expectNoAccessibilityViolations(page);
  await line.click();
  const dialog = page.getByRole('dialog', { name: `${guest.displayName} ile mesajlaş`, exact: true });
  await dialog.getByText('Selam! Saat kaçta buluşuyoruz?').waitFor();
  await myEventsLink('My Events').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(line.textContent()).resolves.not.toContain('okunmamış');
  await expect(callApi(host, endpoints.messages.listThreads)).resolves.toMatchObject({ unreadTotal: 0 });
});

it('lets the host read and answer a requester in the message dialog, and shows the reply while it is open', async () => {
  const journey = await story();
  const { host, guest, eventId } = journey;
  await screened(guest, eventId);
  await sendMessageAs(guest, eventId, guest.userId, 'Merhaba! Tavla takımı getireyim mi?');
  await signInAs(host);
  await myEventsLink('My Events, 1 okunmamış mesaj').waitFor(unreadWithin);

  await openRequests(eventId);
  await page.getByRole('button', { name: `Message: ${guest.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: `${guest.displayName} ile mesajlaş`, exact: true });
  const log = dialog.getByRole('log', { name: `${guest.displayName} ile yazışma` });
  await log.getByText('Merhaba! Tavla takımı getireyim mi?').waitFor();
  // Reading the thread marked it read, and the header follows at once.
  await myEventsLink('My Events').waitFor();

  const field = dialog.getByPlaceholder('Type your message...');
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(field.evaluate((element) => element === element.ownerDocument.activeElement)).resolves.toBe(
    true,
  );
  await expect(send.isDisabled()).resolves.toBe(true);
  await field.fill('   ');
  await expect(send.isDisabled()).resolves.toBe(true);
  await field.fill('Getir lütfen, 18:30 Moda sahili!');
  await send.click();
  await log.getByText('Getir lütfen, 18:30 Moda sahili!').waitFor();
  await expect(field.inputValue()).resolves.toBe('');
  await expect(log.getByRole('listitem').last().textContent()).resolves.toMatch(
    /^Getir lütfen.*Sen · \d\d:\d\d$/,
  );
  await expectNoAccessibilityViolations(page);

  // The guest answers while the dialog is open: the reply arrives as a live update, which reads the thread again.
  await sendMessageAs(guest, eventId, guest.userId, 'Süper, görüşürüz!');
  await log.getByText('Süper, görüşürüz!').waitFor({ timeout: 10_000 });
  await expect(log.getByRole('listitem').last().textContent()).resolves.toContain(guest.displayName);

  // From the thread to the guest's profile and back, by keyboard.
  await dialog.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: guest.displayName, exact: true });
  await profile.getByText(`@${guest.username}`).waitFor();
  await expect(profile.getByRole('button', { name: 'Mesaj' }).count()).resolves.toBe(0);
  await page.keyboard.press('Escape');
  await expect(profile.count()).resolves.toBe(0);
  await expect(
    dialog.getByRole('button', { name: 'View Profile' }).evaluate((b) => b === b.ownerDocument.activeElement),
  ).resolves.toBe(true);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.count()).resolves.toBe(0);
  const thread = await callApi(guest, endpoints.messages.getThread, threadParams(journey));
  expect(thread.messages.map((message) => [message.senderId, message.text])).toEqual([
    [guest.userId, 'Merhaba! Tavla takımı getireyim mi?'],
    [host.userId, 'Getir lütfen, 18:30 Moda sahili!'],
    [guest.userId, 'Süper, görüşürüz!'],
  ]);
});

it('lets the guest on a phone see the count in the menu and answer the host from the event', async () => {
  const journey = await story();
  const { host, guest, eventId } = journey;
  await screened(guest, eventId);
  await sendMessageAs(host, eventId, guest.userId, 'Hoş geldin! Tavla biliyor musun?');
  await signInAs(guest, phone);

  await page.getByRole('button', { name: 'Menüyü aç, 1 okunmamış mesaj' }).click(unreadWithin);
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await menu.getByRole('link', { name: 'My Events, 1 okunmamış mesaj', exact: true }).waitFor();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');

  await page.goto(`/dashboard/eventDetails/${eventId}`);
  await page.getByRole('button', { name: 'Ev sahibine mesaj yaz' }).click();
  const dialog = page.getByRole('dialog', { name: `${host.displayName} ile mesajlaş`, exact: true });
  await dialog.getByText('Hoş geldin! Tavla biliyor musun?').waitFor();
  await dialog.getByPlaceholder('Type your message...').fill('Biliyorum, mars da yaparım 😄');
  await dialog.getByPlaceholder('Type your message...').press('Control+Enter');
  await dialog.getByRole('log').getByText('Biliyorum, mars da yaparım 😄').waitFor();
  await expectNoAccessibilityViolations(page);
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox?.width).toBeLessThanOrEqual(390);

  const thread = await callApi(host, endpoints.messages.getThread, threadParams(journey));
  expect(thread.messages.at(-1)).toMatchObject({
    senderId: guest.userId,
    text: 'Biliyorum, mars da yaparım 😄',
  });
});

it.each([
  ['a phone', phone],
  ['a desktop', desktop],
])(
  'says on %s what the person in the profile dialog hosted and joined, not what the viewer did',
  async (_screen, viewport) => {
    const { host, guest, eventId } = await story();
    await signInAs(host, viewport);
    await openRequests(eventId);
    await page.getByRole('button', { name: `View Profile: ${guest.displayName}` }).click();

    const dialog = page.getByRole('dialog', { name: guest.displayName, exact: true });
    await dialog.getByText('Düzenlediği etkinlik', { exact: true }).waitFor();
    await dialog.getByText('Katıldığı etkinlik', { exact: true }).waitFor();
    expect(await dialog.getByText(/Düzenlediğin|Katıldığın/).count()).toBe(0);
    await expectNoAccessibilityViolations(page);
  },
);

it("shows the requester's profile with its tabs, takes one report a day, blocks after a confirmation and unblocks in Settings", async () => {
  const { host, guest, eventId } = await story();
  const guestEvent = `Satranç ${Date.now().toString(36)}`;
  await callApi(guest, endpoints.profile.updateProfile, { body: { bio: 'Tavla ve satranç tutkunu.' } });
  await callApi(guest, endpoints.profile.updateProfile, { body: { interests: ['Satranç'] } });
  await hostedEvent(guest, guestEvent);
  await screened(guest, eventId);
  await signInAs(host);
  await openRequests(eventId);
  await page.getByRole('button', { name: `View Profile: ${guest.displayName}` }).click();

  const dialog = page.getByRole('dialog', { name: guest.displayName, exact: true });
  await dialog.getByText(`@${guest.username}`).waitFor();
  await dialog.getByText('Tavla ve satranç tutkunu.').waitFor();
  await dialog
    .getByRole('listitem')
    .filter({ hasText: /^Satranç$/ })
    .waitFor();
  // friends have their own browser test (friends.test.ts): here only that the button is offered
  await dialog.getByRole('button', { name: 'Arkadaş ekle' }).waitFor();
  await expectNoAccessibilityViolations(page);

  const tabPanel = dialog.getByRole('tabpanel');
  await dialog.getByRole('tab', { name: 'Activity' }).click();
  await tabPanel.getByText(guestEvent).waitFor();
  await tabPanel.getByText('Ev sahibi').waitFor();
  await dialog.getByRole('tab', { name: 'Activity' }).press('ArrowRight');
  await tabPanel.getByText('Henüz değerlendirme yok.').waitFor();
  await dialog.getByRole('tab', { name: 'Reviews' }).press('ArrowRight');
  await tabPanel.getByText('İlk Etkinlik').waitFor();
  await expect(dialog.getByRole('tab', { name: 'Badges' }).getAttribute('aria-selected')).resolves.toBe(
    'true',
  );
  await expectNoAccessibilityViolations(page);

  // Report: the server's own schema refuses an empty form, then the first report of the day is taken...
  await dialog.getByRole('button', { name: 'Bildir' }).click();
  await dialog.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await dialog.getByText('Bir sebep seç.').waitFor();
  await dialog.getByText('Lütfen bir açıklama yaz.').waitFor();
  await dialog.getByLabel('Neden').selectOption({ label: 'Spam or fake profile' });
  await dialog.getByLabel('Ne oldu?').fill('Herkese aynı reklam mesajını atıyor.');
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Bildirimin alındı. Teşekkürler!' }).waitFor();
  // ...and a second one the same day is refused, with the server's reason.
  await dialog.getByRole('button', { name: 'Bildir' }).click();
  await dialog.getByLabel('Neden').selectOption({ label: 'Harassment' });
  await dialog.getByLabel('Ne oldu?').fill('Yine yazdı.');
  await dialog.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Bu kullanıcıyı bugün zaten bildirdin.' }).waitFor();
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();

  // Block asks first; Vazgeç blocks nothing.
  await dialog.getByRole('button', { name: 'Engelle' }).click();
  await dialog.getByRole('heading', { name: `${guest.displayName} engellensin mi?` }).waitFor();
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(callApi(host, endpoints.users.listBlocks)).resolves.toEqual({ users: [] });
  await dialog.getByRole('button', { name: 'Engelle' }).click();
  await dialog.getByRole('button', { name: 'Evet, engelle' }).click();
  await dialog.getByRole('status').filter({ hasText: 'Kullanıcı engellendi.' }).waitFor();
  await dialog.getByRole('button', { name: 'Engeli kaldır' }).waitFor();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  // The blocked guest's request left the host's list.
  await page.getByText('No pending requests').waitFor();

  await page.goto('/dashboard/settings');
  const blocked = page.getByRole('region', { name: 'Engellenen kullanıcılar' });
  await blocked.getByText(guest.displayName).waitFor();
  await blocked.getByText(`@${guest.username}`, { exact: false }).waitFor();
  await expectNoAccessibilityViolations(page);
  await blocked.getByRole('button', { name: `${guest.displayName} engelini kaldır` }).click();
  await blocked.getByRole('status').filter({ hasText: 'Engel kaldırıldı.' }).waitFor();
  await blocked.getByText('Kimseyi engellemedin.').waitFor();
  await expect(callApi(host, endpoints.users.listBlocks)).resolves.toEqual({ users: [] });
});
