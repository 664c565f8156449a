/**
 * The installed app's start on a mid-range phone, as Lighthouse's mobile profile has it (412x823 at DPR 1.75, a 4x
 * slower CPU, 1.6 Mbps down with 150 ms round trips): the first visit signs in, loads the physical dashboard and
 * installs the service worker, which precaches the app; each later start opens the dashboard in a new tab of the
 * same browser profile, as a tap on the app's icon does. Measured: the largest contentful paint, and the bytes that
 * came from the network against those the service worker answered.
 */
/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchPersistentChromium } from '../test/e2e/browser';

const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** Lighthouse's simulated slow 4G, in the units CDP takes (bytes per second, milliseconds). */
const slow4g = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const cpuSlowdown = 4;
const laterStarts = 3;
const dashboard = '/dashboard/physical';

export interface StartFigures {
  largestContentfulPaintMs: number;
  network: { requests: number; bytes: number };
  serviceWorker: { requests: number; bytes: number };
}

export interface InstalledAppFigures {
  profile: {
    viewport: typeof phone.viewport;
    deviceScaleFactor: number;
    cpuSlowdown: number;
  } & typeof slow4g;
  /** the dashboard's first load after signing in, before the worker is installed (the HTTP cache holds what the
   * sign-in loaded, the immutable scripts among them); the worker's precache download follows it */
  firstStart: StartFigures;
  /** the median (by LCP) of the later starts, each in a new tab */
  secondStart: StartFigures;
  secondStartLcpByRun: number[];
}

const lcpObserver = `
  window.largestPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** Opens the dashboard in `page` on the phone profile and measures what its start costs. */
async function measureStart(context: BrowserContext, page: Page): Promise<StartFigures> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const fromWorker = new Map<string, boolean>();
  const totals = { network: { requests: 0, bytes: 0 }, serviceWorker: { requests: 0, bytes: 0 } };
  const decodedBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, response }) =>
    fromWorker.set(requestId, response.fromServiceWorker === true),
  );
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) =>
    decodedBytes.set(requestId, (decodedBytes.get(requestId) ?? 0) + dataLength),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const worker = fromWorker.get(requestId);
    if (worker === undefined) return;
    // A worker's answer crosses no network: its size is the body it hands over.
    const side = worker ? totals.serviceWorker : totals.network;
    side.requests += 1;
    side.bytes += worker ? (decodedBytes.get(requestId) ?? 0) : encodedDataLength;
  });
  await page.addInitScript({ content: lcpObserver });
  await page.goto(dashboard);
  await page.getByRole('article').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const largestContentfulPaintMs = Math.round(await page.evaluate<number>('window.largestPaint'));
  await cdp.detach();
  return { largestContentfulPaintMs, ...totals };
}

async function signIn(page: Page, login: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-posta', { exact: true }).fill(login.email);
  await page.getByLabel('Şifre', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: "Squad'a Gir!" }).click();
  await page.waitForURL(`**${dashboard}`);
}

export async function measureInstalledApp(
  webUrl: string,
  login: { email: string; password: string },
): Promise<InstalledAppFigures> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'squad-bench-installed-'));
  const context = await launchPersistentChromium(profileDir, { baseURL: webUrl, ...phone });
  try {
    const signingIn = context.pages()[0] ?? (await context.newPage());
    await signIn(signingIn, login);
    await signingIn.close();

    const first = await context.newPage();
    const firstStart = await measureStart(context, first);
    // The worker registers a while after the load and precaches the app; the start is measured once it is in charge.
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
    await first.close();

    const starts: StartFigures[] = [];
    for (let run = 0; run < laterStarts; run += 1) {
      const page = await context.newPage();
      starts.push(await measureStart(context, page));
      await page.close();
    }
    const byLcp = [...starts].sort((a, b) => a.largestContentfulPaintMs - b.largestContentfulPaintMs);
    return {
      profile: {
        viewport: phone.viewport,
        deviceScaleFactor: phone.deviceScaleFactor,
        cpuSlowdown,
        ...slow4g,
      },
      firstStart,
      secondStart: byLcp[Math.floor(byLcp.length / 2)]!,
      secondStartLcpByRun: starts.map((start) => start.largestContentfulPaintMs),
    };
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
