/**
 * The first screen's budget: /login paints with React alone, at most 100 KB of gzip JavaScript as the
 * server sends it; Amplify and /config.json come only once the visitor starts filling in the form.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { measureLoginScripts } from '../../bench/spa';
import { closeBrowser, closePage, demoLogin, openPage, signIn, stack } from './support';

jest.setTimeout(60_000);

let page: Page;
afterEach(closePage);
afterAll(closeBrowser);

it('loads at most 100 KB of gzip JavaScript on /login', async () => {
  const figures = await measureLoginScripts(stack.urls.web);
  expect(figures.totalGzipBytes).toBeLessThanOrEqual(100_000);
});

it('fetches /config.json and loads Amplify only when the visitor types in the sign-in form', async () => {
  page = await openPage({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await page.getByRole('button', { name: "Squad'a Gir!" }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain('/config.json');
  expect(requested.some((path) => /\/identity-[\w-]+\.js$/.test(path))).toBe(false);

  // Awaited after typing but set up before: both are requested as soon as the first key is down. (A second
  // waitForLoadState('networkidle') would not wait: the page reached that state once already.)
  const configRequested = page.waitForRequest((request) => request.url().endsWith('/config.json'));
  const identityRequested = page.waitForRequest((request) =>
    /\/identity-[\w-]+\.js$/.test(new URL(request.url()).pathname),
  );
  await page.getByLabel('E-posta', { exact: true }).pressSequentially('a');
  await Promise.all([configRequested, identityRequested]);
  expect(requested.some((path) => /\/identity-[\w-]+\.js$/.test(path))).toBe(true);
});

it('calls the API on its own origin, as the cloud serves it, with no CORS preflight', async () => {
  page = await openPage({ width: 390, height: 844 });
  const apiCalls: { origin: string; method: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/private/')) apiCalls.push({ origin: url.origin, method: request.method() });
  });
  await signIn(page, demoLogin.email, demoLogin.password);
  await page.getByRole('article').first().waitFor();
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((call) => call.origin !== stack.urls.web || call.method === 'OPTIONS')).toEqual([]);
});

it("asks once for each of a dashboard's first reads, its list's first page with the URL's filters among them", async () => {
  page = await openPage({ width: 390, height: 844 });
  await signIn(page, demoLogin.email, demoLogin.password);
  await page.getByRole('article').first().waitFor();
  const reads: string[] = [];
  // The live channel reads everything on screen again as it opens: that is not the page asking twice.
  let liveOpen = false;
  page.on('websocket', () => {
    liveOpen = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!liveOpen && request.method() === 'GET' && url.pathname.startsWith('/private/'))
      reads.push(`${url.pathname}${url.search}`);
  });
  await page.goto(`${stack.urls.web}/dashboard/online?gameType=FPS&q=turnuva`);
  await page.getByRole('definition').first().filter({ hasNotText: '…' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(reads.filter((read) => read.startsWith('/private/events/online'))).toEqual([
    '/private/events/online?q=turnuva&gameType=FPS',
  ]);
  expect(reads).toEqual([...new Set(reads)]);
});

it('builds no two chunks that import each other, which would run one before what it needs is defined', async () => {
  const assets = path.join(__dirname, '../../web/dist/assets');
  const importsOf = new Map<string, string[]>();
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(path.join(assets, file), 'utf8');
    importsOf.set(
      file,
      [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!),
    );
  }
  const cycles: string[] = [];
  const visit = (file: string, trail: string[]) => {
    for (const next of importsOf.get(file) ?? []) {
      if (next === trail[0]) cycles.push([...trail, next].join(' -> '));
      else if (!trail.includes(next)) visit(next, [...trail, next]);
    }
  };
  for (const file of importsOf.keys()) visit(file, [file]);
  expect(cycles).toEqual([]);
});
