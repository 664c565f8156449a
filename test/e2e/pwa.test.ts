/**
 * The installable app on a 390 px phone: its manifest and Chromium's installability check, the shell offline, a push
 * message becoming a notification whose tap opens its page, and the prompt that brings a new version. Each test runs
 * in a persistent browser profile of its own (an incognito context is never installable), started here rather than
 * in the run's shared Chromium.
 */
/// <reference lib="dom" />
/// <reference lib="webworker" />
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { SiteConfig } from '../../lambdas/contracts/site-config';
import type { WebPushMessage } from '../../lambdas/contracts/web-push';
import { startWeb } from '../../bin/local/web';
import { portsOf } from '../ports';
import { signedInStorage } from './api-users';
import { expectNoAccessibilityViolations, launchPersistentChromium } from './browser';
import { demoLogin, stack } from './support';

jest.setTimeout(90_000);

const phone = { width: 390, height: 844 };
const builtWeb = path.resolve(__dirname, '../../web/dist');
const offlineBanner = 'İnternet bağlantın yok. Bağlantı gelince sayfa kendiliğinden yenilenecek.';

let context: BrowserContext | undefined;
const folders: string[] = [];

const temporaryFolder = (label: string) => {
  const folder = mkdtempSync(path.join(os.tmpdir(), `squad-pwa-${label}-`));
  folders.push(folder);
  return folder;
};

afterEach(async () => {
  await context?.close();
  context = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A phone's browser profile of its own, on `siteUrl` (the browser tests' site unless told). */
async function openApp(siteUrl = stack.urls.web): Promise<Page> {
  context = await launchPersistentChromium(temporaryFolder('profile'), { viewport: phone, baseURL: siteUrl });
  return context.pages()[0] ?? context.newPage();
}

async function signInDemoUser(target: BrowserContext): Promise<void> {
  const storage = await signedInStorage(demoLogin);
  if (!storage) throw new Error('the demo user signs in with a password alone');
  await target.setStorageState(storage);
}

/**
 * Waits until the page has registered the service worker (a while after its load) and the worker is active. (A loop
 * in the page: Playwright's waitForFunction takes an async predicate's promise for a true value.)
 */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    while (registration.active?.state !== 'activated') await new Promise((wait) => setTimeout(wait, 100));
  });
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The signed-in demo user's physical dashboard, opened once online so the worker installs and takes the page. */
async function installedDashboard(): Promise<Page> {
  const page = await openApp();
  await signInDemoUser(page.context());
  await page.goto('/dashboard/physical');
  await page.getByRole('article').first().waitFor();
  await serviceWorkerActive(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

describe('the manifest', () => {
  it('names the app in Turkish, opens standalone on the physical dashboard and lists its icons and shortcuts', async () => {
    const page = await openApp();
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestResponse = await page.request.get(href ?? '/missing');
    expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await manifestResponse.json()) as Record<string, unknown>;

    expect(manifest).toMatchObject({
      id: '/',
      name: 'Squad',
      short_name: 'Squad',
      lang: 'tr',
      dir: 'ltr',
      display: 'standalone',
      start_url: '/dashboard/physical',
      scope: '/',
      theme_color: '#7c3aed',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
      ],
      shortcuts: [
        { name: 'Yakındaki etkinlikler', url: '/dashboard/physical' },
        { name: 'Online etkinlikler', url: '/dashboard/online' },
        { name: 'Etkinliklerim', url: '/dashboard/my-events' },
      ],
    });
    expect(manifest.description).toMatch(/buluş/);
  });

  it('links icons that exist at the sizes the manifest and index.html give them', async () => {
    const page = await openApp();
    await page.goto('/login');
    const sources = [
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
      ['/icons/icon-maskable-512.png', 512],
      [await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'), 180],
      ['/icons/badge-96.png', 96],
    ] as const;
    for (const [source, size] of sources) {
      const width = await page.evaluate(async (url) => {
        const image = new Image();
        image.src = url ?? '';
        await image.decode();
        return image.naturalWidth;
      }, source);
      expect([source, width]).toEqual([source, size]);
    }
  });

  it('makes the app installable: Chromium finds no installability error', async () => {
    const page = await openApp();
    await page.goto('/login');
    await serviceWorkerActive(page);
    const cdp = await page.context().newCDPSession(page);

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');

    expect(installabilityErrors).toEqual([]);
  });
});

describe('offline', () => {
  it('opens the signed-in shell from the service worker with the Turkish offline state, not an error page', async () => {
    const page = await installedDashboard();
    await page.context().setOffline(true);

    await page.reload();

    await page.getByText(offlineBanner).waitFor();
    await page.getByRole('link', { name: 'Squad ana sayfa: fiziksel etkinlikler' }).waitFor();
    await page.getByText('Çevrimdışısın: burası bağlantı gelince kendiliğinden yüklenecek.').waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expectNoAccessibilityViolations(page);
  });

  it('loads the page by itself once the network is back', async () => {
    const page = await installedDashboard();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(offlineBanner).waitFor();

    await page.context().setOffline(false);

    await page.getByRole('article').first().waitFor();
    await page.getByText(offlineBanner).waitFor({ state: 'detached' });
  });

  it('leaves the API to the network: a navigation to an API path is never answered with the shell', async () => {
    const page = await installedDashboard();

    const response = await page.goto('/private/profile');

    expect(response?.fromServiceWorker()).toBe(false);
    expect(response?.headers()['content-type']).toMatch(/^application\/json/);
  });
});

/** The demo user's dashboard with the worker in charge and notifications allowed, and a way to push to it. */
async function pushReadyDashboard() {
  const page = await installedDashboard();
  await page.context().grantPermissions(['notifications']);
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const origin = new URL(stack.urls.web).origin;
  /**
   * Delivers `message` as a push service would, again until the worker shows it: Chromium answers the DevTools call
   * at once and drops the delivery's outcome, and on a busy machine the worker may not start in time, when a push
   * service would deliver again.
   */
  const push = async (message: WebPushMessage) => {
    for (let deliveries = 0; deliveries < 5; deliveries += 1) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify(message),
      });
      if (await notificationShownWithin(page, message.tag, 5_000)) return;
    }
    throw new Error('the worker showed no notification after five deliveries');
  };
  return { page, push };
}

/** Whether the worker shows a notification tagged `tag` within `ms`. */
const notificationShownWithin = (page: Page, tag: string, ms: number) =>
  page.evaluate(
    async ({ tag, ms }) => {
      const registration = await navigator.serviceWorker.ready;
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if ((await registration.getNotifications({ tag })).length > 0) return true;
        await new Promise((wait) => setTimeout(wait, 100));
      }
      return false;
    },
    { tag, ms },
  );

/** Waits until the worker shows no notification (a tapped one is closed). */
const noNotificationShown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    while ((await registration.getNotifications()).length > 0)
      await new Promise((wait) => setTimeout(wait, 100));
  });

/** The notifications the worker shows (a delivered push has shown its own: `push` returns once it has). */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
  });

/**
 * Taps the notification the worker shows, as soon as it shows one, as the phone would: the worker's own click
 * handler gets the real notification. A script's event may not extend the worker's life (its waitUntil throws), so
 * this one's ignores the promise, which runs anyway. Chromium may stop the worker and start it again (a push wakes
 * it): each try asks the workers running then.
 */
async function tapNotification(page: Page): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const tapped = await Promise.all(
      page
        .context()
        .serviceWorkers()
        .map((worker) =>
          worker
            .evaluate(async () => {
              const scope = self as unknown as ServiceWorkerGlobalScope;
              const [notification] = await scope.registration.getNotifications();
              if (!notification) return false;
              const click = new NotificationEvent('notificationclick', { notification });
              Object.defineProperty(click, 'waitUntil', { value: () => undefined });
              scope.dispatchEvent(click);
              return true;
            })
            .catch(() => false),
        ),
    );
    if (tapped.includes(true)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no service worker shows a notification');
}

const message: WebPushMessage = {
  title: 'Katılım isteğin kabul edildi',
  body: 'Moda’da tavla akşamı: görüşmek üzere!',
  url: '/dashboard/my-events',
  tag: 'event-42',
  unread: 3,
};

describe('a push message', () => {
  it('becomes a notification with its title, text and tag', async () => {
    const { page, push } = await pushReadyDashboard();

    await push(message);

    await expect(shownNotifications(page)).resolves.toEqual([
      { title: message.title, body: message.body, tag: message.tag, data: { url: message.url } },
    ]);
  });

  it('opens its page in the open window when tapped, through the app’s router', async () => {
    const { page, push } = await pushReadyDashboard();
    await push(message);
    // Gone if the page were loaded anew instead of routed.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await tapNotification(page);

    await page.waitForURL('**/dashboard/my-events');
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    await noNotificationShown(page);
  });

  it('opens its page when tapped in the app’s first seconds, before the code that routes it has loaded', async () => {
    const { page, push } = await pushReadyDashboard();
    // As in a start's first seconds: the installed app's chunk has not taken the worker's navigations over.
    await page.addInitScript(() =>
      Object.defineProperty(window, 'workerNavigationRouted', { get: () => false, set: () => undefined }),
    );
    await page.reload();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await push(message);

    await tapNotification(page);

    // Loaded anew, by the early entry, rather than routed.
    await page.waitForFunction(() => !('sameDocument' in window));
    expect(new URL(page.url()).pathname).toBe('/dashboard/my-events');
  });

  it('opens the physical dashboard instead of a page elsewhere a message names', async () => {
    const { page, push } = await pushReadyDashboard();
    await page.getByRole('button', { name: 'Online', exact: true }).click();
    await page.waitForURL('**/dashboard/online');
    await push({ ...message, url: '//elsewhere.example/phish' });

    await tapNotification(page);

    await page.waitForURL('**/dashboard/physical');
  });
});

describe('a new version', () => {
  it('is offered with "Yeni sürüm hazır, yenile", and Yenile reloads the page under the new worker', async () => {
    const port = portsOf('pwaSite').site;
    const siteConfig = (await (await fetch(`${stack.urls.web}/config.json`)).json()) as SiteConfig;
    const api = { url: stack.urls.api, pathPrefixes: [], originSecret: 'unused: no page here calls the API' };
    const firstBuild = temporaryFolder('first');
    const secondBuild = temporaryFolder('second');
    // The map's basemap and the link previews are neither precached nor needed here.
    const copyBuild = (to: string) =>
      cpSync(builtWeb, to, {
        recursive: true,
        filter: (from) => !/[/\\](basemap|previews)([/\\]|$)/.test(path.relative(builtWeb, from)),
      });
    copyBuild(firstBuild);
    copyBuild(secondBuild);
    const secondWorker = path.join(secondBuild, 'sw.js');
    writeFileSync(secondWorker, `${readFileSync(secondWorker, 'utf8')}\nself.squadBuild = 'second';\n`);

    let site = await startWeb('dist', port, siteConfig, api, firstBuild);
    try {
      const page = await openApp(`http://localhost:${port}`);
      await page.goto('/login');
      await serviceWorkerActive(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await site.stop();
      site = await startWeb('dist', port, siteConfig, api, secondBuild);
      await page.evaluate(() => Object.assign(window, { oldVersion: true }));

      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = page.getByRole('alert').filter({ hasText: 'Yeni sürüm hazır, yenile' });
      await prompt.waitFor();
      await expectNoAccessibilityViolations(page);
      await prompt.getByRole('button', { name: 'Yenile' }).click();

      await page.waitForFunction(() => !('oldVersion' in window));
      await page.getByRole('button', { name: "Squad'a Gir!" }).waitFor();
      await expect(controlled(page)).resolves.toBe(true);
      const builds = await Promise.all(
        page
          .context()
          .serviceWorkers()
          .map((worker) =>
            worker.evaluate(() => {
              const scope = self as unknown as ServiceWorkerGlobalScope & { squadBuild?: string };
              return { build: scope.squadBuild, active: scope.registration.active === scope.serviceWorker };
            }),
          ),
      );
      expect(builds).toContainEqual({ build: 'second', active: true });
    } finally {
      await site.stop();
    }
  });
});
