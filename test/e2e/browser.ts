/** Debian's Chromium driven by playwright-core (no downloaded browsers), plus an axe-core check. */
// The functions the tests hand to page.evaluate run in the browser: they are checked against the DOM's types.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Page,
} from 'playwright-core';
import type axe from 'axe-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * axe-core's minified build (654 KB): its `axe.source` is the 1.48 MB readable one, which took 560 ms a page to
 * evaluate here against 370 ms.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The features Playwright (playwright-core 1.65) turns off itself. Chromium keeps only the last --disable-features
 * switch it is given, so ours repeats them.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's popups, which the headless browser builds as web pages: every new window (a browser context's
 * first page) loaded them in a renderer of its own, about 230 files and half the CPU of opening a Squad page. No
 * test uses the address bar.
 */
const addressBarPopups = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

const launchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...playwrightDisabledFeatures, ...addressBarPopups].join(',')}`,
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/**
 * One Chromium for a whole run of browser tests (the e2e global setup starts it): each test file connects to it
 * instead of starting a browser of its own, about 2 s a file. Every test still gets fresh browser contexts.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * A Chromium of its own with its profile in `userDataDir`, for what the run's shared browser cannot give: its
 * contexts are off the record, where Chromium refuses push subscriptions.
 */
export function launchPersistentChromium(
  userDataDir: string,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions, ...options });
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/** A download's content as text: streamed from the browser, as a connected browser keeps its files to itself. */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}

/**
 * Fails with the list of WCAG A/AA violations axe-core finds on the page at rest. A colour measured halfway through
 * a fade is not the one anybody reads, and a toast can start to fade (a background request's "Yükleniyor...", an
 * outcome's timeout) while axe is still reading the page: so for the check every animation and transition jumps to
 * its end, and the ones already running are awaited. Spinners, which never end, stay as they are.
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const atRest = await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;' +
      ' transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  try {
    await expectNoViolationsAtRest(page);
  } finally {
    await atRest.evaluate((style) => (style as Element).remove());
  }
}

async function expectNoViolationsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  // axe-core itself, not its Playwright wrapper: that one evaluated axe's source twice in every check and
  // brought back the whole result (every rule's passing nodes with their HTML, a quarter of a megabyte on a short
  // page), 1.7 to 1.9 s a check. Loaded once per document and bringing back only the violations: 0.8 s for a
  // page's first check, 0.2 to 0.3 s after that.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then(({ violations }) =>
          violations.map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          })),
        ),
    ['wcag2a', 'wcag2aa'],
  );
  expect(summary).toEqual([]);
}
