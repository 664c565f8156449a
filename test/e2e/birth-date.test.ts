/**
 * The birth-date step in Chromium: a person who never gave a birth date asks to join an event; the step asks for it
 * once, saves it, and the request goes through. Someone under 18 sees the refusal in the request's own words. And
 * the privacy notice (Aydınlatma Metni) it links to. With axe checks on a phone (390 px) and a desktop.
 */
import type { Page } from 'playwright-core';
import { joinRequestSentMessage } from '../../lambdas/contracts/requests';
import { adultRefusals } from '../../lambdas/contracts/refusals';
import { istanbulParts } from '../../lambdas/contracts/istanbul-time';
import { adultBirthDate } from '../integration/support/events';
import { apiUser, hostedEvent, newUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';

jest.setTimeout(180_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}`;

/** A new person, with no birth date given, on the physical dashboard filtered to a fresh event of another host. */
async function askerBeforeAnEvent(viewport: typeof desktop): Promise<{ page: Page; title: string }> {
  const title = uniqueTitle('Satranç');
  const [host, asker] = await Promise.all([apiUser('bdhost', 'Ece Yıldız'), newUser('bdasker')]);
  await hostedEvent(host, title);
  const page = await signedInPage(asker, viewport, `/dashboard/physical?q=${encodeURIComponent(title)}`);
  return { page, title };
}

/** Opens the join-request modal for `title` and sends a message: the first request meets the birth-date step. */
async function askToJoin(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Katıl: ${title}` }).click();
  const modal = page.getByRole('dialog', { name: 'Katılım isteği gönder' });
  await modal.getByLabel('Ev sahibine mesajın (isteğe bağlı)').fill('Merhaba! Satranç oynamayı çok severim.');
  await modal.getByRole('button', { name: 'İsteği gönder' }).click();
}

const birthDateStep = (page: Page) => page.getByRole('dialog', { name: 'Doğum tarihin' });

async function giveBirthDate(page: Page, date: string): Promise<void> {
  const step = birthDateStep(page);
  await step.getByLabel('Doğum tarihi').fill(date);
  await step.getByRole('button', { name: 'Kaydet ve devam et' }).click();
  await step.waitFor({ state: 'detached' });
}

it.each([
  ['a phone', phone],
  ['a desktop', desktop],
])(
  'asks the birth date once on a first join request on %s, saves it, and sends the request',
  async (_, viewport) => {
    const { page, title } = await askerBeforeAnEvent(viewport);

    await askToJoin(page, title);
    await birthDateStep(page)
      .getByText(/yalnızca bir kez soruyoruz/)
      .waitFor();
    await expectNoAccessibilityViolations(page);
    await giveBirthDate(page, adultBirthDate);

    await page.getByText(joinRequestSentMessage).first().waitFor();
    await page.getByRole('dialog', { name: 'Katılım isteği gönder' }).waitFor({ state: 'detached' });
  },
);

it('tells someone under 18 in the request modal why they cannot ask to join', async () => {
  const { page, title } = await askerBeforeAnEvent(phone);
  const sixteen = `${Number(istanbulParts(new Date()).date.slice(0, 4)) - 16}-01-01`;

  await askToJoin(page, title);
  await giveBirthDate(page, sixteen);

  const modal = page.getByRole('dialog', { name: 'Katılım isteği gönder' });
  await modal.getByRole('alert').getByText(adultRefusals.UNDERAGE).waitFor();
  await expectNoAccessibilityViolations(page);
});

it.each([
  ['a phone', phone],
  ['a desktop', desktop],
])('shows the Aydınlatma Metni, with why the birth date is asked, on %s', async (_, viewport) => {
  const page = await signedInPage(await newUser('privacyreader'), viewport, '/privacy');

  await page.getByRole('heading', { level: 1, name: 'Aydınlatma Metni ve Gizlilik Politikası' }).waitFor();
  await page.getByRole('heading', { name: '3. Doğum tarihini neden soruyoruz?' }).waitFor();
  await expectNoAccessibilityViolations(page);
});
