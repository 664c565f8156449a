/** Identity journeys in Chromium on the local stack: register, verify, sign in, reset, Google, log out. */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import {
  closeBrowser,
  closePage,
  demoLogin,
  emailCausedBy,
  openPage,
  registerAndVerify,
  signIn,
  stack,
  uniqueEmail,
} from './support';
import { resetCodeLifetimeSeconds } from './stack-info';
import { newUser } from './api-users';

jest.setTimeout(60_000);

let page: Page;
beforeEach(async () => {
  page = await openPage();
});
afterEach(closePage);
afterAll(closeBrowser);

const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

describe('registration and verification', () => {
  it('takes a new user from the register form through the e-mailed link to the dashboard', async () => {
    const email = uniqueEmail('register');
    await registerAndVerify(page, email, 'Sifre123!');
    await expect(page.getByLabel('E-posta', { exact: true }).inputValue()).resolves.toBe(email);

    await page.getByLabel('Şifre', { exact: true }).fill('Sifre123!');
    await page.getByRole('button', { name: "Squad'a Gir!" }).click();
    await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
  });

  it("keeps the register button disabled until the password meets the pool's rule", async () => {
    await page.goto('/register');
    await page.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('weak'));
    // long enough, but no upper-case letter and no symbol
    await page.getByLabel('Şifre', { exact: true }).fill('sifre1234');
    await expect(page.getByRole('button', { name: 'Hesabımı oluştur' }).isDisabled()).resolves.toBe(true);
    await page.getByText('En az bir büyük harf').waitFor();
  });

  it('tells the new user how their data is processed as a notice beside the terms, not as something accepted', async () => {
    await page.goto('/register');
    const notice = page.getByText('E-posta adresin ve şifren, hesabını açmak ve seni tanımak için işlenir.');
    await notice.waitFor();
    const link = page.getByRole('link', { name: /Aydınlatma Metni/ });
    await expect(link.getAttribute('href')).resolves.toBe('/privacy');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(page.getByText(/kabul etmiş olursun/).textContent()).resolves.not.toContain('Gizlilik');
  });

  it('says the verification link is broken when its parameters are missing, then goes to /register', async () => {
    await page.goto('/verify');
    await page.getByRole('alert').waitFor();
    await expectNoAccessibilityViolations(page);
    await page.waitForURL('**/register', { timeout: 8_000 });
  });

  it('says a verification link used twice is for an account already verified, then goes to /login', async () => {
    const email = uniqueEmail('twice');
    const message = await emailCausedBy(email, async () => {
      await page.goto('/register');
      await page.getByLabel('E-posta', { exact: true }).fill(email);
      await page.getByLabel('Şifre', { exact: true }).fill('Sifre123!');
      await page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
      await page.getByText('Adım 2 / 2').waitFor();
    });
    if (!message.link) throw new Error('verification e-mail carries no link');
    await page.goto(message.link);
    await page.waitForURL('**/login?verified=true', { timeout: 10_000 });
    await page.goto(message.link);
    await page.getByText('Bu hesap muhtemelen zaten doğrulanmış. Doğrudan giriş yapmayı dene.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
  });

  it('has no accessibility violations on the sign-in, register and reset screens', async () => {
    for (const route of ['/login', '/register', '/forgot-password']) {
      await page.goto(route);
      await page.getByRole('heading').first().waitFor();
      await expectNoAccessibilityViolations(page);
    }
  });
});

describe('signing in', () => {
  it('lands on /dashboard/physical with the welcome toast', async () => {
    await signIn(page, demoLogin.email, demoLogin.password);
    await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
    await page.getByRole('link', { name: 'Profile' }).first().waitFor();
    await expectNoAccessibilityViolations(page);
  });

  it('shows the wrong-password message for a wrong password', async () => {
    await signIn(page, demoLogin.email, 'not-the-password');
    await toast('E-mail ya da şifre yanlış bestie 😔').waitFor();
  });

  it('answers an e-mail nobody registered as it answers a wrong password, so nobody learns who has an account', async () => {
    await signIn(page, uniqueEmail('nobody'), 'Whatever1!');
    await toast('E-mail ya da şifre yanlış bestie 😔').waitFor();
  });

  it('reminds an unconfirmed user to verify the e-mail', async () => {
    const email = uniqueEmail('unconfirmed');
    await page.goto('/register');
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('Sifre123!');
    await page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
    await page.getByText('Adım 2 / 2').waitFor();
    await signIn(page, email, 'Sifre123!');
    await toast('E-postanı doğrulamayı unuttun galiba! 📧').waitFor();
  });

  it('shows the Google toast on the sign-in screen before leaving for the hosted login', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google ile devam et' }).click();
    await toast("Google ile squad'a geri dönüyorsun! 🚀").waitFor({ timeout: 1_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.waitForURL(`${stack.urls.cognito}/oauth2/authorize**`);
  });

  it('signs in with the Google button through the local hosted login', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google ile devam et' }).click();
    await page.waitForURL(`${stack.urls.cognito}/oauth2/authorize**`);
    await page.getByRole('heading', { name: 'Yerel giriş' }).waitFor();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: demoLogin.email }).click();
    await expect(page.getByLabel('E-posta').inputValue()).resolves.toBe(demoLogin.email);
    await page.getByLabel('Şifre').fill(demoLogin.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.waitForURL('**/googleAuth?**');
    await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
  });

  it('shows the signed-in user in the phone menu, which Escape closes', async () => {
    await closePage();
    page = await openPage({ width: 390, height: 844 });
    await signIn(page, demoLogin.email, demoLogin.password);
    await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.getByText('@deniz').waitFor();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  });

  it('logs out to / with local and session storage cleared', async () => {
    await signIn(page, demoLogin.email, demoLogin.password);
    await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(stack.urls.web + '/');
    const stored = await page.evaluate<number>('localStorage.length + sessionStorage.length');
    expect(stored).toBe(0);
  });
});

describe('password reset', () => {
  async function requestCode(email: string): Promise<string> {
    const message = await emailCausedBy(email, async () => {
      await page.goto('/forgot-password');
      await page.getByLabel('E-posta', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Kodu gönder' }).click();
      await toast('Doğrulama kodu e-postana gönderildi').waitFor();
    });
    if (!message.code) throw new Error('reset e-mail carries no code');
    return message.code;
  }

  async function submitReset(code: string, password: string, confirmation = password): Promise<void> {
    await page.getByLabel('Doğrulama kodu').fill(code);
    await page.getByLabel('Yeni şifre', { exact: true }).fill(password);
    await page.getByLabel('Yeni şifre (tekrar)').fill(confirmation);
  }

  it('resets the password with the e-mailed code and signs in with the new one', async () => {
    const { email } = await newUser('reset');
    const code = await requestCode(email);
    await submitReset(code, 'Yeni-Sifre1!');
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    await toast('Şifre başarıyla değiştirildi').waitFor();
    await page.waitForURL('**/login', { timeout: 5_000 });

    await signIn(page, email, 'Yeni-Sifre1!');
    await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
  });

  it('says the code is wrong for a wrong code', async () => {
    const { email } = await newUser('wrongcode');
    const code = await requestCode(email);
    await submitReset(code === '000000' ? '111111' : '000000', 'Yeni-Sifre1!');
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    await toast('Kod yanlış bestie, tekrar dene! 🤔').waitFor();
  });

  it('sends the user back to ask for a new code when the code has expired', async () => {
    const { email } = await newUser('expired');
    const code = await requestCode(email);
    await page.waitForTimeout((resetCodeLifetimeSeconds + 1) * 1000);
    await submitReset(code, 'Yeni-Sifre1!');
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    await toast('Kod expired olmuş! Yeni kod iste 😔').waitFor();
    await page.getByRole('button', { name: 'Kodu gönder' }).waitFor();
  });

  it('answers an address nobody registered as it answers a registered one: on to the code step', async () => {
    const nobody = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await page.getByLabel('E-posta', { exact: true }).fill(nobody);
    await page.getByRole('button', { name: 'Kodu gönder' }).click();
    await toast('Doğrulama kodu e-postana gönderildi').waitFor();
    await page.getByLabel('Doğrulama kodu').waitFor();
  });

  it('keeps all six digits of a code pasted with spaces, a dash or words around it', async () => {
    await requestCode(demoLogin.email);
    const field = page.getByLabel('Doğrulama kodu');
    for (const pasted of ['123 456', '123-456', 'Kod: 123456']) {
      await field.fill(pasted);
      await expect(field.inputValue()).resolves.toBe('123456');
    }
  });

  it('shows the mismatch message and keeps submit disabled when the passwords differ', async () => {
    await requestCode(demoLogin.email);
    await submitReset('123456', 'Yeni-Sifre1!', 'Yeni-Sifre2!');
    await page.getByRole('alert').filter({ hasText: 'Şifreler match etmiyor! 😅' }).waitFor();
    await expect(page.getByRole('button', { name: 'Şifremi değiştir' }).isDisabled()).resolves.toBe(true);
  });

  it('keeps submit disabled while the new password misses a character class', async () => {
    await requestCode(demoLogin.email);
    await submitReset('123456', 'alllowercase1!');
    await expect(page.getByRole('button', { name: 'Şifremi değiştir' }).isDisabled()).resolves.toBe(true);
  });
});
