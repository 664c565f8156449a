/**
 * The JavaScript a browser actually downloads to render /login, each file's size as the local web server sends
 * it compressed (gzip, as the issue counts it, and Brotli, which browsers get), like CloudFront.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../test/e2e/browser';
import { basemapPath } from '../web/src/features/map/basemap-index';

export interface ServedScript {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface SpaFigures {
  route: string;
  scripts: ServedScript[];
  /** what had arrived when the sign-in button was on screen */
  firstRenderGzipBytes: number;
  /** everything the page loaded on its own: until the network was idle, plus a few seconds for idle-time loads */
  totalRawBytes: number;
  totalGzipBytes: number;
  totalBrotliBytes: number;
  /** what the sign-in adds once the user types in the form (Amplify, /config.json's validator) */
  formFocusScripts: ServedScript[];
  formFocusGzipBytes: number;
}

/** The body length the server sends for one Accept-Encoding (Node's fetch would decompress it). */
function servedBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function served(webUrl: string, paths: string[]): Promise<ServedScript[]> {
  return Promise.all(
    paths.map(async (url) => {
      const raw = Buffer.from(await (await fetch(`${webUrl}${url}`)).arrayBuffer());
      const [gzipBytes, brotliBytes] = await Promise.all([
        servedBytes(`${webUrl}${url}`, 'gzip'),
        servedBytes(`${webUrl}${url}`, 'br'),
      ]);
      // A file under the server's compression threshold goes out as is.
      return { url, rawBytes: raw.length, gzipBytes, brotliBytes };
    }),
  );
}

const sum = (scripts: ServedScript[], key: 'rawBytes' | 'gzipBytes' | 'brotliBytes') =>
  scripts.reduce((total, script) => total + script[key], 0);

/** requestIdleCallback's usual timeout is 2 s: anything deferred that long has been asked for by then. */
const idleLoadGraceMs = 3_000;

export async function measureLoginScripts(webUrl: string): Promise<SpaFigures> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${webUrl}/login`);
    await page.getByRole('button', { name: "Squad'a Gir!" }).waitFor();
    const atFirstRender = requested.length;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(idleLoadGraceMs);
    await page.waitForLoadState('networkidle');
    const loadedByPage = requested.length;
    await page.getByLabel('E-posta', { exact: true }).pressSequentially('a');
    await page.waitForTimeout(idleLoadGraceMs);
    await page.waitForLoadState('networkidle');

    const scripts = await served(webUrl, requested.slice(0, loadedByPage));
    const formFocusScripts = await served(webUrl, requested.slice(loadedByPage));
    return {
      route: '/login',
      scripts,
      firstRenderGzipBytes: sum(scripts.slice(0, atFirstRender), 'gzipBytes'),
      totalRawBytes: sum(scripts, 'rawBytes'),
      totalGzipBytes: sum(scripts, 'gzipBytes'),
      totalBrotliBytes: sum(scripts, 'brotliBytes'),
      formFocusScripts,
      formFocusGzipBytes: sum(formFocusScripts, 'gzipBytes'),
    };
  } finally {
    await browser.close();
  }
}

export interface DashboardFigures {
  route: string;
  viewport: { width: number; height: number };
  /** JS that had arrived when the first event card of the list was on screen (a signed-in phone) */
  beforeListGzipBytes: number;
  /** the lazy map: Leaflet and its component, loaded only when the map is shown */
  mapChunkGzipBytes: number;
  /** the offline basemap's land and borders (local stack only; the cloud draws Amazon Location tiles) */
  offlineBasemapGzipBytes: number;
}

/**
 * The physical dashboard on a 390 px phone with a stored session: what loads before the list is visible, then
 * what the map costs once the user switches to it.
 */
export async function measureDashboardScripts(
  webUrl: string,
  login: { email: string; password: string },
): Promise<DashboardFigures> {
  const browser = await launchChromium();
  try {
    const viewport = { width: 390, height: 844 };
    const page = await browser.newPage({ viewport });
    await page.goto(`${webUrl}/login`);
    await page.getByLabel('E-posta', { exact: true }).fill(login.email);
    await page.getByLabel('Şifre', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: "Squad'a Gir!" }).click();
    await page.waitForURL('**/dashboard/physical');
    await page.waitForLoadState('networkidle');

    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      // The offline basemap's cells are data the map fetches, not scripts, but they load with the map.
      if (response.request().resourceType() !== 'script' && !path.startsWith(`${basemapPath}/`)) return;
      scripts.set(path, gzipSync(await response.body()).length);
    });
    await page.reload();
    await page.getByRole('article').first().waitFor();
    const beforeListGzipBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    const loadedBeforeMap = new Set(scripts.keys());
    await page.getByRole('button', { name: 'Harita' }).click();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await page.waitForLoadState('networkidle');
    const mapScripts = [...scripts].filter(([path]) => !loadedBeforeMap.has(path));
    const sizeOf = (pattern: RegExp) =>
      mapScripts.filter(([path]) => pattern.test(path)).reduce((sum, [, bytes]) => sum + bytes, 0);
    return {
      route: '/dashboard/physical',
      viewport,
      beforeListGzipBytes,
      mapChunkGzipBytes: sizeOf(/EventMap/),
      offlineBasemapGzipBytes: sizeOf(new RegExp(`^${basemapPath}/`)),
    };
  } finally {
    await browser.close();
  }
}
