/** The profile journey in Chromium: edit every field, check the username, search an address, upload a picture. */
import type { Page } from 'playwright-core';
import { expectNoAccessibilityViolations } from './browser';
import { newUser } from './api-users';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';

jest.setTimeout(90_000);

/** A real 1x1 PNG: the server checks the stored object's magic bytes. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let page: Page;
afterEach(closeContexts);
afterAll(closePeopleBrowser);

async function signInAsNewUser(viewport = desktop): Promise<void> {
  page = await signedInPage(await newUser('profile'), viewport);
}

const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

it('saves every profile field, the picture and the interests, and shows them all after a reload', async () => {
  await signInAsNewUser();
  const username = `deniz_${Date.now().toString(36)}`;
  await page.goto('/dashboard/profile?tab=settings');

  await page.getByLabel('Görünen ad').fill('Deniz Yılmaz');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByRole('button', { name: 'Uygunluğu kontrol et' }).click();
  await status('Kullanıcı adı uygun').waitFor();
  await page.getByLabel('Hakkında', { exact: true }).fill('Hafta sonları tavla ve bisiklet.');
  await page.getByLabel('İl', { exact: true }).selectOption('İstanbul');
  await page.getByLabel('İlçe', { exact: true }).selectOption('KADIKÖY');
  await page.getByRole('combobox', { name: 'Adres ara' }).fill('Kadıköy');
  await page.getByRole('listbox', { name: 'Adres ara' }).getByRole('option').first().click();
  await status('Konum bulundu!').waitFor();
  await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await status('Profil güncellendi').waitFor();

  await page
    .getByLabel('Yeni fotoğraf yükle')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  const avatar = page.locator('img[src*="/avatars/"]').first();
  await avatar.waitFor({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Satranç' }).click();
  await page.getByRole('button', { name: 'Valorant' }).click();
  await page.getByRole('button', { name: 'İlgi alanlarını kaydet' }).click();
  await status('İlgi alanları güncellendi').waitFor();

  await page.reload();
  await page.getByLabel('Görünen ad').waitFor();
  await expect(page.getByLabel('Görünen ad').inputValue()).resolves.toBe('Deniz Yılmaz');
  await expect(page.getByLabel('Kullanıcı adı').inputValue()).resolves.toBe(username);
  await expect(page.getByLabel('Hakkında', { exact: true }).inputValue()).resolves.toBe(
    'Hafta sonları tavla ve bisiklet.',
  );
  await expect(page.getByLabel('İl', { exact: true }).inputValue()).resolves.toBe('İstanbul');
  await expect(page.getByLabel('İlçe', { exact: true }).inputValue()).resolves.toBe('KADIKÖY');
  await expect(page.getByTestId('selected-location').textContent()).resolves.toContain('Kadıköy');
  await expect(page.getByRole('button', { name: 'Satranç' }).getAttribute('aria-pressed')).resolves.toBe(
    'true',
  );
  await expect(page.getByRole('button', { name: 'Valorant' }).getAttribute('aria-pressed')).resolves.toBe(
    'true',
  );
  await page.locator('img[src*="/avatars/"]').first().waitFor();
});

it('says a taken username is taken', async () => {
  await signInAsNewUser();
  await page.goto('/dashboard/profile?tab=settings');
  await page.getByLabel('Kullanıcı adı').fill('ayse.yilmaz');
  await page.getByRole('button', { name: 'Uygunluğu kontrol et' }).click();
  await status('Kullanıcı adı zaten alınmış').waitFor();
});

it('refuses a file that is not an image before uploading anything', async () => {
  await signInAsNewUser();
  await page.goto('/dashboard/profile?tab=settings');
  await page
    .getByLabel('Yeni fotoğraf yükle')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByText('Lütfen bir resim dosyası seçin').first().waitFor();
});

it('refuses a text file renamed to .png in the browser, with one message and no upload', async () => {
  await signInAsNewUser();
  await page.goto('/dashboard/profile?tab=settings');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (/uploadProfilePicture|\/avatars\//.test(request.url())) uploads.push(request.url());
  });
  await page.getByLabel('Yeni fotoğraf yükle').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Bu bir resim değil, sadece notlar.'),
  });
  await page.getByText('Lütfen bir resim dosyası seçin').first().waitFor();
  await page.waitForTimeout(2_000);
  expect(uploads).toEqual([]);
  await expect(page.getByText('Resim yüklenemedi').count()).resolves.toBe(0);
});

it('has no accessibility violations on any profile tab, on a phone', async () => {
  await signInAsNewUser(phone);
  for (const tab of ['Overview', 'Events', 'Badges', 'Settings']) {
    await page.goto(`/dashboard/profile?tab=${tab.toLowerCase()}`);
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    await page.getByRole('tabpanel').waitFor();
    await expectNoAccessibilityViolations(page);
  }
});

it('shows every profile tab label whole on a 390 px phone', async () => {
  await signInAsNewUser(phone);
  await page.goto('/dashboard/profile?tab=overview');
  await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
  const clipped = await page
    .getByRole('tab')
    .evaluateAll((tabs) =>
      tabs
        .filter((tab) => tab.scrollWidth > tab.clientWidth)
        .map((tab) => `${tab.textContent}: ${tab.scrollWidth} > ${tab.clientWidth}`),
    );
  expect(clipped).toEqual([]);
  const list = await page
    .getByRole('tablist')
    .evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  // a tab bar that scrolls hides its last tab behind the card's edge
  expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
});
