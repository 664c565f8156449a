/**
 * What a person on a 390 px phone or on a keyboard meets on the busiest screens, each at both sizes with axe: the
 * keyboard stays in a dialog after its form is sent or the button pressed in it changes.
 */
import type { Page } from 'playwright-core';
import { apiUser, askToJoin, hostedEvent, screened, sendMessageAs, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

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
    const page = await signedInPage(thread.guest, viewport);
    await page.goto('/dashboard/my-events');
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
    const page = await signedInPage(visitor, viewport);
    await page.goto(`/dashboard/eventDetails/${thread.eventId}`);
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
    const page = await signedInPage(thread.host, viewport);
    await page.goto(`/dashboard/eventDetails/${thread.eventId}`);
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
