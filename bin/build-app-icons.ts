/**
 * Draws the installed app's icons (web/public/icons/): the manifest's 192 and 512 px icons, a 512 px maskable one,
 * the iPhone's home-screen icon, the favicon and the notifications' badge. Each is an HTML drawing in the product's
 * look (violet with a fuchsia band and a white "S", as the link previews) screenshot in Chromium, like
 * bin/build-preview-images.ts. Run with `npm run build:icons`; the pictures are committed, so neither a build nor a
 * deploy needs a browser. Flat shapes only: a gradient's dithering would make the 512 px icon some 120 KB, which
 * the service worker precaches.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { appIcons, type AppIcon } from '../web/src/lib/pwa/icons';

const outputRoot = path.resolve(__dirname, '../web/public');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Drawing {
  /** the tile's corner radius, a share of its side: 0 for a full square a launcher shapes itself */
  corner: number;
  /** the letter's height, a share of the side */
  letter: number;
  /** a white letter on nothing (the badge: the phone draws it in one colour) instead of on the brand gradient */
  bare?: boolean;
}

/**
 * A maskable icon may be cut to a circle of 80% of its side (the safe zone): its letter stays well inside, and its
 * gradient fills the whole square. The iPhone rounds its icon itself and shows transparency as black, so it gets a
 * full square too. The others are rounded tiles, as a browser shows them.
 */
const drawings: Record<AppIcon, Drawing> = {
  icon192: { corner: 0.22, letter: 0.62 },
  icon512: { corner: 0.22, letter: 0.62 },
  maskable512: { corner: 0, letter: 0.44 },
  appleTouch: { corner: 0, letter: 0.56 },
  favicon: { corner: 0.22, letter: 0.74 },
  badge: { corner: 0, letter: 0.86, bare: true },
};

function iconHtml(size: number, { corner, letter, bare }: Drawing): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  html, body { width: ${size}px; height: ${size}px; overflow: hidden; background: transparent; }
  .tile {
    width: 100%; height: 100%; display: grid; place-items: center;
    border-radius: ${corner * size}px;
    position: relative; overflow: hidden; background: ${bare ? 'transparent' : '#7c3aed'};
    color: #fff; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-weight: 800;
    font-size: ${letter * size}px; line-height: 1;
  }
  .band { position: absolute; right: -35%; bottom: -35%; width: 80%; height: 80%; border-radius: 50%; background: #c026d3; }
  /* The glyph's box sits a little low in DejaVu Sans: lifted so the letter looks centred. */
  span { position: relative; transform: translateY(-4%); }
</style></head>
<body><div class="tile">${bare ? '' : '<div class="band"></div>'}<span>S</span></div></body></html>`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    for (const [name, icon] of Object.entries(appIcons) as [AppIcon, (typeof appIcons)[AppIcon]][]) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      const file = path.join(outputRoot, icon.path);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.setContent(iconHtml(icon.size, drawings[name]));
      await page.screenshot({ path: file, type: 'png', omitBackground: true });
      await page.close();
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
