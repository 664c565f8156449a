/**
 * The account settings page in Chromium: a change of password under the reset rule, Cognito's
 * refusal of a wrong current password in Turkish, sign-out everywhere (another device's session can no longer be
 * refreshed), two-step sign-in with an authenticator app, the data download, the deletion behind a typed
 * confirmation, the privacy page's KVKK section, and the page on a 390 px phone; with axe checks on the page and
 * the dialog.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type AuthFlowType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import { accountExportSchema, retainedAfterDeletion } from '../../lambdas/contracts/account';
import { downloadedText, expectNoAccessibilityViolations } from './browser';
import { apiUser, hostedEvent, type ApiUser } from './api-users';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { closeBrowser, closePage, openPage, signIn, stack } from './support';
import { totpCode } from '../totp-code';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterEach(closePage);
afterAll(closePeopleBrowser);
afterAll(closeBrowser);

const strongPassword = 'Yeni-Sifre1!';

const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.urls.cognito,
  region: 'eu-central-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** Cognito's answer to a sign-in (or a refresh) as the exception name, or 'ok'. */
async function cognitoAnswer(flow: AuthFlowType, parameters: Record<string, string>): Promise<string> {
  try {
    await cognito.send(
      new InitiateAuthCommand({
        ClientId: stack.userPoolClientId,
        AuthFlow: flow,
        AuthParameters: parameters,
      }),
    );
    return 'ok';
  } catch (error) {
    return (error as Error).name;
  }
}

const passwordSignIn = (email: string, password: string) =>
  cognitoAnswer('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });

async function openSettings(user: ApiUser, viewport = desktop): Promise<Page> {
  const page = await signedInPage(user, viewport, '/dashboard/settings');
  await page.getByRole('heading', { level: 1, name: 'Hesap ayarları' }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function fillPasswords(page: Page, current: string, next: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Şifre değiştir' });
  await form.getByLabel('Mevcut şifre', { exact: true }).fill(current);
  await form.getByLabel('Yeni şifre', { exact: true }).fill(next);
  await form.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(next);
}

it('changes the password under the reset rule, and the new password signs in', async () => {
  const user = await apiUser('password', 'Selin Aksoy');
  const page = await openSettings(user);
  await expectNoAccessibilityViolations(page);
  const submit = page.getByRole('button', { name: 'Şifreyi değiştir' });

  // Long enough, but no upper-case letter and no symbol: the button stays off.
  await fillPasswords(page, user.password, 'sifre1234');
  await expect(submit.isDisabled()).resolves.toBe(true);

  await fillPasswords(page, user.password, strongPassword);
  await submit.click();
  await toast(page, 'Şifre başarıyla değiştirildi').waitFor();

  await expect(passwordSignIn(user.email, user.password)).resolves.toBe('NotAuthorizedException');
  await closeContexts();
  await signedInPage({ email: user.email, password: strongPassword });
});

it('answers a wrong current password in Turkish and keeps the old password', async () => {
  const user = await apiUser('wrongpass', 'Emre Şahin');
  const page = await openSettings(user);
  await fillPasswords(page, 'not-my-password', strongPassword);
  await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await toast(page, 'Mevcut şifren yanlış bestie 😔').waitFor();
  await expect(passwordSignIn(user.email, user.password)).resolves.toBe('ok');
  await expect(passwordSignIn(user.email, strongPassword)).resolves.toBe('NotAuthorizedException');
});

it('turns on two-step sign-in on a 390 px phone, and the next sign-in asks for the app code', async () => {
  const user = await apiUser('totp', 'Deniz Yıldız');
  const page = await openSettings(user, phone);
  const section = page.getByRole('region', { name: 'İki adımlı doğrulama' });
  await section.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }).click();

  // The key as a person would type it into an app, and the link that opens one on the phone.
  const secret = (await section.locator('code').innerText()).replaceAll(' ', '');
  const link = await section
    .getByRole('link', { name: 'Bu cihazdaki doğrulama uygulamasında aç' })
    .getAttribute('href');
  expect(link).toMatch(new RegExp(`^otpauth://totp/Squad:.*\\?secret=${secret}&issuer=Squad$`));
  await expectNoAccessibilityViolations(page);
  await section.getByLabel('Uygulamadaki 6 haneli kod').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Doğrula ve aç' }).click();
  await toast(page, 'İki adımlı doğrulama açıldı 🔐').waitFor();
  await section.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' }).waitFor();
  await closeContexts();

  const login = await openPage(phone);
  await signIn(login, user.email, user.password);
  await login.getByRole('heading', { level: 1, name: 'İki adımlı doğrulama' }).waitFor();
  await expectNoAccessibilityViolations(login);
  await login.getByLabel('Doğrulama kodu').fill(totpCode(secret));
  await login.getByRole('button', { name: 'Doğrula' }).click();
  await login.waitForURL('**/dashboard/physical', { timeout: 15_000 });
});

it("signs out everywhere: this browser goes to /login and another device's session cannot be refreshed", async () => {
  const user = await apiUser('everywhere', 'Zeynep Kurt');
  const otherDevice = await signedInPage(user);
  // Amplify keeps the refresh token in localStorage (the test's side is Node: the expression runs in the page).
  const refreshToken = await otherDevice.evaluate<string | null>(
    "localStorage.getItem(Object.keys(localStorage).find((key) => key.endsWith('.refreshToken')) ?? '')",
  );
  expect(refreshToken).toBeTruthy();
  await expect(cognitoAnswer('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken! })).resolves.toBe('ok');

  const page = await openSettings(user);
  await page.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }).click();
  await toast(page, 'Tüm cihazlardan çıkış yapıldı').waitFor();
  await page.waitForURL('**/login', { timeout: 10_000 });
  await expect(cognitoAnswer('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken! })).resolves.toBe(
    'NotAuthorizedException',
  );
});

it('downloads a JSON file of the caller’s data, named after the username', async () => {
  const user = await apiUser('export', 'Can Öztürk');
  const event = await hostedEvent(user, `Piknik ${Date.now().toString(36)}`);
  const page = await openSettings(user);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Verilerimi indir' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`squad-verilerim-${user.username}.json`);
  const saved = accountExportSchema.parse(JSON.parse(await downloadedText(download)));
  expect(saved.profile).toMatchObject({
    userId: user.userId,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
  });
  expect(saved.hostedEvents.map((hosted) => hosted.title)).toContain(event.title);
  await toast(page, 'Verilerin indirildi').waitFor();
});

it('deletes the account only after the username is typed, then the old credentials no longer sign in', async () => {
  const user = await apiUser('deleted', 'Deniz Arslan');
  const page = await openSettings(user);
  const open = page.getByRole('button', { name: 'Hesabımı sil' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Hesabın kalıcı olarak silinsin mi?' });
  await dialog.getByText(`Token hareketlerin`).waitFor();
  await dialog.getByText(`${retainedAfterDeletion.ledger.years} yıl`, { exact: false }).waitFor();
  await expectNoAccessibilityViolations(page);

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(page.evaluate<string>('document.activeElement?.textContent ?? ""')).resolves.toBe(
    'Hesabımı sil',
  );

  await open.click();
  const confirmation = dialog.getByLabel(`Onaylamak için "${user.username}" yaz`);
  const remove = dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' });
  await confirmation.fill(`${user.username}x`);
  await expect(remove.isDisabled()).resolves.toBe(true);
  await confirmation.fill(user.username);
  await remove.click();
  await toast(page, 'Hesabın silindi').waitFor();
  await page.waitForURL('**/login', { timeout: 10_000 });

  // the pool hides who has an account: a deleted one answers as a wrong password does
  await expect(passwordSignIn(user.email, user.password)).resolves.toBe('NotAuthorizedException');
  await page.getByLabel('E-posta', { exact: true }).fill(user.email);
  await page.getByLabel('Şifre', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: "Squad'a Gir!" }).click();
  await toast(page, 'E-mail ya da şifre yanlış bestie 😔').waitFor();
});

it('fits a 390 px phone, dialog included', async () => {
  const user = await apiUser('phone', 'Ayşe Demir');
  const page = await openSettings(user, phone);
  for (const section of [
    'Şifre değiştir',
    'Tüm cihazlardan çıkış yap',
    'Engellenen kullanıcılar',
    'Verilerimi indir',
    'Hesabımı sil',
  ]) {
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
  }
  await page.getByText('Kimseyi engellemedin.').waitFor();
  await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(
    390,
  );
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabın kalıcı olarak silinsin mi?' });
  await dialog.waitFor();
  expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page);
});

it("states on the privacy page what a deletion keeps, for how long, from the contract's figures", async () => {
  const page = await openPage(phone);
  await page.goto('/privacy#hesap-silme');
  const section = page.locator('#hesap-silme');
  await section.getByRole('heading', { name: '8. Hesap silme ve saklanan veriler' }).waitFor();
  for (const kept of Object.values(retainedAfterDeletion)) {
    await section.getByText(`${kept.what}: ${kept.years} yıl.`, { exact: false }).waitFor();
  }
  await section.getByText('35 güne kadar', { exact: false }).waitFor();
  await expectNoAccessibilityViolations(page);
});
