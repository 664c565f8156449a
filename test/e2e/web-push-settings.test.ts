/**
 * Phone notifications (Web Push) from the user's side, in a Chromium of its own at 390 px with notifications
 * allowed: the settings' device switch subscribes this browser and ends its subscription, a kind's phone switch
 * saves `pushOff`, a start renews the subscription and a sign-out forgets it, and the first join request offers the
 * phone-app moment once. This machine has no push service for Chromium to reach, so `pushManager.subscribe()`
 * would never settle: an init script stands in for the browser's side of it, with a subscription whose endpoint is
 * on the local stack's push service and whose keys are real, so the server's pushes to it are real pushes.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { WebPushSubscription } from '../../lambdas/contracts/web-push';
import * as webPush from '../../lambdas/contracts/endpoints/web-push';
import * as endpoints from '../integration/support/endpoints';
import { apiUser, askToJoin, callApi, hostedEvent, signedInStorage, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations, launchPersistentChromium } from './browser';
import { phone } from './people';
import { stack } from './support';

jest.setTimeout(120_000);

/** Where the stand-in notes that this browser is subscribed: the profile's storage, as a browser keeps its own. */
const subscribedKey = 'e2e.pushSubscribed';
/** And the server key the page subscribed with (standard base64). */
const serverKeyKey = 'e2e.pushServerKey';
/** What the stand-in says in the page's console when the page ends the subscription. */
const subscriptionEnded = 'e2e: push subscription ended';

/** A subscription as Chromium's would look: an endpoint on the local push service, a real P-256 key, 16 bytes. */
function newSubscription(): WebPushSubscription {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `${stack.urls.webPush}/push/${randomUUID()}`,
    keys: {
      p256dh: ecdh.generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/**
 * The browser's push manager, played in the page: `subscribe()` hands out `subscription` (and notes the server key
 * it was given), `getSubscription()` finds it until `unsubscribe()`.
 */
function standInPushManager({
  subscription,
  storage,
  subscriptionEnded,
}: {
  subscription: WebPushSubscription;
  storage: { subscribed: string; serverKey: string };
  subscriptionEnded: string;
}) {
  const asSubscription = () => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => ({ ...subscription, expirationTime: null }),
    unsubscribe: () => {
      localStorage.removeItem(storage.subscribed);
      // Said where the test hears it even when the page goes on to clear its storage (a sign-out).
      console.info(subscriptionEnded);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.getSubscription = function () {
    return Promise.resolve(
      localStorage.getItem(storage.subscribed) ? (asSubscription() as unknown as PushSubscription) : null,
    );
  };
  PushManager.prototype.subscribe = function (options) {
    const key = new Uint8Array(options?.applicationServerKey as Uint8Array);
    localStorage.setItem(storage.serverKey, btoa(String.fromCharCode(...key)));
    localStorage.setItem(storage.subscribed, 'yes');
    return Promise.resolve(asSubscription() as unknown as PushSubscription);
  };
}

const opened: { context: BrowserContext; userDataDir: string }[] = [];

afterEach(async () => {
  for (const { context, userDataDir } of opened.splice(0)) {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});

/** `person`'s own Chromium, signed in, notifications allowed, its push manager stood in for; on `pathname`. */
async function phoneOf(person: ApiUser, pathname: string, subscription = newSubscription()): Promise<Page> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'squad-web-push-'));
  const context = await launchPersistentChromium(userDataDir, { viewport: phone, baseURL: stack.urls.web });
  opened.push({ context, userDataDir });
  await context.grantPermissions(['notifications'], { origin: stack.urls.web });
  await context.addInitScript(standInPushManager, {
    subscription,
    storage: { subscribed: subscribedKey, serverKey: serverKeyKey },
    subscriptionEnded,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const session = await signedInStorage(person);
  await page.goto('/terms');
  await page.evaluate(
    (items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)),
    session?.origins[0]?.localStorage ?? [],
  );
  await page.goto(pathname);
  return page;
}

/** The service worker the app registers a while after its load: subscribing needs it. */
const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

/** What the local push service took for `subscription`, once the server's pushes are in. */
async function pushesTo(subscription: WebPushSubscription): Promise<unknown[]> {
  const messages = (await (await fetch(`${stack.urls.webPush}/messages`)).json()) as { endpoint: string }[];
  return messages.filter((message) => message.endpoint === subscription.endpoint);
}

async function waitForPushTo(subscription: WebPushSubscription): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await pushesTo(subscription)).length === 0) {
    if (Date.now() > deadline) throw new Error(`no push reached ${subscription.endpoint}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const deviceSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Bu cihazda telefon bildirimleri', exact: true });

/** Waits for an outcome's toast (a status, said to screen readers). */
const told = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** Waits until the device switch shows `on` (it reads this browser's subscription first). */
const deviceSwitchShows = (page: Page, on: boolean) =>
  deviceSwitch(page)
    .and(page.locator(`[aria-checked="${on}"]`))
    .waitFor();

/**
 * A new user's phone as a later visit finds it, on the settings: subscribed on an earlier one (the server has the
 * device, the browser its service worker and its subscription), so the device switch shows on.
 */
async function subscribedPhone(label: string, displayName: string) {
  const user = await apiUser(label, displayName);
  const subscription = newSubscription();
  const page = await phoneOf(user, '/dashboard/settings', subscription);
  await callApi(user, webPush.subscribeWebPush, { body: subscription });
  await workerReady(page);
  await page.evaluate((key) => localStorage.setItem(key, 'yes'), subscribedKey);
  await page.reload();
  await deviceSwitchShows(page, true);
  return { user, subscription, page };
}

const subscriptionCall = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === webPush.subscribeWebPush.path &&
      response.request().method() === method,
  );

it('subscribes this browser with the device switch, with the site’s server key, and the server pushes to it', async () => {
  const user = await apiUser('pushon', 'Selin Acar');
  const event = await hostedEvent(user, 'Push: sahilde voleybol');
  const subscription = newSubscription();
  const page = await phoneOf(user, '/dashboard/settings', subscription);
  await deviceSwitchShows(page, false);
  await expectNoAccessibilityViolations(page);

  await workerReady(page);
  const answer = subscriptionCall(page, 'POST');
  await deviceSwitch(page).click();
  await expect((await answer).json()).resolves.toEqual({ devices: 1 });
  await told(page, 'Bu cihazda telefon bildirimleri açıldı.');
  await deviceSwitchShows(page, true);
  const config = (await (await fetch(`${stack.urls.web}/config.json`)).json()) as {
    webPushPublicKey: string;
  };
  const keyGiven = await page.evaluate((key) => localStorage.getItem(key), serverKeyKey);
  expect(Buffer.from(keyGiven ?? '', 'base64').toString('base64url')).toBe(config.webPushPublicKey);

  const guest = await apiUser('pushguest', 'Kerem Aydın');
  await askToJoin(guest, event.id);
  await waitForPushTo(subscription);
});

it('ends this browser’s subscription with the device switch, and the server forgets the device', async () => {
  const { page } = await subscribedPhone('pushoff', 'Derya Şahin');

  const answer = subscriptionCall(page, 'DELETE');
  await deviceSwitch(page).click();
  await expect((await answer).json()).resolves.toEqual({ devices: 0 });
  await told(page, 'Bu cihazda telefon bildirimleri kapatıldı.');
  await deviceSwitchShows(page, false);
  await expect(page.evaluate((key) => localStorage.getItem(key), subscribedKey)).resolves.toBeNull();
});

it('saves a kind’s phone switch in pushOff, keeping the app’s and the e-mail’s as they were', async () => {
  const user = await apiUser('pushkind', 'Ozan Çelik');
  // The user's phone choices exist from their first device on (before it, the column shows what it starts from).
  await callApi(user, webPush.subscribeWebPush, { body: newSubscription() });
  const page = await phoneOf(user, '/dashboard/settings');
  const byPhone = page.getByRole('switch', { name: 'Yeni mesaj: Telefon bildirimi' });
  await byPhone.and(page.locator('[aria-checked="true"]')).waitFor();

  await byPhone.click();
  await told(page, 'Bildirim ayarların kaydedildi.');
  await byPhone.and(page.locator('[aria-checked="false"]')).waitFor();
  const saved = await callApi(user, endpoints.notifications.getNotificationSettings);
  expect(saved).toEqual({ inAppOff: [], emailOff: [], pushOff: ['message'] });
});

it('fits the three switch columns on a 360 px phone without scrolling sideways', async () => {
  const user = await apiUser('pushnarrow', 'Ada Kurt');
  const page = await phoneOf(user, '/dashboard/settings');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('switch', { name: 'Etkinlik hatırlatmaları: E-posta' }).waitFor();
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).resolves.toBe(true);
});

it('sends this browser’s subscription again when the signed-in app starts', async () => {
  const { subscription, page } = await subscribedPhone('pushrenew', 'Ece Demir');

  const renewal = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === webPush.subscribeWebPush.path,
  );
  await page.goto('/dashboard/physical');
  expect((await renewal).postDataJSON()).toEqual(subscription);
});

it('forgets this browser at sign-out: its subscription ends and the server drops the device', async () => {
  const { user, subscription, page } = await subscribedPhone('pushlogout', 'Mert Yıldız');

  const ended = page.waitForEvent('console', (message) => message.text() === subscriptionEnded);
  const forgotten = page.waitForRequest(
    (request) =>
      request.method() === 'DELETE' && new URL(request.url()).pathname === webPush.unsubscribeWebPush.path,
  );
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await ended;
  expect((await forgotten).postDataJSON()).toEqual({ endpoint: subscription.endpoint });
  await page.waitForURL((url) => url.pathname === '/');
  // Another device of the user's is now the only one.
  await expect(callApi(user, webPush.subscribeWebPush, { body: newSubscription() })).resolves.toEqual({
    devices: 1,
  });
});

it('offers phone notifications after the first join request, once', async () => {
  const [host, guest] = await Promise.all([
    apiUser('momenthost', 'Burak Er'),
    apiUser('momentguest', 'Zeynep Ak'),
  ]);
  const [first, second] = await Promise.all([
    hostedEvent(host, 'Moment: kutu oyunu'),
    hostedEvent(host, 'Moment: bisiklet turu'),
  ]);
  const page = await phoneOf(guest, `/dashboard/eventDetails/${first.id}`);

  const askFrom = async () => {
    await page.getByRole('button', { name: 'Katılım isteği gönder' }).click();
    const modal = page.getByRole('dialog', { name: 'Katılım isteği gönder' });
    await modal.getByRole('button', { name: 'İsteği gönder' }).click();
    await modal.waitFor({ state: 'detached' });
  };
  await askFrom();
  const moment = page.getByRole('dialog', { name: 'Gelişmeleri kaçırma' });
  await moment.getByRole('button', { name: 'Bildirimleri aç' }).waitFor();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await moment.waitFor({ state: 'detached' });

  await page.goto(`/dashboard/eventDetails/${second.id}`);
  await askFrom();
  // The first one showed within a second of the answer.
  await page.waitForTimeout(3_000);
  await expect(moment.count()).resolves.toBe(0);
});
