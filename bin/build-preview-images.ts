/**
 * Draws the link preview pictures (web/public/previews/, 1200x630: lambdas/contracts/link-previews.ts): one for a
 * physical event, one for an online event and Squad's own for everything else, each an HTML card in the product's
 * look (violet to fuchsia, white type) screenshot in Chromium. Run with `npm run build:previews`; the pictures
 * are committed, so neither a build nor a deploy needs a browser. Flat shapes only: a PNG of a few flat colours
 * stays a few tens of kilobytes, which a crawler on a slow link still fetches in time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { previewImages, previewImageSize, type PreviewImage } from '../lambdas/contracts/link-previews';

const outputRoot = path.resolve(__dirname, '../web/public');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Simple line icons (24-unit grid), drawn white on the card. */
const icons = {
  pin: '<path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.6"/>',
  gamepad:
    '<rect x="2.5" y="7" width="19" height="11" rx="5.5"/><path d="M7.5 10.5v4M5.5 12.5h4"/><circle cx="15.5" cy="11.5" r="0.9"/><circle cx="17.8" cy="13.8" r="0.9"/>',
  people:
    '<circle cx="9" cy="8" r="3.2"/><path d="M3 20c0-3.6 2.7-6 6-6s6 2.4 6 6"/><circle cx="17" cy="9" r="2.5"/><path d="M16 14.2c2.9.2 5 2.4 5 5.8"/>',
};

const cards: Record<
  PreviewImage,
  { icon: keyof typeof icons; kicker: string; headline: string; line: string }
> = {
  physical: {
    icon: 'pin',
    kicker: 'Yüz yüze etkinlik',
    headline: 'Yakınındaki insanlarla buluş',
    line: 'Katılmak için Squad’da istek gönder',
  },
  online: {
    icon: 'gamepad',
    kicker: 'Online etkinlik',
    headline: 'Takımını kur, birlikte oyna',
    line: 'Katılmak için Squad’da istek gönder',
  },
  neutral: {
    icon: 'people',
    kicker: 'Squad',
    headline: 'Yeni insanlarla etkinliklerde buluş',
    line: 'Yüz yüze etkinlikler ve online oyun oturumları',
  },
};

function cardHtml(card: (typeof cards)[PreviewImage]): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body {
    width: ${previewImageSize.width}px; height: ${previewImageSize.height}px; overflow: hidden;
    font-family: Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #fff;
    background: #7c3aed;
  }
  .card { position: relative; width: 100%; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
  .band { position: absolute; inset: auto -120px -260px auto; width: 720px; height: 720px; border-radius: 50%; background: #c026d3; }
  .band.small { inset: -180px auto auto 760px; width: 360px; height: 360px; background: #6d28d9; }
  .brand { position: relative; display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 800; }
  .logo { width: 72px; height: 72px; border-radius: 18px; background: #fff; color: #7c3aed; display: grid; place-items: center; font-size: 46px; font-weight: 800; }
  .kicker { position: relative; margin-top: auto; display: flex; align-items: center; gap: 16px; font-size: 34px; font-weight: 600; }
  .kicker svg { width: 52px; height: 52px; fill: none; stroke: #fff; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
  h1 { position: relative; margin-top: 20px; font-size: 76px; line-height: 1.08; font-weight: 800; max-width: 900px; }
  p { position: relative; margin-top: 24px; font-size: 32px; font-weight: 500; }
</style></head>
<body><div class="card">
  <div class="band"></div><div class="band small"></div>
  <div class="brand"><div class="logo">S</div>Squad</div>
  <div class="kicker"><svg viewBox="0 0 24 24" aria-hidden="true">${icons[card.icon]}</svg>${card.kicker}</div>
  <h1>${card.headline}</h1>
  <p>${card.line}</p>
</div></body></html>`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage({ viewport: previewImageSize, deviceScaleFactor: 1 });
    for (const [name, card] of Object.entries(cards) as [PreviewImage, (typeof cards)[PreviewImage]][]) {
      const file = path.join(outputRoot, previewImages[name].path);
      mkdirSync(path.dirname(file), { recursive: true });
      await page.setContent(cardHtml(card));
      await page.screenshot({ path: file, type: 'png' });
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
