/**
 * Several people in the browser at once: one Chromium, a browser context (storage, session) per person, each
 * signed in with a stored session. support.ts's openPage keeps one context; these sit beside it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { signedInStorage } from './api-users';
import { signIn, stack } from './support';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export interface Person {
  email: string;
  password: string;
}

/**
 * A new browser context for `person`, signed in and on the physical dashboard. The session is stored as a password
 * sign-in leaves it (test/e2e/auth.test.ts drives the login screen itself); a person with an authenticator app
 * signs in through the screen.
 */
export async function signedInPage(person: Person, viewport = desktop): Promise<Page> {
  browser ??= await launchChromium();
  const storageState = await signedInStorage(person);
  const context = await browser.newContext({ viewport, baseURL: stack.urls.web, storageState });
  contexts.push(context);
  const page = await context.newPage();
  if (storageState) await page.goto('/dashboard/physical');
  else await signIn(page, person.email, person.password);
  await page.waitForURL('**/dashboard/physical', { timeout: 15_000 });
  return page;
}

/** Another tab of the same person (same context, same session). */
export function anotherTab(page: Page): Promise<Page> {
  return page.context().newPage();
}

export async function closeContexts(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

export async function closePeopleBrowser(): Promise<void> {
  await closeContexts();
  await browser?.close();
  browser = undefined;
}
