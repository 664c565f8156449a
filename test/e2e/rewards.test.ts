/**
 * The Earn Tokens tab in Chromium: the four rules with the user's real progress, the invite link, and what the rules
 * paid (a referral, granted by the stream consumer after the invited friend published a first event); a new user
 * who comes through the invite link is recorded at the first sign-in; on a desktop and a 390 px phone, with axe.
 */
import type { Page } from 'playwright-core';
import * as rewardsApi from '../../lambdas/contracts/endpoints/rewards';
import { apiUser, callApi, hostedEvent, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { closeBrowser, openPage, registerAndVerify, signIn, stack, uniqueEmail } from './support';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(async () => {
  await closePeopleBrowser();
  await closeBrowser();
});

const granted = { timeout: 20_000 };

async function openEarnTab(user: ApiUser, viewport = desktop): Promise<Page> {
  const page = await signedInPage(user, viewport, '/dashboard/tokens?tab=earn');
  await page.getByRole('heading', { name: 'Token kazan' }).waitFor();
  return page;
}

const rules = (page: Page) => page.getByRole('list', { name: 'Token kazanma kuralları' });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(
    true,
  );
}

/** Polls the API until the referral grant has reached the inviter (the stream consumer runs within seconds). */
async function referralPaid(inviter: ApiUser): Promise<void> {
  const deadline = Date.now() + granted.timeout;
  while ((await callApi(inviter, rewardsApi.getRewards)).progress.referralsPaid === 0) {
    if (Date.now() > deadline) throw new Error('the referral was not paid');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('shows the rules with real progress, the invite link and a paid referral in the history', async () => {
  const inviter = await apiUser('inviter', 'Selin Yıldız');
  const { inviteCode } = await callApi(inviter, rewardsApi.getRewards);
  const friend = await apiUser('friend', 'Mert Kaya');
  await callApi(friend, rewardsApi.recordReferral, { body: { code: inviteCode } });
  await hostedEvent(friend, 'Moda sahilinde koşu');
  await referralPaid(inviter);

  const page = await openEarnTab(inviter);

  await rules(page).getByText('Davetinle katılan: 1 · İlk etkinliğini yayınlayan: 1').waitFor();
  await rules(page).getByText('0/5 etkinlik bu ay').waitFor();
  await expect(
    page.getByRole('progressbar', { name: /aylık görev ilerlemesi$/ }).getAttribute('aria-valuenow'),
  ).resolves.toBe('0');
  await page.getByText('Kurallardan kazandığın: 3 token').waitFor();
  const link = page.getByLabel('Davet bağlantısı');
  await expect(link.inputValue()).resolves.toBe(`${stack.urls.web}/register?ref=${inviteCode}`);
  const history = page.getByRole('region', { name: 'Kazanç geçmişi' });
  const line = history.getByRole('listitem').filter({ hasText: 'Arkadaş daveti' });
  await line.getByText('Arkadaşın: Mert Kaya').waitFor();
  await line.getByText('+3').waitFor();
  await expectNoAccessibilityViolations(page);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Davet bağlantın kopyalandı.').waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
    `${stack.urls.web}/register?ref=${inviteCode}`,
  );

  await page.getByRole('tab', { name: 'Purchase History' }).click();
  await page.getByText('Kazanıldı: arkadaş daveti').waitFor();
});

it('on a phone, a friend who signs up through the invite link is recorded at the first sign-in', async () => {
  const inviter = await apiUser('inviter', 'Ece Demir');
  const { inviteCode } = await callApi(inviter, rewardsApi.getRewards);
  const email = uniqueEmail('invited');
  const password = 'Sifre123!';

  const page = await openPage(phone);
  await page.goto(`/register?ref=${inviteCode}`);
  await page.getByText('Bir arkadaşının davetiyle geldin').waitFor();
  await expectNoAccessibilityViolations(page);
  await registerAndVerify(page, email, password);
  await signIn(page, email, password);
  await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
  await expect(page.evaluate(() => localStorage.getItem('squad.inviteCode'))).resolves.toBeNull();
  await page.goto('/dashboard/tokens?tab=earn');
  await page.getByText("Ece Demir seni Squad'a davet etti: ilk etkinliğini yayınladığında").waitFor();
  await expectNoSidewaysScroll(page);

  const inviterPage = await openEarnTab(inviter, phone);
  await rules(inviterPage).getByText('Davetinle katılan: 1 · İlk etkinliğini yayınlayan: 0').waitFor();
  await inviterPage.getByText('Henüz kurallardan token kazanmadın.', { exact: false }).waitFor();
  await expectNoSidewaysScroll(inviterPage);
  await expectNoAccessibilityViolations(inviterPage);
});
