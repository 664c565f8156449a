/**
 * Several people in the browser at once: one Chromium, a browser context (storage, session) per person, each
 * signed in with a stored session. support.ts's openPage keeps one context; these sit beside it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectChromium } from './browser';
import { offeredKey } from '../../web/src/features/install/offer-rule';
import { signedInStorage } from './api-users';
import { signIn, stack } from './support';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };
const dashboardPath = '/dashboard/physical';

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export interface Person {
  email: string;
  password: string;
}

/**
 * A new browser context for `person`, signed in and on `path` (the physical dashboard unless told), opened directly.
 * The session is stored as a password sign-in leaves it (test/e2e/auth.test.ts drives the login screen itself); a
 * person with an authenticator app signs in through the screen, which lands on the dashboard, and then opens `path`.
 */
export async function signedInPage(person: Person, viewport = desktop, path = dashboardPath): Promise<Page> {
  browser ??= await connectChromium(stack.browserEndpoint);
  const storageState = await signedInStorage(person);
  // The phone-app moment would cover the page after a first join request or event: these people have seen it, so a
  // journey goes on as it would the next time (web-push-settings.test.ts tests the moment).
  storageState?.origins[0]?.localStorage.push({ name: offeredKey, value: new Date(0).toISOString() });
  const context = await browser.newContext({ viewport, baseURL: stack.urls.web, storageState });
  contexts.push(context);
  const page = await context.newPage();
  if (!storageState) {
    await signIn(page, person.email, person.password);
    await page.waitForURL(`**${dashboardPath}`, { timeout: 15_000 });
    if (path === dashboardPath) return page;
  }
  await page.goto(path);
  const { pathname } = new URL(path, stack.urls.web);
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
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
