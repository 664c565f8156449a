/**
 * Friends in Chromium with two people: one sends a request from the other's profile dialog, which reaches the
 * other's open profile (on a phone) and bell at once; the other accepts it from the Friends list, the first's open
 * dialog follows without a reload, and the first then sees the friend's event in the "Arkadaşların" strip of
 * a dashboard, above the list, which stays still under a reader scrolled into it; on a 390 px phone the strip
 * scrolls sideways inside itself and never the page. axe checks each screen.
 */
import type { Page } from 'playwright-core';
import * as endpoints from '../integration/support/endpoints';
import { onlineEventBody, physicalEventBody } from '../integration/support/events';
import { apiUser, callApi, hostedEvent, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { liveSocket, quiet } from './live-channel';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const friendsOf = async (a: ApiUser, b: ApiUser) => {
  await callApi(a, endpoints.friends.addFriend, { params: { userId: b.userId } });
  await callApi(b, endpoints.friends.addFriend, { params: { userId: a.userId } });
};

const strip = (page: Page) => page.getByRole('region', { name: 'Arkadaşların' });

/** The strip is asked for once the list is on screen; a reader scrolled down the list keeps their place. */
async function scrollBelowList(page: Page): Promise<void> {
  await page.getByRole('article').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Cards come into view and are laid out for real (content-visibility: auto), changing the height of the page in
  // the next frames: the reader's place is measured once it holds still for two frames.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = -1;
    for (let still = 0, frames = 0; still < 2 && frames < 60; frames += 1) {
      await frame();
      const height = document.documentElement.scrollHeight + window.scrollY;
      still = height === last ? still + 1 : 0;
      last = height;
    }
  });
}

it('sends a request from the profile dialog that reaches the other’s open profile and bell at once, and the accept updates the open dialog; the friend’s event then shows in the strip', async () => {
  const [ayse, mert] = await Promise.all([apiUser('ayse', 'Ayşe Demir'), apiUser('mert', 'Mert Kaya')]);
  const title = `Kadıköy tavla ${Date.now().toString(36)}`;
  const event = await hostedEvent(mert, title);

  // Mert has his profile open on a phone, its live channel open, before any request.
  const mertPage = await signedInPage(mert, phone);
  const mertSocket = liveSocket(mertPage, '/dashboard/profile');
  await mertPage.goto('/dashboard/profile');
  const incoming = mertPage.getByRole('region', { name: /^Gelen istekler/ });
  await incoming.getByText('Bekleyen istek yok.').waitFor();
  await mertSocket;
  await quiet(mertPage);

  // Ayşe finds Mert as the host of his event and asks to be friends.
  const page = await signedInPage(ayse, desktop);
  const ayseSocket = liveSocket(page, `/dashboard/eventDetails/${event.id}`);
  await page.goto(`/dashboard/eventDetails/${event.id}`);
  await page.getByRole('tab', { name: 'Participants' }).click();
  await page.getByRole('button', { name: `View Profile: ${mert.displayName}` }).click();
  const dialog = page.getByRole('dialog', { name: mert.displayName, exact: true });
  await ayseSocket;
  await quiet(page);
  await dialog.getByRole('button', { name: 'Arkadaş ekle' }).click();
  await dialog.getByRole('status').getByText('Arkadaşlık isteği gönderildi.').waitFor();
  await dialog.getByRole('button', { name: 'İsteği geri çek' }).waitFor();
  await expectNoAccessibilityViolations(page);

  // Without a reload, Mert sees it under Gelen istekler and in his bell.
  await incoming.getByText(ayse.displayName, { exact: true }).waitFor();
  await mertPage.getByRole('button', { name: /^Bildirimler/ }).click();
  await mertPage.getByText(`${ayse.displayName} sana arkadaşlık isteği gönderdi.`).waitFor();
  await expectNoAccessibilityViolations(mertPage);
  await mertPage.getByRole('button', { name: 'Bildirimleri kapat' }).click();
  await expect(mertPage.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    390,
  );
  await incoming.getByRole('button', { name: `Kabul et: ${ayse.displayName}` }).click();
  await mertPage.getByRole('status').getByText('Artık arkadaşsınız!').first().waitFor();
  const friends = mertPage.getByRole('region', { name: /^Arkadaşların/ });
  await friends.getByText(ayse.displayName, { exact: true }).waitFor();
  await friends.getByRole('button', { name: `Çıkar: ${ayse.displayName}` }).waitFor();
  await expectNoAccessibilityViolations(mertPage);

  // Ayşe's open dialog follows the accept: no more "İstek gönderildi / İsteği geri çek".
  await dialog.getByText('Arkadaşsınız').waitFor();
  await dialog.getByText(/^1 arkadaş/).waitFor();
  await dialog.getByRole('button', { name: 'Arkadaşlıktan çıkar' }).waitFor();
  expect(await dialog.getByRole('button', { name: 'İsteği geri çek' }).count()).toBe(0);
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');

  // Ayşe's dashboard: the strip above the list, Mert's event in it, reached by keyboard.
  await page.goto('/dashboard/physical');
  await scrollBelowList(page);
  // A card on the screen: one far above it may be skipped by content-visibility, its box an estimate.
  const cardInView = page.getByRole('article').last();
  const before = await cardInView.boundingBox();
  const link = strip(page).getByRole('link', { name: new RegExp(title) });
  await link.waitFor();
  await expect(link.textContent()).resolves.toContain('Mert Kaya düzenliyor');
  expect(await cardInView.boundingBox()).toEqual(before);
  await expectNoAccessibilityViolations(page);
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/dashboard/eventDetails/${event.id}`);
  // Two people, two round trips through the live channel and the strip, on a shared machine.
}, 240_000);

it('shows nothing of the strip to someone without friends', async () => {
  const loner = await apiUser('loner', 'Yalnız Kurt');
  const page = await signedInPage(loner, desktop);
  await scrollBelowList(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(strip(page).count()).resolves.toBe(0);
});

it('scrolls the strip sideways inside itself on a 390 px phone, never the page, on both dashboards', async () => {
  const [zeynep, can] = await Promise.all([apiUser('zeynep', 'Zeynep Ak'), apiUser('can', 'Can Öz')]);
  await friendsOf(zeynep, can);
  for (const title of ['Moda koşusu', 'Kadıköy kutu oyunları', 'Yeldeğirmeni kahve']) {
    await callApi(can, endpoints.events.createEvent, { body: physicalEventBody({ title }) });
  }
  await callApi(can, endpoints.events.createEvent, { body: onlineEventBody({ title: 'Valorant gecesi' }) });

  const page = await signedInPage(zeynep, phone);
  await scrollBelowList(page);
  const physical = strip(page);
  await physical.getByRole('link', { name: /Moda koşusu/ }).waitFor();
  await expect(physical.getByRole('listitem').count()).resolves.toBe(3);
  const widths = await page.evaluate(() => {
    const list = document.querySelector('[aria-labelledby] ul.snap-x');
    return {
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      stripScrolls: list ? list.scrollWidth > list.clientWidth : false,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.stripScrolls).toBe(true);
  await expectNoAccessibilityViolations(page);

  await page.goto('/dashboard/online');
  await scrollBelowList(page);
  await strip(page)
    .getByRole('link', { name: /Valorant gecesi/ })
    .waitFor();
  await expect(strip(page).getByRole('listitem').count()).resolves.toBe(1);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page);

  // The friends section of the profile on the phone: the friend, with Çıkar.
  await page.goto('/dashboard/profile');
  const friends = page.getByRole('region', { name: /^Arkadaşların/ });
  await friends.getByRole('button', { name: `Çıkar: ${can.displayName}` }).waitFor();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  await expectNoAccessibilityViolations(page);
});
