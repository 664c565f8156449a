/** A page's live channel in the browser tests: its WebSocket once open, and a page with nothing in flight. */
import type { Page, WebSocket } from 'playwright-core';

/** How long a new connection's reads are waited for (its opening's own, a few hundred ms after it is made). */
const readsWithinMs = 5_000;

/**
 * The tab's live connection (it opens a few seconds after the signed-in shell renders), once the reads it makes as
 * it opens have started. It may make none: SWR skips a read made in the last two seconds, as the page's own may
 * have been on a loaded machine, so after `readsWithinMs` it is taken as it is. With `path`, only a connection of
 * the page at that address: one the page opened before navigating there closes with it.
 */
export async function liveSocket(page: Page, path?: string): Promise<WebSocket> {
  let reads: Promise<unknown> | undefined;
  const predicate = () => {
    const matches = path === undefined || new URL(page.url()).pathname === path;
    // Listening from the moment the socket is made: its reads can start before a listener added later would hear.
    if (matches)
      reads = page
        .waitForRequest((request) => request.url().includes('/private/'), { timeout: readsWithinMs })
        .catch(() => undefined);
    return matches;
  };
  const socket = await page.waitForEvent('websocket', { timeout: 15_000, predicate });
  await reads;
  return socket;
}

/** Resolves once the page has had no request in flight for half a second. */
export async function quiet(page: Page): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
