/**
 * Moderation in Chromium, one report through to its appeal, in order: a host reports a guest from the guest's
 * profile on a phone (the form links to the community guidelines); a moderator, made one for this file, sees the
 * open cases in the header, opens the case from the queue and suspends the guest with the action's key; the
 * suspended guest's new event is refused with the server's reason, and the guest finds the suspension at
 * /dashboard/settings#yaptirimlar and appeals it (a second tab's form, opened before, meets the server's 409). Then
 * /moderation as anyone else (the not-found page) and the guidelines page on a phone and a desktop. axe checks on
 * every screen and form.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { changeModeratorRoleByEmail } from '../../bin/moderator';
import { endpointPath } from '../../lambdas/contracts/endpoint';
import { istanbulDateTime } from '../../lambdas/contracts/istanbul-time';
import {
  appealSentMessage,
  communityRuleIds,
  communityRules,
  decisionRecordedMessage,
  type CasePage,
  type CaseSummary,
} from '../../lambdas/contracts/moderation';
import { accountRefusals, appealRefusals } from '../../lambdas/contracts/refusals';
import { reportReasons, reportSentMessage } from '../../lambdas/contracts/users';
import * as endpoints from '../integration/support/endpoints';
import { expectNoAccessibilityViolations } from './browser';
import { apiUser, askToJoin, callApi, hostedEvent, screened, type ApiUser } from './api-users';
import { anotherTab, closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { closeBrowser, closePage, openPage, stack } from './support';

jest.setTimeout(60_000);

let page: Page;
afterEach(closeContexts);
afterEach(closePage);
afterAll(closePeopleBrowser);
afterAll(closeBrowser);

const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.urls.cognito,
  region: 'eu-central-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** A fresh access token: a token names the groups of the moment it is issued. */
async function freshToken({ email, password }: ApiUser): Promise<string> {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      ClientId: stack.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error(`sign-in of ${email} answered no token`);
  return AuthenticationResult.AccessToken;
}

/** The host who reports, the guest reported (the two share a thread through a join request), a moderator. */
let host: ApiUser;
let guest: ApiUser;
let moderator: ApiUser;
let eventId: string;

beforeAll(async () => {
  [host, guest, moderator] = await Promise.all([
    apiUser('reporter', 'Selin Aydın'),
    apiUser('reported', 'Tolga Er'),
    apiUser('reviewer', 'Deniz Aksoy'),
  ]);
  await changeModeratorRoleByEmail(cognito, stack.userPoolId, moderator.email, 'add');
  moderator.accessToken = await freshToken(moderator);
  const event = await hostedEvent(host, `Tavla ${Date.now().toString(36)}`);
  eventId = event.id;
  await askToJoin(guest, eventId);
  await screened(guest, eventId);
});

/** One page of the open reports' queue, as the moderator reads it. */
async function openReports(cursor?: string): Promise<CasePage> {
  const path = endpointPath(endpoints.moderation.listCases, undefined, {
    status: 'open',
    kind: 'user-report',
    cursor,
  });
  const response = await fetch(`${stack.urls.web}${path}`, {
    headers: { authorization: `Bearer ${moderator.accessToken}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CasePage;
}

/** The open case about `subjectId`, once the table's stream has opened it from the report. */
async function openCaseAbout(subjectId: string): Promise<CaseSummary> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    let cursor: string | undefined;
    do {
      const queue = await openReports(cursor);
      const found = queue.cases.find((item) => item.subject.userId === subjectId);
      if (found) return found;
      cursor = queue.nextCursor;
    } while (cursor);
    if (Date.now() > deadline) throw new Error(`no open case about ${subjectId}: was the report taken?`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const textWidth = (target: Page) => target.evaluate<number>('document.documentElement.scrollWidth');

it('takes a report from a profile on a 390 px phone, the form linking to the community guidelines', async () => {
  page = await signedInPage(host, phone, `/dashboard/eventDetails/${eventId}`);
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await page.getByRole('button', { name: `View Profile: ${guest.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: guest.displayName, exact: true });
  await dialog.getByRole('button', { name: 'Bildir' }).click();
  const form = dialog.getByRole('form', { name: `${guest.displayName} kullanıcısını bildir` });
  await form.getByLabel('Neden').selectOption({ label: reportReasons.harassment });
  await form.getByLabel('Ne oldu?').fill('Mesajlarla ısrar ediyor, hayır dememe rağmen yazmaya devam etti.');

  // The guidelines open in a new tab, so the form stays as it is (the page itself is the last test's).
  const rules = form.getByRole('link', { name: 'Topluluk Kuralları (yeni sekmede açılır)', exact: true });
  await expect(rules.getAttribute('href')).resolves.toBe('/topluluk-kurallari');
  await expect(rules.getAttribute('target')).resolves.toBe('_blank');
  await expectNoAccessibilityViolations(page);
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(phone.width);

  await form.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await dialog.getByRole('status').filter({ hasText: reportSentMessage }).waitFor();
});

it('shows a moderator the open cases in the header and the queue, and suspends from the case with its key', async () => {
  const opened = await openCaseAbout(guest.userId);
  const { open } = await callApi(moderator, endpoints.moderation.countOpenCases);
  page = await signedInPage(moderator, desktop, '/moderation');
  await page.getByRole('heading', { level: 1, name: 'Moderasyon' }).waitFor();
  const headerLink = page.getByRole('link', { name: `Moderasyon, ${open} açık vaka`, exact: true });
  await expect(headerLink.getAttribute('aria-current')).resolves.toBe('page');
  await expect(headerLink.textContent()).resolves.toContain(String(open));
  await page.getByLabel('Tür', { exact: true }).selectOption({ label: 'Kullanıcı bildirimi' });
  const row = page.getByRole('link').filter({ hasText: `@${guest.username}` });
  await row.filter({ hasText: 'Kullanıcı bildirimi' }).filter({ hasText: '1 bildirim' }).waitFor();
  await expectNoAccessibilityViolations(page);

  await row.click();
  await page.waitForURL(`**/moderation/${opened.caseId}`);
  const title = page.getByRole('heading', { level: 1, name: `Kullanıcı bildirimi: ${guest.displayName}` });
  await title.waitFor();
  await page
    .getByRole('region', { name: 'Bildirimler' })
    .getByText(/^Mesajlarla ısrar ediyor/)
    .waitFor();
  await expect(title.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

  // "a" picks Askıya al, away from any field; then the rule, the days and the reason; Ctrl + Enter saves.
  await page.keyboard.press('a');
  const suspend = page.getByRole('radio', { name: 'Askıya al' });
  await expect(suspend.isChecked()).resolves.toBe(true);
  await expect(suspend.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.getByLabel('Çiğnenen kural').selectOption({ label: communityRules.harassment.title });
  await page.getByRole('button', { name: '3 gün' }).click();
  const reason = page.getByLabel('Gerekçe', { exact: true });
  await reason.fill('İstemeyen birine defalarca yazmış; üç gün askı.');
  await expectNoAccessibilityViolations(page);
  await reason.press('Control+Enter');

  await page.getByRole('status').filter({ hasText: decisionRecordedMessage }).first().waitFor();
  const decision = page.getByRole('region', { name: 'Karar', exact: true });
  await decision.getByText('Askıya alındı', { exact: true }).waitFor();
  await decision.getByText('3 gün', { exact: true }).waitFor();
  await page.getByText('Kapalı', { exact: true }).waitFor();
  await expect(callApi(guest, endpoints.moderation.listMySanctions)).resolves.toMatchObject({
    sanctions: [{ action: 'suspend', rule: 'harassment', inForce: true, appealable: true }],
  });
});

it("refuses the suspended guest's new event with the server's reason, and takes one appeal in Hesap ayarları > Yaptırımlar", async () => {
  const { sanctions } = await callApi(guest, endpoints.moderation.listMySanctions);
  const [sanction] = sanctions;
  if (!sanction?.endsAt) throw new Error('the guest has no suspension: did the moderator test pass?');
  page = await signedInPage(guest, phone, '/dashboard/online');

  // An online event, the wizard's shortest way: the server refuses it and says until when, and where to look.
  const wizard = page.getByRole('dialog', { name: 'Etkinlik oluştur' });
  const next = () => wizard.getByRole('button', { name: 'İleri' }).click();
  await page.getByRole('button', { name: 'Etkinlik oluştur' }).first().click();
  await next();
  await wizard.getByLabel('Başlık').fill(`Askıda ${Date.now().toString(36)}`);
  await wizard.getByLabel('Açıklama').fill('Askıdaki bir hesabın etkinliği.');
  await wizard.getByLabel('Kategori').selectOption('Popular Games');
  await next();
  await wizard.getByText('Valorant', { exact: true }).first().click();
  await next();
  await wizard.getByRole('button', { name: '+2 saat' }).click();
  await next();
  await wizard.getByLabel('Platform', { exact: true }).selectOption('Valorant');
  await next();
  await wizard.getByRole('button', { name: 'Etkinliği oluştur' }).click();
  const refusal = accountRefusals.SUSPENDED(istanbulDateTime(sanction.endsAt));
  await page.getByRole('status').filter({ hasText: refusal }).first().waitFor();

  // The refusal's "Hesap ayarları > Yaptırımlar", by its address: the page opens at the section.
  const staleTab = await anotherTab(page);
  await page.goto('/dashboard/settings#yaptirimlar');
  const section = page.getByRole('region', { name: 'Yaptırımlar' });
  const item = section.getByRole('article').filter({ hasText: 'Askıya alma' });
  await item.getByText('Yürürlükte').waitFor();
  // Scrolled to, below the sticky header rather than under it.
  const heading = await section.getByRole('heading', { level: 2, name: 'Yaptırımlar' }).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  await expect(page.evaluate<number>('window.scrollY')).resolves.toBeGreaterThan(0);
  expect(heading?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  expect(heading?.y).toBeLessThan(phone.height / 2);
  await expect(
    item.getByRole('link', { name: communityRules.harassment.title }).getAttribute('href'),
  ).resolves.toBe('/topluluk-kurallari#harassment');
  await item.getByText('İstemeyen birine defalarca yazmış; üç gün askı.').waitFor();
  await expect(textWidth(page)).resolves.toBeLessThanOrEqual(phone.width);
  await expectNoAccessibilityViolations(page);

  // Another tab opens the form before the appeal is sent: its send will come too late.
  await staleTab.goto('/dashboard/settings');
  const staleSection = staleTab.getByRole('region', { name: 'Yaptırımlar' });
  await staleSection.getByRole('button', { name: /^İtiraz et/ }).click();

  // The server's own schema refuses a text too short, before anything is sent.
  await item.getByRole('button', { name: /^İtiraz et/ }).click();
  const form = item.getByRole('form', { name: 'Yaptırıma itiraz' });
  const text = form.getByLabel('İtirazın');
  await expect(text.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await text.fill('Haksız.');
  await form.getByRole('button', { name: 'İtirazı gönder' }).click();
  await form.getByText('İtirazını birkaç cümleyle anlat (en az 10 karakter).').waitFor();
  await expectNoAccessibilityViolations(page);
  await text.fill('Mesajlar karşılıklıydı; yazışmanın tamamına bakılmasını istiyorum.');
  await form.getByRole('button', { name: 'İtirazı gönder' }).click();
  await item.getByRole('status').filter({ hasText: appealSentMessage }).waitFor();
  await item.getByText(/itiraz edildi: inceleniyor\.$/).waitFor();
  await expect(item.getByRole('button', { name: /^İtiraz et/ }).count()).resolves.toBe(0);

  const staleForm = staleSection.getByRole('form', { name: 'Yaptırıma itiraz' });
  await staleForm.getByLabel('İtirazın').fill('Bir kez daha: mesajlar karşılıklıydı.');
  await staleForm.getByRole('button', { name: 'İtirazı gönder' }).click();
  await staleSection.getByRole('alert').filter({ hasText: appealRefusals.ALREADY_APPEALED }).waitFor();
  await staleSection.getByText(/itiraz edildi: inceleniyor\.$/).waitFor();

  const after = await callApi(guest, endpoints.moderation.listMySanctions);
  expect(after.sanctions).toEqual([
    expect.objectContaining({
      sanctionId: sanction.sanctionId,
      appealable: false,
      appeal: expect.objectContaining({ outcome: 'pending' }),
    }),
  ]);
});

it('shows /moderation to anyone outside the moderators as the not-found page, with no link to it', async () => {
  page = await signedInPage(host, desktop, '/moderation');
  await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
  await expect(page.getByRole('link', { name: /^Moderasyon/ }).count()).resolves.toBe(0);
});

it('shows the community guidelines on a 390 px phone and a desktop, the linked rule in focus', async () => {
  page = await openPage(phone);
  await page.goto('/topluluk-kurallari#harassment');
  await page.getByRole('heading', { level: 1, name: 'Topluluk Kuralları' }).waitFor();
  const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles).toEqual(communityRuleIds.map((rule) => communityRules[rule].title));
  await expect(page.evaluate<string | undefined>('document.activeElement?.id')).resolves.toBe('harassment');
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await expect(textWidth(page)).resolves.toBeLessThanOrEqual(viewport.width);
    await expectNoAccessibilityViolations(page);
  }
});
