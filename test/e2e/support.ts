/** Helpers shared by the browser journeys: a fresh browser context per test and the e-mail outbox. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { readStackInfo } from './stack-info';

export const stack = readStackInfo();
export const demoLogin = { email: 'demo@squad.local', password: 'Squad123!' };

let browser: Browser | undefined;
let context: BrowserContext | undefined;

/** A new, empty browser profile: no storage carries over between tests. */
export async function openPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  browser ??= await launchChromium();
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

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
}

/** The newest e-mail to `to` written after `since`, waiting for it to arrive. */
export async function waitForEmail(to: string, since: number, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(stack.outboxDir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(await readFile(path.join(stack.outboxDir, file), 'utf8')) as OutboxMessage;
      const writtenAt = Date.parse(file.slice(0, 24).replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3'));
      if (message.to === to && writtenAt >= since - 1_000) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} arrived within ${timeoutMs} ms`);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: "Squad'a Gir!" }).click();
}

/** Registers through the UI and confirms with the link from the outbox; returns when /login?verified=true shows. */
export async function registerAndVerify(page: Page, email: string, password: string): Promise<void> {
  const since = Date.now();
  await page.goto('/register');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Hesabımı oluştur' }).click();
  await page.getByText('Adım 2 / 2').waitFor();
  const message = await waitForEmail(email, since);
  if (!message.link) throw new Error(`verification e-mail to ${email} carries no link`);
  await page.goto(message.link);
  await page.waitForURL('**/login?verified=true', { timeout: 10_000 });
}
