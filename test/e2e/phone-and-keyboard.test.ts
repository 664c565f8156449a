/**
 * What a person on a 390 px phone or on a keyboard meets on the busiest screens, each at both sizes with axe: the
 * keyboard stays in a dialog after its form is sent or the button pressed in it changes; the event details' tabs
 * all stay in sight; friends' plans show above the list, on the first screen; and every icon is an SVG, never a
 * glyph a device may lack a font for.
 */
import type { Locator, Page } from 'playwright-core';
import * as endpoints from '../integration/support/endpoints';
import { apiUser, askToJoin, callApi, hostedEvent, screened, sendMessageAs, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { closeBrowser, closePage, openPage } from './support';

jest.setTimeout(120_000);

afterEach(async () => {
  await closeContexts();
  await closePage();
});
afterAll(async () => {
  await closePeopleBrowser();
  await closeBrowser();
});

const screens = [
  ['390 px phone', phone],
  ['desktop', desktop],
] as const;

interface Thread {
  host: ApiUser;
  guest: ApiUser;
  eventId: string;
}

let thread: Thread;
beforeAll(async () => {
  const [host, guest] = await Promise.all([
    apiUser('keyhost', 'Selin Aydın'),
    apiUser('keyguest', 'Burak Şen'),
  ]);
  const event = await hostedEvent(host, `Satranç ${Date.now().toString(36)}`);
  await askToJoin(guest, event.id);
  await screened(guest, event.id);
  await sendMessageAs(host, event.id, guest.userId, 'Hoş geldin! Cumartesi görüşürüz.');
  thread = { host, guest, eventId: event.id };
});

/** Waits a moment for focus to be on or inside `selector`; fails when it is elsewhere (on the page itself). */
async function focusSettlesIn(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((inside) => Boolean(document.activeElement?.closest(inside)), selector, {
    timeout: 3_000,
  });
}

describe.each(screens)('on a %s', (_name, viewport) => {
  it('keeps focus in the message dialog after Send, so Escape still closes it', async () => {
    const page = await signedInPage(thread.guest, viewport, '/dashboard/my-events');
    const open = page
      .getByRole('region', { name: /^Mesajlar/ })
      .getByRole('button')
      .first();
    await open.scrollIntoViewIfNeeded();
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Hoş geldin!').waitFor();
    await dialog.getByRole('textbox').fill('Teşekkürler, geliyorum!');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('log').getByText('Teşekkürler, geliyorum!').waitFor();

    await focusSettlesIn(page, '[role="dialog"] textarea');
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
  });

  it('keeps focus in the profile dialog when the button pressed in it is replaced, so Escape still closes it', async () => {
    const visitor = await apiUser('keyvisitor', 'Deniz Ak');
    const page = await signedInPage(visitor, viewport, `/dashboard/eventDetails/${thread.eventId}`);
    await page.getByRole('tab', { name: 'Participants' }).click();
    await page.getByRole('button', { name: `View Profile: ${thread.host.displayName}` }).click();
    const dialog = page.getByRole('dialog', { name: thread.host.displayName, exact: true });
    await dialog.getByRole('button', { name: 'Arkadaş ekle' }).click();
    await dialog.getByRole('button', { name: 'İsteği geri çek' }).waitFor();

    await focusSettlesIn(page, '[role="dialog"]');
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
  });
});

describe.each(screens)("the event details' tabs on a %s", (_name, viewport) => {
  it('shows every tab of a host with a pending request inside the tab list, none cut off at its edge', async () => {
    const page = await signedInPage(thread.host, viewport, `/dashboard/eventDetails/${thread.eventId}`);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabs.getByText('Analytics').waitFor();
    // the list's own edges, and the screen's: a tab past either is out of sight
    const outOfSight = await page.getByRole('tablist').evaluate((list) => {
      const edge = list.getBoundingClientRect();
      return Array.from(list.querySelectorAll('[role="tab"]'))
        .map((tab) => ({ name: tab.textContent, box: tab.getBoundingClientRect() }))
        .filter(
          ({ box }) => box.left < Math.max(edge.left, 0) || box.right > Math.min(edge.right, innerWidth),
        )
        .map(({ name }) => name);
    });

    expect(outOfSight).toEqual([]);
    await expect(tabs.count()).resolves.toBe(4);
    await tabs.first().focus();
    await page.keyboard.press('End');
    await page.getByRole('tab', { name: 'Analytics', selected: true }).waitFor();
    await expectNoAccessibilityViolations(page);
  });
});

describe.each(screens)('the "Arkadaşların" strip on a %s', (_name, viewport) => {
  /** Someone whose friend hosts the thread's event: it is in their strip. */
  async function friendOfTheHost(): Promise<Page> {
    const friend = await apiUser('keyfriend', 'Ece Tan');
    await callApi(friend, endpoints.friends.addFriend, { params: { userId: thread.host.userId } });
    await callApi(thread.host, endpoints.friends.addFriend, { params: { userId: friend.userId } });
    return signedInPage(friend, viewport);
  }

  it("shows friends' plans on the first screen, above the list, without scrolling", async () => {
    const page = await friendOfTheHost();
    const strip = page.getByRole('region', { name: 'Arkadaşların' });
    await strip.getByRole('link').first().waitFor();

    const [stripBox, firstCard] = await Promise.all([
      strip.boundingBox(),
      page.getByRole('article').first().boundingBox(),
    ]);
    expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(viewport.height);
    expect(stripBox!.y).toBeLessThan(firstCard!.y);
    await expectNoAccessibilityViolations(page);
  });

  it('shows the strip with the cards, so nothing on the screen moves when it arrives', async () => {
    const page = await friendOfTheHost();
    await page.getByRole('region', { name: 'Arkadaşların' }).getByRole('link').first().waitFor();
    await page.getByRole('article').first().waitFor();

    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  /** Holds the strip's answer while a reader scrolls a card further down to the top of the screen, then lets it in. */
  async function stripArrivingBelowTheFold(page: Page): Promise<{ before: Box; after: () => Promise<Box> }> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${endpoints.friends.friendEvents.path}*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    // a card further down, at the top of the screen: the place above the list is off screen
    const reading = page.getByRole('article').nth(4);
    await reading.evaluate((card) => card.scrollIntoView({ block: 'start' }));
    const before = await reading.boundingBox();
    release();
    await page.getByRole('region', { name: 'Arkadaşların' }).waitFor();
    return { before, after: () => reading.boundingBox() };
  }

  it('keeps the card a reader has scrolled to where it is when the strip arrives above it', async () => {
    const { before, after } = await stripArrivingBelowTheFold(await friendOfTheHost());

    expect(await after()).toEqual(before);
  });

  it('keeps that card in place in a browser without scroll anchoring too', async () => {
    const page = await friendOfTheHost();
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.overflowAnchor = 'none';
      }),
    );
    const { before, after } = await stripArrivingBelowTheFold(page);

    expect(await after()).toEqual(before);
  });
});

type Box = Awaited<ReturnType<Locator['boundingBox']>>;

/** The page's layout shifts so far (the sum of what moved without a user's input), as Lighthouse adds them up. */
function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((entries) => {
          observer.disconnect();
          const shifts = entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          );
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // no entry at all: nothing moved, and the observer is never called
        setTimeout(() => resolve(0), 1_000);
      }),
  );
}

/**
 * The decorative glyphs on the page that a font has to draw: emoji and symbols in elements hidden from screen
 * readers (icons), and arrows or stars before a link's or a button's words. A device without an emoji font shows
 * each as an empty box; the SVG icons need no font.
 */
function fontDrawnIcons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const glyph = /[\p{Extended_Pictographic}\u2190-\u21ff\u2605\u2606\u2713\u2714\u26aa]/u;
    const decorative = Array.from(document.querySelectorAll('[aria-hidden="true"]')).filter(
      (element) => !element.closest('svg'),
    );
    const labelled = Array.from(document.querySelectorAll('a, button')).map(
      (element) => element.firstChild as Element | null,
    );
    return [...decorative, ...labelled]
      .map((element) => element?.textContent?.trim() ?? '')
      .filter((text) => glyph.test(text));
  });
}

describe.each(screens)('icons on a %s', (_name, viewport) => {
  it('draws every icon of the signed-in screens as SVG, none with a font', async () => {
    const page = await signedInPage(thread.host, viewport);
    if (viewport === phone) {
      // the phone menu holds the balance line
      await page.getByRole('button', { name: /^Menüyü aç/ }).click();
      await page
        .getByRole('dialog', { name: 'Menü' })
        .getByText(/\d+ token/)
        .waitFor();
    }
    const drawn: Record<string, string[]> = {};
    drawn.dashboard = await fontDrawnIcons(page);
    await page.goto(`/dashboard/eventDetails/${thread.eventId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    drawn.details = await fontDrawnIcons(page);
    await page.goto('/dashboard/tokens');
    await page.getByRole('heading', { level: 1 }).waitFor();
    drawn.tokens = await fontDrawnIcons(page);

    expect(drawn).toEqual({ dashboard: [], details: [], tokens: [] });
    await expectNoAccessibilityViolations(page);
  });

  it('draws the icons of the signed-out screens as SVG, none with a font', async () => {
    const page = await openPage(viewport);
    const drawn: Record<string, string[]> = {};
    for (const path of ['/register', '/nowhere', '/verify']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      drawn[path] = await fontDrawnIcons(page);
    }

    expect(drawn).toEqual({ '/register': [], '/nowhere': [], '/verify': [] });
    await expectNoAccessibilityViolations(page);
  });
});
