/** The JavaScript a browser actually downloads to render /login, gzip-compressed as a CDN would serve it. */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../test/e2e/browser';

export interface SpaFigures {
  route: string;
  scripts: { url: string; rawBytes: number; gzipBytes: number }[];
  /** what had arrived when the sign-in button was on screen */
  firstRenderGzipBytes: number;
  /** everything loaded until the network went idle (including chunks fetched after first paint) */
  totalRawBytes: number;
  totalGzipBytes: number;
}

const gzipSum = (scripts: SpaFigures['scripts']) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

export async function measureLoginScripts(webUrl: string): Promise<SpaFigures> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts: SpaFigures['scripts'] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({
        url: new URL(response.url()).pathname,
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      });
    });
    await page.goto(`${webUrl}/login`);
    await page.getByRole('button', { name: "Squad'a Gir!" }).waitFor();
    const firstRenderGzipBytes = gzipSum(scripts);
    await page.waitForLoadState('networkidle');
    return {
      route: '/login',
      scripts,
      firstRenderGzipBytes,
      totalRawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
      totalGzipBytes: gzipSum(scripts),
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
      if (response.request().resourceType() !== 'script') return;
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
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
      offlineBasemapGzipBytes: sizeOf(/turkey-basemap/),
    };
  } finally {
    await browser.close();
  }
}
