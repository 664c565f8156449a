/**
 * Join requests in Chromium with two people in two browser contexts: a guest asks to join
 * a host's event from the dashboards; the host sees it within seconds under Requests and in My Events without
 * reloading, they write to each other, the host accepts or declines; an insulting message is declined by the
 * screener and never reaches the host. With axe checks on the new dialogs and tabs, on a desktop and a phone.
 */
import type { Page } from 'playwright-core';
import { onlineEventBody } from '../integration/support/events';
import {
  joinRequestSentMessage,
  requestAcceptedMessage,
  requestDeclinedMessage,
  type ReceivedJoinRequest,
} from '../../lambdas/contracts/requests';
import { apiUser, askToJoin, callApi, hostedEvent, screened, type ApiUser } from './api-users';
import { endpointPath } from '../../lambdas/contracts/endpoint';
import * as endpoints from '../integration/support/endpoints';
import { expectNoAccessibilityViolations } from './browser';
import { anotherTab, closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { joinRefusals } from '../../lambdas/contracts/refusals';

jest.setTimeout(180_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

/**
 * Live updates reach the host's list and My Events within a second of each change; the screener answers within
 * about 2 s.
 */
const withinSeconds = { timeout: 15_000 };

const detailsPath = (eventId: string) => `/dashboard/eventDetails/${eventId}`;
const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}`;

async function hostWithGuest(): Promise<{ host: ApiUser; guest: ApiUser }> {
  const [host, guest] = await Promise.all([apiUser('host', 'Ece Yıldız'), apiUser('guest', 'Mert Kaya')]);
  return { host, guest };
}

/** Fills and sends the open join-request modal; returns once it closed with the spec's success text. */
async function sendJoinRequest(page: Page, message: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Katılım isteği gönder' });
  await modal.getByLabel('Ev sahibine mesajın (isteğe bağlı)').fill(message);
  await modal.getByText(`${message.length}/500`).waitFor();
  await modal.getByRole('button', { name: 'İsteği gönder' }).click();
  await page.getByText(joinRequestSentMessage).first().waitFor();
  await modal.waitFor({ state: 'detached' });
}

async function openRequestsTab(page: Page, eventId: string): Promise<void> {
  await page.goto(detailsPath(eventId));
  await page.getByRole('tab', { name: /^Requests/ }).click();
}

/** The value under a My Events header count (Total, Hosted, Attended). */
function headerCount(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** Writes `text` in the open message dialog and waits until the thread shows it. */
async function writeMessage(page: Page, otherName: string, text: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: `${otherName} ile mesajlaş` });
  await dialog.getByPlaceholder('Type your message...').fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByRole('log').getByText(text).waitFor();
}

it('shows a friendly request to the host within seconds, lets the two write to each other, and makes the guest a participant on Accept', async () => {
  const { host, guest } = await hostWithGuest();
  const title = uniqueTitle('Tavla');
  const event = await hostedEvent(host, title);

  // The host watches the Requests tab and My Events before anything is asked: neither is reloaded afterwards.
  const hostDetails = await signedInPage(host);
  await openRequestsTab(hostDetails, event.id);
  await hostDetails.getByText('No pending requests').waitFor();
  const hostMyEvents = await anotherTab(hostDetails);
  await hostMyEvents.goto('/dashboard/my-events');
  const hostCard = hostMyEvents.getByRole('article', { name: title });
  await hostCard.getByText('1/4 kişi').waitFor();

  // The guest asks from the physical dashboard's Join.
  const guestPage = await signedInPage(guest, desktop, `/dashboard/physical?q=${encodeURIComponent(title)}`);
  await guestPage.getByRole('button', { name: `Katıl: ${title}` }).click();
  await guestPage.getByRole('dialog', { name: 'Katılım isteği gönder' }).waitFor();
  await expectNoAccessibilityViolations(guestPage);
  const friendly = 'Merhaba! Tavlayı çok severim, hafta sonu boşum. Ben de gelebilir miyim? 🎲';
  await sendJoinRequest(guestPage, friendly);

  // The screener lets it through: the guest's details say it is with the host.
  await guestPage.goto(detailsPath(event.id));
  await guestPage.getByText('İsteğin ev sahibine ulaştı; yanıtını bekliyorsun.').waitFor(withinSeconds);
  await guestPage.getByText('Ev sahibinde').waitFor();
  await expect(guestPage.getByRole('button', { name: 'Katılım isteği gönder' }).count()).resolves.toBe(0);

  const request = hostDetails.getByRole('article', { name: 'Mert Kaya' });
  await request.getByText(friendly).waitFor(withinSeconds);
  await request.getByText(`@${guest.username}`).waitFor();
  await expectNoAccessibilityViolations(hostDetails);

  await hostCard.getByText('1 request', { exact: true }).waitFor(withinSeconds);
  await hostCard.getByRole('button', { name: `Manage (1): ${title}` }).click();
  const manage = hostMyEvents.getByRole('dialog', { name: 'Join Requests' });
  const row = manage.getByRole('article', { name: 'Mert Kaya' });
  await row.getByText(friendly).waitFor();
  await expect(row.locator('dt, figcaption').allTextContents()).resolves.toEqual([
    'Kullanıcı adı',
    'Puan',
    'Güvenilirlik',
    'Etkinlik',
    'Rozetler',
    'Mesajı',
  ]);
  await expectNoAccessibilityViolations(hostMyEvents);

  // The host writes first, from the Manage dialog.
  await row.getByRole('button', { name: 'Message: Mert Kaya' }).click();
  await writeMessage(hostMyEvents, 'Mert Kaya', 'Selam Mert! Zar ve pul bizden, sen sadece gel.');
  await expectNoAccessibilityViolations(hostMyEvents);
  await hostMyEvents
    .getByRole('dialog', { name: 'Mert Kaya ile mesajlaş' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  // The guest reads it in My Events (their request listed with its state) and replies from there.
  await guestPage.goto('/dashboard/my-events');
  const guestCard = guestPage.getByRole('article', { name: title });
  await guestCard.getByText('İstek gönderdin').waitFor();
  await guestCard.getByText('Ev sahibinde').waitFor();
  await expect(headerCount(guestPage, 'Attended').textContent()).resolves.toBe('0');
  await guestPage.getByRole('button', { name: /Ece Yıldız/ }).click();
  const guestThread = guestPage.getByRole('dialog', { name: 'Ece Yıldız ile mesajlaş' });
  await guestThread.getByText('Selam Mert! Zar ve pul bizden, sen sadece gel.').waitFor();
  await writeMessage(guestPage, 'Ece Yıldız', 'Süper, teşekkürler! Saat kaçta orada olayım?');
  await guestThread.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Message: Mert Kaya' }).click();
  await hostMyEvents
    .getByRole('dialog', { name: 'Mert Kaya ile mesajlaş' })
    .getByText('Süper, teşekkürler! Saat kaçta orada olayım?')
    .waitFor(withinSeconds);
  await hostMyEvents
    .getByRole('dialog', { name: 'Mert Kaya ile mesajlaş' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await row.getByRole('button', { name: 'Accept: Mert Kaya' }).click();
  await hostMyEvents.getByText(requestAcceptedMessage).first().waitFor();
  await manage.getByText('No pending requests').waitFor();
  await manage.getByRole('button', { name: 'Kapat' }).click();
  await hostCard.getByText('2/4 kişi').waitFor();
  await expect(hostCard.getByText('1 request', { exact: true }).count()).resolves.toBe(0);

  // Both sides move without a reload: the host's details list the new participant, the guest attends.
  await hostDetails.getByText('No pending requests').waitFor(withinSeconds);
  await hostDetails.getByRole('tab', { name: 'Participants' }).click();
  await hostDetails.getByText('Mert Kaya').waitFor(withinSeconds);
  await hostDetails.getByRole('button', { name: 'View Profile: Mert Kaya' }).waitFor();
  await expectNoAccessibilityViolations(hostDetails);
  await guestCard.getByText('Katılımcı', { exact: true }).waitFor(withinSeconds);
  await expect(headerCount(guestPage, 'Attended').textContent()).resolves.toBe('1');
  await guestPage.goto(detailsPath(event.id));
  await guestPage.getByText('Kabul edildi').waitFor();
  await guestPage.getByText('2/4').waitFor();
});

it('declines a message full of insults in screening: the host never sees it and the guest sees it declined', async () => {
  const { host, guest } = await hostWithGuest();
  const title = uniqueTitle('Valo');
  const { event } = await callApi(host, endpoints.events.createEvent, { body: onlineEventBody({ title }) });

  // Every answer the host's Requests tab receives is kept: the guest must be in none of them.
  const hostPage = await signedInPage(host);
  const lists: ReceivedJoinRequest[][] = [];
  hostPage.on('response', (response) => {
    if (
      response.url().endsWith(endpointPath(endpoints.requests.listJoinRequests, { id: event.id })) &&
      response.ok()
    )
      void response.json().then((body: ReceivedJoinRequest[]) => lists.push(body));
  });
  await openRequestsTab(hostPage, event.id);
  await hostPage.getByText('No pending requests').waitFor();

  // The guest asks from the online dashboard's JOIN_GAME().
  const guestPage = await signedInPage(guest, desktop, `/dashboard/online?q=${encodeURIComponent(title)}`);
  await guestPage.getByRole('button', { name: `JOIN_GAME(): ${title}` }).click();
  await sendJoinRequest(
    guestPage,
    'Seni aptal gerizekalı, siktir git! You stupid idiot, fuck off you piece of shit.',
  );

  await guestPage.goto('/dashboard/my-events');
  const guestCard = guestPage.getByRole('article', { name: title });
  await guestCard.getByText('Reddedildi').waitFor(withinSeconds);
  await guestCard.getByText('İsteğin kabul edilmedi. Başka etkinliklere göz at!').waitFor();
  await expectNoAccessibilityViolations(guestPage);
  await guestPage.goto(detailsPath(event.id));
  await guestPage.getByText('Reddedildi').waitFor();
  // Declined by the screener: no thread with the host opens.
  await expect(guestPage.getByRole('button', { name: 'Ev sahibine mesaj yaz' }).count()).resolves.toBe(0);

  // The request and its decline reached the host's tab as live updates, which read the list again: still nothing.
  const deadline = Date.now() + 10_000;
  while (lists.length < 2 && Date.now() < deadline) await hostPage.waitForTimeout(100);
  expect(lists.length).toBeGreaterThanOrEqual(2);
  expect(lists.flat().map((item) => item.user.userId)).not.toContain(guest.userId);
  await hostPage.getByText('No pending requests').waitFor();
  await hostPage.goto('/dashboard/my-events');
  await hostPage.getByRole('article', { name: title }).waitFor();
  await expect(hostPage.getByText(/^\d+ requests?$/).count()).resolves.toBe(0);
});

it('on a phone: a second request is refused in the modal, and the host declines from My Events', async () => {
  const { host, guest } = await hostWithGuest();
  const title = uniqueTitle('Satranç');
  const event = await hostedEvent(host, title);
  await askToJoin(guest, event.id);
  await screened(guest, event.id);

  const guestPage = await signedInPage(guest, phone);
  // While the guest's own requests are unknown (My Events fails here), the card offers Join: the server refuses.
  await guestPage.route('**/private/myEvents', (route) => route.abort());
  await guestPage.goto(`/dashboard/physical?q=${encodeURIComponent(title)}`);
  await guestPage.getByRole('button', { name: `Katıl: ${title}` }).click();
  const modal = guestPage.getByRole('dialog', { name: 'Katılım isteği gönder' });
  await modal.getByLabel('Ev sahibine mesajın (isteğe bağlı)').fill('x'.repeat(600));
  await modal.getByText('500/500').waitFor();
  await modal.getByRole('button', { name: 'İsteği gönder' }).click();
  await modal.getByRole('alert').filter({ hasText: joinRefusals.ALREADY_REQUESTED }).waitFor();
  await expectNoAccessibilityViolations(guestPage);
  await modal.getByRole('button', { name: 'Vazgeç' }).click();
  await guestPage.unroute('**/private/myEvents');

  const hostPage = await signedInPage(host, phone, '/dashboard/my-events');
  const card = hostPage.getByRole('article', { name: title });
  await card.getByText('1 request', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Manage (1): ${title}` }).click();
  const manage = hostPage.getByRole('dialog', { name: 'Join Requests' });
  await manage.getByRole('article', { name: 'Mert Kaya' }).waitFor();
  await expectNoAccessibilityViolations(hostPage);
  await manage.getByRole('button', { name: 'Decline: Mert Kaya' }).click();
  await hostPage.getByText(requestDeclinedMessage).first().waitFor();
  await manage.getByText('No pending requests').waitFor();

  await guestPage.goto('/dashboard/my-events');
  await guestPage.getByRole('article', { name: title }).getByText('Reddedildi').waitFor();
  await expectNoAccessibilityViolations(guestPage);
});

it('shows the state of the guest’s request instead of Join on the card of an event they already asked to join', async () => {
  const { host, guest } = await hostWithGuest();
  const title = uniqueTitle('Zaten istendi');
  const event = await hostedEvent(host, title);
  await askToJoin(guest, event.id);
  await screened(guest, event.id);

  const guestPage = await signedInPage(guest, desktop, `/dashboard/physical?q=${encodeURIComponent(title)}`);
  const eventCard = guestPage.getByRole('article', { name: title });
  await eventCard.getByText('Ev sahibinde').waitFor();
  await expect(eventCard.getByRole('button', { name: `Katıl: ${title}` }).count()).resolves.toBe(0);
});
