/**
 * Reports of content in Chromium, with the one report form ("Bildir"): a user reports an event from its page on a
 * 390 px phone, a message of the other party in a thread on a desktop (by keyboard), and a review on a profile's
 * Reviews tab on a phone, each answered "Bildirimin alındı. Teşekkürler!". A moderator finds the event's report in
 * the queue under its kind and removes the event ("İçeriği kaldır", by its key, with a rule and a reason): a
 * participant is told why in the bell, its host finds the removal among their sanctions. The
 * message's removal leaves the contract's note in its place. Everything but the reports and the decisions is set up
 * through the API (the reviewed event's start moved back in the table, so its rating window is open); axe checks on
 * every form and screen.
 */
import type { Page } from 'playwright-core';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { changeModeratorRoleByEmail } from '../../bin/moderator';
import { localNames } from '../../bin/local/config';
import * as ratingsApi from '../../lambdas/contracts/endpoints/ratings';
import { eventKey } from '../../lambdas/events/keys';
import { removedMessageText } from '../../lambdas/contracts/messages';
import { communityRules, decisionRecordedMessage } from '../../lambdas/contracts/moderation';
import { reportReasons, reportSentMessage } from '../../lambdas/contracts/users';
import * as endpoints from '../integration/support/endpoints';
import { apiUser, askToJoin, callApi, hostedEvent, screened, sendMessageAs, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { stack } from './support';

jest.setTimeout(60_000);

// The reporter's and the moderator's pages serve two tests each (sign-ins saved): every context closes at the end.
afterAll(closePeopleBrowser);

const detailsPath = (eventId: string) => `/dashboard/eventDetails/${eventId}`;
const suffix = Date.now().toString(36);
const reportedTitle = `Gece yarısı kumar masası ${suffix}`;
const guestMessage = 'Selam! Etkinliğin linkini bana özelden atar mısın, başka sitede oynayalım.';
const review = 'Etkinlik boyunca telefonla uğraştı, pek ilgilenmedi.';
const eventRemovalReason = 'Kumar etkinliği yasa dışı; etkinlik kaldırıldı.';

/**
 * The host of the reported event, who also reviews the guest; the guest, who takes part in it, and whose message and
 * review are reported; the reporter, host of the event whose thread is with the guest; and a moderator.
 */
let host: ApiUser;
let guest: ApiUser;
let reporter: ApiUser;
let moderator: ApiUser;
/** hosted by `host`: the guest takes part; reported, then removed */
let reportedEventId: string;
/** hosted by `reporter`: the guest asked to join, so the two share a thread */
let threadEventId: string;
/** the reporter on a phone and on a desktop, the moderator on a desktop */
let reporterPhone: Page;
let reporterDesktop: Page;
let moderatorPage: Page;

/** Moves the event's start three days back: its rating window, open from 48 hours after its end, is open now. */
async function startedDaysAgo(eventId: string): Promise<void> {
  const { pk, sk } = eventKey(eventId);
  const dynamodb = new DynamoDBClient({
    endpoint: stack.urls.dynamodb,
    region: localNames.region,
    credentials: localNames.credentials,
  });
  const startsAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
  await dynamodb.send(
    new UpdateItemCommand({
      TableName: localNames.tableName,
      Key: { pk: { S: pk }, sk: { S: sk } },
      UpdateExpression: 'SET startsAt = :startsAt',
      ExpressionAttributeValues: { ':startsAt': { S: startsAt } },
    }),
  );
  dynamodb.destroy();
}

/** The review: `host` rates `guest` after an event the guest took part in, and the screener publishes the text. */
async function hostReviewsGuest(): Promise<void> {
  const event = await hostedEvent(host, `Moda sahilinde tavla ${suffix}`);
  await askToJoin(guest, event.id);
  await screened(guest, event.id);
  await callApi(host, endpoints.requests.acceptJoinRequest, {
    params: { id: event.id, requestId: guest.userId },
  });
  await startedDaysAgo(event.id);
  await callApi(host, ratingsApi.rateEventMember, {
    params: { id: event.id },
    body: { targetUserId: guest.userId, stars: 2, feedback: review },
  });
  for (const deadline = Date.now() + 15_000; ;) {
    const page = await callApi(reporter, ratingsApi.listReviews, { params: { handle: guest.username } });
    if (page.items.some((item) => item.text === review)) return;
    if (Date.now() > deadline) throw new Error('the screener did not publish the review');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The reported event with the guest accepted, and the reporter's event with the guest's request and a thread. */
async function eventsAndThread(): Promise<void> {
  const [reported, thread] = await Promise.all([
    hostedEvent(host, reportedTitle),
    hostedEvent(reporter, `Kadıköy'de satranç ${suffix}`),
  ]);
  reportedEventId = reported.id;
  threadEventId = thread.id;
  await Promise.all([askToJoin(guest, reportedEventId), askToJoin(guest, threadEventId)]);
  await Promise.all([screened(guest, reportedEventId), screened(guest, threadEventId)]);
  await Promise.all([
    callApi(host, endpoints.requests.acceptJoinRequest, {
      params: { id: reportedEventId, requestId: guest.userId },
    }),
    sendMessageAs(guest, threadEventId, guest.userId, guestMessage),
    sendMessageAs(reporter, threadEventId, guest.userId, 'Merhaba, hoş geldin!'),
  ]);
}

/** The moderator's role: their browser session, begun after it, carries it. */
async function moderatorRole(): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.urls.cognito,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await changeModeratorRoleByEmail(cognito, stack.userPoolId, moderator.email, 'add');
}

beforeAll(async () => {
  [host, guest, reporter, moderator] = await Promise.all([
    apiUser('contenthost', 'Kaan Demir'),
    apiUser('contentguest', 'Melis Ay'),
    apiUser('contentreporter', 'Ozan Çelik'),
    apiUser('contentmod', 'Derya Tan'),
  ]);
  await Promise.all([hostReviewsGuest(), eventsAndThread(), moderatorRole()]);
});

const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');
const isFocused = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).evaluate((element) => element === document.activeElement);

/** Fills in the open report dialog, checks it, sends it and waits for the server's confirmation. */
async function sendReport(page: Page, title: string, quote: string, viewport: { width: number }) {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  const form = dialog.getByRole('form', { name: title });
  await dialog.getByText(quote).waitFor();
  const reason = form.getByLabel('Neden');
  await expect(reason.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

  // The server's own schema asks for a reason and a text before anything is sent.
  await form.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await form.getByText('Bir sebep seç.').waitFor();
  await form.getByText('Lütfen bir açıklama yaz.').waitFor();
  await reason.selectOption({ label: reportReasons.offensive });
  await form.getByLabel('Ne oldu?').fill('Topluluk kurallarına aykırı; başka bir siteye yönlendiriyor.');
  const rules = form.getByRole('link', { name: 'Topluluk Kuralları (yeni sekmede açılır)', exact: true });
  await expect(rules.getAttribute('href')).resolves.toBe('/topluluk-kurallari');
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(viewport.width);
  await expectNoAccessibilityViolations(page);

  await form.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await page.getByRole('status').filter({ hasText: reportSentMessage }).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

it('takes a report of an event from its page on a 390 px phone', async () => {
  reporterPhone = await signedInPage(reporter, phone, detailsPath(reportedEventId));
  const page = reporterPhone;
  await page.getByRole('heading', { level: 1, name: reportedTitle }).waitFor();
  await page.getByRole('button', { name: 'Etkinliği bildir' }).click();
  await sendReport(page, 'Etkinliği bildir', reportedTitle, phone);
  // Focus is back on the control that opened the form, and the page never scrolls sideways.
  await expect(isFocused(page, 'Etkinliği bildir')).resolves.toBe(true);
  await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(phone.width);

  // A second report of the same event the same day is the server's to refuse, in its words.
  await page.getByRole('button', { name: 'Etkinliği bildir' }).click();
  const form = page.getByRole('form', { name: 'Etkinliği bildir' });
  await form.getByLabel('Neden').selectOption({ label: reportReasons.spam });
  await form.getByLabel('Ne oldu?').fill('Bir kez daha bildiriyorum.');
  await form.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await form.getByRole('alert').filter({ hasText: 'Bunu bugün zaten bildirdin.' }).waitFor();
});

it('takes a report of the other party’s message in a thread on a desktop, by keyboard', async () => {
  reporterDesktop = await signedInPage(reporter, desktop, detailsPath(threadEventId));
  const page = reporterDesktop;
  await page.getByRole('tab', { name: /^Requests/ }).click();
  // Their own event's page offers its host no report of it.
  await expect(page.getByRole('button', { name: 'Etkinliği bildir' }).count()).resolves.toBe(0);
  await page.getByRole('button', { name: `Message: ${guest.displayName}` }).click();
  const thread = page.getByRole('dialog', { name: `${guest.displayName} ile mesajlaş` });
  const log = thread.getByRole('log');
  await log.getByText(guestMessage).waitFor();
  // Only the other party's messages can be reported: not the reporter's own.
  const ownMessage = log.getByRole('listitem').filter({ hasText: 'Merhaba, hoş geldin!' });
  await expect(ownMessage.getByRole('button').count()).resolves.toBe(0);
  const report = log
    .getByRole('listitem')
    .filter({ hasText: guestMessage })
    .getByRole('button', { name: /^Mesajı bildir: / });
  await expectNoAccessibilityViolations(page);

  // Tab reaches it from the message field, backwards past the log.
  await thread.getByLabel('Mesajın').focus();
  for (let step = 0; step < 10; step++) {
    if (await report.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(report.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await sendReport(page, 'Mesajı bildir', guestMessage, desktop);
  // The thread is still open under it, focus back on the message's button.
  await expect(report.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await thread.getByRole('status').filter({ hasText: reportSentMessage }).waitFor({ state: 'attached' });

  // Escape closes the report dialog alone, not the thread under it.
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Mesajı bildir' }).getByLabel('Neden').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Mesajı bildir' }).waitFor({ state: 'detached' });
  await expect(thread.isVisible()).resolves.toBe(true);
});

it('takes a report of a review on a profile’s Reviews tab on a 390 px phone', async () => {
  const page = reporterPhone;
  await page.goto(detailsPath(threadEventId));
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await page.getByRole('button', { name: `View Profile: ${guest.displayName}` }).click();
  const profile = page.getByRole('dialog', { name: guest.displayName, exact: true });
  await profile.getByRole('tab', { name: 'Reviews' }).click();
  await profile.getByText(review).waitFor();
  await profile.getByRole('button', { name: `Değerlendirmeyi bildir: ${host.displayName}` }).click();
  await sendReport(page, 'Değerlendirmeyi bildir', review, phone);
  await expect(isFocused(page, `Değerlendirmeyi bildir: ${host.displayName}`)).resolves.toBe(true);
  await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(phone.width);
  await expectNoAccessibilityViolations(page);
});

/**
 * On the moderator's queue filtered to `kind`, the open case about `subject` once the stream opened it; opened, the
 * content removed with the "k" key, a rule and a reason, saved with Ctrl + Enter.
 */
async function removeReported(
  page: Page,
  kind: string,
  subject: ApiUser,
  reasonText: string,
  { axe }: { axe: boolean },
) {
  await page.goto('/moderation');
  await page.getByLabel('Tür', { exact: true }).selectOption({ label: kind });
  const row = page
    .getByRole('link')
    .filter({ hasText: `@${subject.username}` })
    .filter({ hasText: kind });
  const shown = () =>
    row
      .first()
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
  for (const deadline = Date.now() + 15_000; !(await shown()); await page.reload()) {
    if (Date.now() > deadline) throw new Error(`no open ${kind} about ${subject.displayName}`);
  }
  await row.filter({ hasText: '1 bildirim' }).waitFor();
  if (axe) await expectNoAccessibilityViolations(page);

  await row.click();
  await page.getByRole('heading', { level: 1, name: `${kind}: ${subject.displayName}` }).waitFor();
  await page
    .getByRole('region', { name: 'Bildirimler' })
    .getByText(/^Topluluk kurallarına aykırı/)
    .waitFor();
  // "k" picks İçeriği kaldır, away from any field; a removal is a sanction, so it names its rule.
  await page.keyboard.press('k');
  await expect(page.getByRole('radio', { name: 'İçeriği kaldır' }).isChecked()).resolves.toBe(true);
  await page.getByText(/^İçerik herkesten kaldırılır/).waitFor();
  await page.getByLabel('Çiğnenen kural').selectOption({ label: communityRules.law.title });
  const reason = page.getByLabel('Gerekçe', { exact: true });
  await reason.fill(reasonText);
  if (axe) await expectNoAccessibilityViolations(page);
  await reason.press('Control+Enter');
  await page.getByRole('status').filter({ hasText: decisionRecordedMessage }).first().waitFor();
  await page.getByRole('region', { name: 'Karar', exact: true }).getByText('İçerik kaldırıldı').waitFor();
}

it('lets a moderator remove the reported event: a participant is told why, its host finds the removal', async () => {
  moderatorPage = await signedInPage(moderator, desktop, '/moderation');
  await removeReported(moderatorPage, 'Etkinlik bildirimi', host, eventRemovalReason, { axe: true });

  const [participant, author] = await Promise.all([
    signedInPage(guest, phone),
    signedInPage(host, phone, '/dashboard/settings#yaptirimlar'),
  ]);
  await participant.getByRole('button', { name: /okunmamış bildirim$/ }).click();
  await participant
    .getByRole('dialog', { name: 'Bildirimler' })
    .getByRole('link', {
      name: new RegExp(`“${reportedTitle}” topluluk kurallarına aykırı olduğu için kaldırıldı`),
    })
    .waitFor();

  const sanction = author
    .getByRole('region', { name: 'Yaptırımlar' })
    .getByRole('article')
    .filter({ hasText: 'İçeriğin kaldırılması' });
  await sanction.getByText('İçeriğin kaldırıldı').waitFor();
  await sanction.getByText(eventRemovalReason).waitFor();
  await expect(pageWidth(author)).resolves.toBeLessThanOrEqual(phone.width);
});

it('shows a removed message as the note in its place, muted, with nothing to report', async () => {
  // The same screens as the event's removal, checked there.
  const reason = 'Başka bir siteye yönlendiriyor; mesaj kaldırıldı.';
  await removeReported(moderatorPage, 'Mesaj bildirimi', guest, reason, { axe: false });
  const page = reporterDesktop;
  await page.goto(detailsPath(threadEventId));
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await page.getByRole('button', { name: `Message: ${guest.displayName}` }).click();
  const log = page.getByRole('dialog', { name: `${guest.displayName} ile mesajlaş` }).getByRole('log');
  const removed = log.getByRole('listitem').filter({ hasText: removedMessageText });
  await removed.waitFor();
  await expect(log.getByText(guestMessage).count()).resolves.toBe(0);
  await expect(removed.getByRole('button').count()).resolves.toBe(0);
  await expectNoAccessibilityViolations(page);
});
