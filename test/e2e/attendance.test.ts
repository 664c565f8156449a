/**
 * Attendance in Chromium: the host marks a participant no-show on a completed event's Katılım tab (desktop), the
 * participant, watching from a 390 px phone, sees it at once and contests it once, and the host sees the contest at
 * once and confirms it after a dialog; each step reaches the other side's open page and bell by a live update. The
 * browser suites share one stack whose clock they must not move, so the event is made to look past (its start moved
 * back in the table) and the real complete-event job is run on it, as the scheduler would at its end.
 */
import type { Context } from 'aws-lambda';
import type { Page } from 'playwright-core';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localNames } from '../../bin/local/config';
import { eventKey } from '../../lambdas/events/keys';
import * as endpoints from '../integration/support/endpoints';
import { apiUser, askToJoin, callApi, hostedEvent, screened, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { liveSocket, quiet } from './live-channel';
import { stack } from './support';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const detailsPath = (eventId: string) => `/dashboard/eventDetails/${eventId}`;

/** The environment the stack gives its handlers, for running one of them in this process. */
function handlerEnvironment(): void {
  Object.assign(process.env, {
    AWS_REGION: localNames.region,
    AWS_ACCESS_KEY_ID: localNames.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localNames.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: stack.urls.dynamodb,
    TABLE_NAME: localNames.tableName,
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
}

/** Moves the event's start back so that it ended an hour ago, then completes it with the real job. */
async function completedAnHourAgo(eventId: string): Promise<void> {
  handlerEnvironment();
  const startsAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.urls.dynamodb,
      region: localNames.region,
      credentials: localNames.credentials,
    }),
  );
  await table.send(
    new UpdateCommand({
      TableName: localNames.tableName,
      Key: eventKey(eventId),
      UpdateExpression: 'SET startsAt = :startsAt',
      ExpressionAttributeValues: { ':startsAt': startsAt },
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const job = require('../../lambdas/attendance/handlers/complete-event') as {
    handler: (payload: unknown, context: Context) => Promise<void>;
  };
  const endsAt = new Date(Date.parse(startsAt) + 120 * 60_000).toISOString();
  await job.handler({ eventId, endsAt }, { functionName: 'e2e', awsRequestId: 'e2e' } as Context);
}

async function attendedEvent(): Promise<{ host: ApiUser; guest: ApiUser; eventId: string }> {
  const [host, guest] = await Promise.all([
    apiUser('attendhost', 'Ece Yıldız'),
    apiUser('attendguest', 'Mert Kaya'),
  ]);
  const event = await hostedEvent(host, 'Moda sahilinde tavla');
  await askToJoin(guest, event.id);
  await screened(guest, event.id);
  await callApi(host, endpoints.requests.acceptJoinRequest, {
    params: { id: event.id, requestId: guest.userId },
  });
  await completedAnHourAgo(event.id);
  return { host, guest, eventId: event.id };
}

async function openAttendanceTab(page: Page, eventId: string): Promise<void> {
  await page.goto(detailsPath(eventId));
  await page.getByRole('tab', { name: 'Katılım' }).click();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

it('tells each side at once: the host marks a no-show, the phone participant contests it, the host confirms it after a dialog', async () => {
  const { host, guest, eventId } = await attendedEvent();

  const hostPage = await signedInPage(host, desktop);
  const hostSocket = liveSocket(hostPage, detailsPath(eventId));
  await openAttendanceTab(hostPage, eventId);
  const guestRow = hostPage.getByRole('article', { name: 'Mert Kaya' });
  await guestRow.getByText('Geldi', { exact: true }).first().waitFor();
  await expectNoAccessibilityViolations(hostPage);

  // The participant watches their Katılım tab on a phone, its live channel open, before anything is marked.
  const guestPage = await signedInPage(guest, phone);
  const guestSocket = liveSocket(guestPage, detailsPath(eventId));
  await openAttendanceTab(guestPage, eventId);
  await guestPage.getByText('Etkinliğe katılmış sayılıyorsun. Teşekkürler!').waitFor();
  await Promise.all([hostSocket, guestSocket]);
  await Promise.all([quiet(hostPage), quiet(guestPage)]);

  await guestRow
    .getByRole('group', { name: 'Mert Kaya etkinliğe geldi mi?' })
    .getByRole('radio', { name: 'Gelmedi' })
    .click();
  await hostPage.getByText('Gelmedi olarak işaretlendi.').waitFor();
  expect(await guestRow.getByRole('radio', { name: 'Gelmedi' }).isChecked()).toBe(true);

  // No reload: the live update brings the mark, and the bell its notification.
  await guestPage.getByText('Ev sahibi seni "gelmedi" olarak işaretledi.', { exact: false }).waitFor();
  await guestPage.getByRole('button', { name: /^Bildirimler/ }).click();
  await guestPage
    .getByText('Ev sahibi seni “Moda sahilinde tavla” etkinliğinde "gelmedi" olarak işaretledi.', {
      exact: false,
    })
    .waitFor();
  await expectNoAccessibilityViolations(guestPage);
  await guestPage.keyboard.press('Escape');
  expect(await noSidewaysScroll(guestPage)).toBe(true);
  await guestPage.getByRole('button', { name: 'İtiraz et' }).click();
  await guestPage.getByRole('alert').getByText('Kısaca neden itiraz ettiğini yaz.').waitFor();
  await guestPage.getByLabel('Neden itiraz ediyorsun?').fill('Oradaydım, girişte Ece ile konuştum.');
  await guestPage.getByRole('button', { name: 'İtiraz et' }).click();
  await guestPage
    .getByText('İtirazın kaydedildi; ev sahibi onaylamadıkça bu işaret puanına sayılmaz.')
    .waitFor();
  expect(await guestPage.getByRole('button', { name: 'İtiraz et' }).count()).toBe(0);
  await expectNoAccessibilityViolations(guestPage);
  expect(await noSidewaysScroll(guestPage)).toBe(true);

  // The host's open tab shows the contest without a reload; confirming asks first, then a toast answers.
  await guestRow.getByText('Oradaydım, girişte Ece ile konuştum.').waitFor();
  await hostPage.getByRole('button', { name: /^Bildirimler/ }).click();
  await hostPage
    .getByText('Mert Kaya, “Moda sahilinde tavla” etkinliğindeki "gelmedi" işaretine itiraz etti.')
    .waitFor();
  await hostPage.keyboard.press('Escape');
  await guestRow.getByRole('button', { name: 'Gelmedi işaretini onayla: Mert Kaya' }).click();
  const asking = hostPage.getByRole('dialog', { name: 'Mert Kaya için "Gelmedi" onaylansın mı?' });
  await asking.waitFor();
  await expectNoAccessibilityViolations(hostPage);
  await asking.getByRole('button', { name: 'Vazgeç' }).click();
  expect(await guestRow.getByText('Onaylandı:', { exact: false }).count()).toBe(0);
  await guestRow.getByRole('button', { name: 'Gelmedi işaretini onayla: Mert Kaya' }).click();
  await asking.getByRole('button', { name: 'Evet, onayla' }).click();
  await hostPage.getByText('Gelmedi işareti onaylandı.').waitFor();
  await guestRow.getByText('Onaylandı:', { exact: false }).waitFor();
  expect(await guestRow.getByRole('button', { name: /onayla/ }).count()).toBe(0);
  await expectNoAccessibilityViolations(hostPage);

  await guestPage.getByText('Ev sahibi itirazından sonra "gelmedi" işaretini onayladı.').waitFor();
  // Two people and three round trips through the live channel on a shared machine.
}, 240_000);

it('shows the host the attendance controls on a 390 px phone without sideways scrolling, by keyboard', async () => {
  const { host, eventId } = await attendedEvent();

  const page = await signedInPage(host, phone);
  await openAttendanceTab(page, eventId);
  const noShow = page.getByRole('radio', { name: 'Gelmedi' });
  await page.getByRole('radio', { name: 'Geldi' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByText('Gelmedi olarak işaretlendi.').waitFor();
  expect(await noShow.isChecked()).toBe(true);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAccessibilityViolations(page);
});

it("shows a requester's reliability beside the rating in the host's Requests tab and profile dialog", async () => {
  const [nextHost, guest] = await Promise.all([
    apiUser('relyhost', 'Selin Aydın'),
    apiUser('relyguest', 'Deniz Ak'),
  ]);
  const event = await hostedEvent(nextHost, 'Kadıköy koşusu');
  await askToJoin(guest, event.id);
  await screened(guest, event.id);

  const page = await signedInPage(nextHost, phone, detailsPath(event.id));
  await page.getByRole('tab', { name: /^Requests/ }).click();
  const request = page.getByRole('article', { name: 'Deniz Ak' });
  await request.getByText('Güvenilirlik', { exact: true }).waitFor();
  await request.getByText('Yeni', { exact: true }).waitFor();
  await expectNoAccessibilityViolations(page);
  expect(await noSidewaysScroll(page)).toBe(true);

  await request.getByRole('button', { name: /View Profile/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Deniz Ak' });
  await dialog.getByText('Güvenilirlik: Yeni').waitFor();
  await expectNoAccessibilityViolations(page);
});
