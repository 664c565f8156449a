/** Helpers shared by the browser journeys: a fresh browser context per test and the e-mail outbox. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readOutbox, waitForOutboxMessage, type OutboxMessage } from '../../bin/local/outbox';
import { sentMailTo, waitForSentMail, type SentMail } from '../sent-mail';
import { demoLogin } from '../../bin/local/seed';
import { connectChromium } from './browser';
import { readStackInfo } from './stack-info';

export const stack = readStackInfo();
export { demoLogin };

let browser: Browser | undefined;
let context: BrowserContext | undefined;

/** A new, empty browser profile: no storage carries over between tests. */
export async function openPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  browser ??= await connectChromium(stack.browserEndpoint);
  context = await browser.newContext({ viewport, baseURL: stack.urls.web });
  return context.newPage();
}

export async function closeBrowser(): Promise<void> {
  await context?.close();
  await browser?.close();
  browser = undefined;
}

export async function closePage(): Promise<void> {
  await context?.close();
  context = undefined;
}

/** An e-mail address no earlier test used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(performance.now())}@squad.test`;
}

/**
 * Runs `action` and answers the product's e-mail (through the local SES, test/sent-mail.ts) to `to` that it caused.
 */
export async function sentMailCausedBy(to: string, action: () => Promise<void>): Promise<SentMail> {
  const earlier = (await sentMailTo(stack.urls.ses, to)).length;
  await action();
  return waitForSentMail(stack.urls.ses, to, earlier + 1);
}

/** Runs `action` and answers Cognito's e-mail to `to` that it caused (the one after those already there). */
export async function emailCausedBy(to: string, action: () => Promise<void>): Promise<OutboxMessage> {
  const earlier = (await readOutbox(stack.outboxDir, to)).length;
  await action();
  return waitForOutboxMessage(stack.outboxDir, to, earlier + 1);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: "Squad'a Gir!" }).click();
}

/** Registers through the UI and confirms with the link from the outbox; returns when /login?verified=true shows. */
export async function registerAndVerify(page: Page, email: string, password: string): Promise<void> {
  const message = await emailCausedBy(email, async () => {
    await page.goto('/register');
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
    await page.getByText('Adım 2 / 2').waitFor();
  });
  if (!message.link) throw new Error(`verification e-mail to ${email} carries no link`);
  await page.goto(message.link);
  await page.waitForURL('**/login?verified=true', { timeout: 10_000 });
}
