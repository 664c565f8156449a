/**
 * Every screen on a phone: no page scrolls sideways at 320, 360 and 390 px (with a user who hosts, has asked to join
 * and has a message thread, since those lay out the widest), the message dialog's close and Send stay on screen,
 * the phone menu opens above the map and reaches every page the header does, and the floating create button
 * leaves the last card's buttons uncovered.
 */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import { apiUser, askToJoin, hostedEvent, screened, sendMessageAs, type ApiUser } from './api-users';
import { closeBrowser, closePage, openPage } from './support';
import { closeContexts, closePeopleBrowser, phone, signedInPage } from './people';
import { eventsCopy } from '../../web/src/copy/events';

const listCopy = eventsCopy.physical;

jest.setTimeout(180_000);

let page: Page;
afterEach(closePage);
afterEach(closeContexts);
afterAll(closeBrowser);
afterAll(closePeopleBrowser);

const phones = [{ width: 320, height: 640 }, { width: 360, height: 740 }, phone];

interface Story {
  host: ApiUser;
  guest: ApiUser;
  eventId: string;
}

let journey: Story;
beforeAll(async () => {
  const [host, guest] = await Promise.all([
    apiUser('phonehost', 'Ece Yıldız'),
    apiUser('phoneguest', 'Mert Kaya'),
  ]);
  const event = await hostedEvent(host, `Tavla ${Date.now().toString(36)}`);
  await askToJoin(guest, event.id);
  await screened(guest, event.id);
  await sendMessageAs(
    host,
    event.id,
    guest.userId,
    'Merhaba! Etkinliğe hoş geldin, cumartesi görüşmek üzere. Bir sorun olursa buradan yazabilirsin.',
  );
  journey = { host, guest, eventId: event.id };
});

async function signInAs(user: ApiUser, viewport: typeof phone): Promise<void> {
  page = await signedInPage(user, viewport);
}

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
async function sidewaysScroll(path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function onScreen(name: string): Promise<void> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
}

describe.each(phones)('on a $width px phone', (viewport) => {
  it('scrolls no signed-in page sideways', async () => {
    await signInAs(journey.host, viewport);
    const pages = [
      '/dashboard/physical',
      '/dashboard/online',
      '/dashboard/my-events',
      '/dashboard/profile',
      '/dashboard/tokens',
      '/dashboard/settings',
      `/dashboard/eventDetails/${journey.eventId}`,
      `/dashboard/editEvent/${journey.eventId}`,
    ];
    const widths: Record<string, number> = {};
    for (const path of pages) widths[path] = await sidewaysScroll(path);

    expect(widths).toEqual(Object.fromEntries(pages.map((path) => [path, 0])));
  });

  it("scrolls no page sideways for someone who asked to join, nor the guest's My Events with a thread", async () => {
    await signInAs(journey.guest, viewport);

    expect(await sidewaysScroll('/dashboard/my-events')).toBe(0);
    expect(await sidewaysScroll(`/dashboard/eventDetails/${journey.eventId}`)).toBe(0);
  });

  it('scrolls no signed-out page sideways', async () => {
    page = await openPage(viewport);
    const widths: Record<string, number> = {};
    for (const path of ['/login', '/register', '/forgot-password', '/terms', '/privacy', '/no-such-page']) {
      widths[path] = await sidewaysScroll(path);
    }

    expect(Object.values(widths).every((width) => width === 0)).toBe(true);
  });

  it('keeps the message dialog inside the screen: its close button and Send can be reached', async () => {
    await signInAs(journey.host, viewport);
    await page.goto('/dashboard/my-events');
    const thread = page.getByRole('region', { name: 'Mesajlar' }).getByRole('button').first();
    await thread.scrollIntoViewIfNeeded();
    await thread.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/hoş geldin/).waitFor();
    await dialog.getByRole('textbox').fill('Harika, görüşürüz!');

    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await onScreen('Send');
    await onScreen('Kapat');
    await expectNoAccessibilityViolations(page);
  });
});

describe('the phone menu', () => {
  it('opens above the map, and a tap on My Events goes to My Events, not to the map', async () => {
    await signInAs(journey.host, phone);
    await page.getByRole('button', { name: 'Harita' }).click();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await page.getByRole('button', { name: /^Menüyü aç/ }).click();

    const menu = page.getByRole('dialog', { name: 'Menü' });
    // the panel slides in: measure where it comes to rest
    await page.waitForTimeout(400);

    // The open menu and its backdrop cover the whole screen: no part of the map (its zoom buttons, its markers)
    // is left on top to take a tap.
    const mapPartsOnTop = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('.leaflet-control-zoom a, .leaflet-marker-icon'))
          .map((part) => part.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.bottom > 0 && box.top < innerHeight)
          .filter((box) =>
            document
              .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
              ?.closest('.leaflet-container'),
          ).length,
    );
    expect(mapPartsOnTop).toBe(0);
    await menu.getByRole('link', { name: 'My Events' }).click();
    await page.waitForURL('**/dashboard/my-events');
  });

  it('reaches every page the header does, Tokens and Settings included', async () => {
    await signInAs(journey.host, phone);
    await page.getByRole('button', { name: /^Menüyü aç/ }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();

    for (const name of ['Physical Events', 'Online Events', 'Profile', 'My Events', 'Tokens', 'Settings']) {
      await expect(menu.getByRole('link', { name, exact: true }).count()).resolves.toBe(1);
    }
    await menu.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/dashboard/settings');
  });
});

it('leaves every button and link at the end of the list uncovered by the floating create button', async () => {
  await signInAs(journey.host, phone);
  const cards = page.getByRole('article');
  await cards.first().waitFor();
  // The whole list, so that its last card (not the "more" button) ends the page.
  const more = page.getByRole('button', { name: 'Daha fazla' });
  for (let pages = 0; pages < 5 && (await more.isVisible()); pages += 1) {
    const shown = await cards.count();
    await more.click();
    // A full last page leaves a cursor whose next page is empty: then the button goes and no card comes.
    await page.waitForFunction(
      ([count, labels]) =>
        document.querySelectorAll('article').length > count ||
        !Array.from(document.querySelectorAll('main button')).some((button) =>
          labels.includes(button.textContent ?? ''),
        ),
      [shown, [listCopy.loadMore, listCopy.loading]] as [number, string[]],
    );
  }
  // Scrolled as a user reaches the end: cards off screen are laid out only near the viewport (content-visibility),
  // so the page's height settles once the last ones render; it counts as settled when two looks in a row, 300 ms
  // apart, find the same height with the window at its end (a loaded machine renders late).
  for (let looks = 0, height = -1, stable = 0; looks < 20 && stable < 2; looks += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await page.waitForTimeout(300);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    stable = now === height && atEnd ? stable + 1 : 0;
    height = now;
  }

  const covered = await page.evaluate(() => {
    const fabButton = document.querySelector('button[aria-label="Etkinlik oluştur"]')!;
    const fab = fabButton.getBoundingClientRect();
    return Array.from(document.querySelectorAll('main a, main button'))
      .filter((element) => element !== fabButton)
      .map((element) => ({ name: element.textContent?.trim(), box: element.getBoundingClientRect() }))
      .filter(
        ({ box }) =>
          box.width > 0 &&
          box.top < fab.bottom &&
          fab.top < box.bottom &&
          box.left < fab.right &&
          fab.left < box.right,
      )
      .map(({ name }) => name);
  });

  expect(covered).toEqual([]);
});
