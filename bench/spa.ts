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
