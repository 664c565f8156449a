/** The JavaScript a browser actually downloads to render /login, gzip-compressed as a CDN would serve it. */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../test/e2e/browser';

export interface SpaFigures {
  route: string;
  scripts: { url: string; rawBytes: number; gzipBytes: number }[];
  totalRawBytes: number;
  totalGzipBytes: number;
}

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
    await page.goto(`${webUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: "Squad'a Gir!" }).waitFor();
    return {
      route: '/login',
      scripts,
      totalRawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
      totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
