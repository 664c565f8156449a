/**
 * The Tokens & Payment page in Chromium, paid through the local iyzico sandbox's hosted page and its 3-D Secure
 * step: a purchase on a phone credits the package, a declined card changes nothing and says why, a refund from the
 * history takes the tokens back; the checkout dialog by keyboard, the layout on a desktop and a 390 px phone, and
 * the sandbox's own page; with axe checks on each state.
 */
import type { Page } from 'playwright-core';
import { apiUser, hostedEvent, type ApiUser } from './api-users';
import { expectNoAccessibilityViolations } from './browser';
import { closeContexts, closePeopleBrowser, desktop, phone, signedInPage } from './people';
import { stack } from './support';

jest.setTimeout(120_000);

afterEach(closeContexts);
afterAll(closePeopleBrowser);

const cards = {
  success: '5528790000000008',
  insufficientFunds: '4111111111111129',
  prepaidNoRefunds: '5406670000000009',
};

/** The callback settles the order before it redirects; the page then reads the order and the balance. */
const settled = { timeout: 20_000 };

const newBuyer = () => apiUser('buyer', 'Deniz Arslan');

async function openTokens(user: ApiUser, viewport = desktop): Promise<Page> {
  const page = await signedInPage(user, viewport, '/dashboard/tokens');
  await page.getByRole('heading', { level: 1, name: 'Tokens & Payment' }).waitFor();
  return page;
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'Token bakiyen' });

async function expectBalance(page: Page, tokens: number): Promise<void> {
  await balanceCard(page).getByText(`${tokens} token`, { exact: true }).waitFor(settled);
}

const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Popular Pack satın al' });

async function openCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Popular Pack satın al' }).click();
  await checkoutDialog(page).waitFor();
}

/** From the open checkout dialog to the sandbox's card form: the contracts accepted, then Complete Purchase. */
async function completePurchase(page: Page): Promise<void> {
  await checkoutDialog(page)
    .getByRole('checkbox', {
      name: 'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini okudum, kabul ediyorum.',
    })
    .check();
  await checkoutDialog(page).getByRole('button', { name: 'Complete Purchase' }).click();
  await page.waitForURL((url) => url.port === new URL(stack.urls.iyzico).port, settled);
  await page.getByRole('button', { name: 'Öde' }).waitFor();
}

async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Kart sahibi').fill('Deniz Arslan');
  await page.getByLabel('Kart numarası').fill(cardNumber);
  await page.getByLabel(/^Son kullanma tarihi/).fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

/** The 3-D Secure step: the sandbox shows the one-time code the bank would have sent. */
async function confirmThreeDs(page: Page): Promise<void> {
  const code = (await page.locator('.code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Doğrulama kodu').fill(code);
  await page.getByRole('button', { name: 'Onayla' }).click();
}

/**
 * Pays the Popular Pack with `cardNumber` from the open checkout dialog; returns once the callback has sent the
 * browser back to Tokens.
 */
async function payInCheckout(page: Page, cardNumber: string): Promise<void> {
  await completePurchase(page);
  await fillCard(page, cardNumber);
  await page.getByRole('button', { name: 'Öde' }).click();
  await page.getByLabel('Doğrulama kodu').waitFor();
  await confirmThreeDs(page);
  await page.waitForURL(/\/dashboard\/tokens\?order=[0-9a-z]+$/, settled);
}

async function openHistory(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Purchase History' }).click();
  await page.getByRole('heading', { name: 'Satın alma geçmişi' }).waitFor();
}

/** The history's row of the Popular Pack order. */
const orderRow = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByText('Popular Pack', { exact: true }) });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(
    true,
  );
}

it('on a phone, buys the Popular Pack through the 3-D Secure step and comes back to the credited balance and the order', async () => {
  const user = await newBuyer();
  const page = await signedInPage(user, phone);
  await page.getByRole('button', { name: /^Menüyü aç/ }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Tokens', exact: true }).click();
  await page.waitForURL('**/dashboard/tokens');
  await expectBalance(page, 5);
  await expectNoAccessibilityViolations(page);

  await openCheckout(page);
  await checkoutDialog(page).getByText('Hesabına 12 token eklenecek.').waitFor();
  await expectNoAccessibilityViolations(page);

  await payInCheckout(page, cards.success);
  const result = page.getByRole('status').filter({ hasText: 'Satın alma tamamlandı' });
  await result.waitFor(settled);
  await result.getByText('Hesabına 12 token eklendi. Yeni bakiyen: 17 token.').waitFor(settled);
  await expectBalance(page, 17);
  await expectNoAccessibilityViolations(page);

  await openHistory(page);
  const row = orderRow(page);
  await row.getByText(/Ödendi/).waitFor();
  await row.getByText('Token: +12').waitFor();
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
});

it('leaves the balance alone when the card is declined, and says why in an alert', async () => {
  const user = await newBuyer();
  const page = await openTokens(user, phone);
  await expectBalance(page, 5);

  await openCheckout(page);
  await payInCheckout(page, cards.insufficientFunds);
  const alert = page.getByRole('alert').filter({ hasText: 'Ödeme tamamlanamadı' });
  await alert.waitFor(settled);
  // The provider's words end their sentence before the page's own begins.
  await alert
    .getByText('Kart limiti yetersiz, yetersiz bakiye. Kartından para çekilmedi; tekrar deneyebilirsin.', {
      exact: true,
    })
    .waitFor();
  await expectBalance(page, 5);
  await expectNoAccessibilityViolations(page);

  await openHistory(page);
  const row = orderRow(page);
  await row.getByText(/Başarısız/).waitFor();
  await row.getByText('Kart limiti yetersiz, yetersiz bakiye').waitFor();
  await expect(row.getByRole('button', { name: /satın almasını iade et/ }).count()).resolves.toBe(0);
});

it('takes the tokens back when an unspent purchase is refunded from the history', async () => {
  const user = await newBuyer();
  const page = await openTokens(user);
  await openCheckout(page);
  await payInCheckout(page, cards.success);
  await expectBalance(page, 17);

  await openHistory(page);
  const row = orderRow(page);
  await row.getByText(/iade edilebilir$/).waitFor();
  await row.getByRole('button', { name: /satın almasını iade et/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Satın almayı iade et' });
  await confirm.getByText(/^12 token bakiyenden düşülecek/).waitFor();
  await expectNoAccessibilityViolations(page);
  await confirm.getByRole('button', { name: 'İade et' }).click();

  await page.getByRole('status').filter({ hasText: 'Satın alma iade edildi.' }).first().waitFor(settled);
  await confirm.waitFor({ state: 'detached' });
  await row.getByText(/İade edildi/).waitFor(settled);
  await expect(row.getByRole('button', { name: /satın almasını iade et/ }).count()).resolves.toBe(0);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('tab', { name: 'Purchase Tokens' }).click();
  await expectBalance(page, 5);
});

it.each([
  ['a 390 px phone', phone],
  ['a desktop', desktop],
])(
  'on %s, a checkout given up on the payment page comes back unpaid, says when it is cancelled, and its buyer cancels it',
  async (_name, viewport) => {
    const user = await newBuyer();
    const page = await openTokens(user, viewport);
    await openCheckout(page);
    await completePurchase(page);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Vazgeç, Squad’a dön' }).click();
    await page.waitForURL(/\/dashboard\/tokens\?order=[0-9a-z]+$/, settled);

    const result = page.getByRole('status').filter({ hasText: 'Ödeme bekleniyor' });
    await result
      .getByText(/^30 dakika içinde ödenmezse iptal olur: son ödeme saati \d\d:\d\d\.$/)
      .waitFor(settled);
    await expectNoAccessibilityViolations(page);

    await openHistory(page);
    const row = orderRow(page);
    await row.getByText(/Bekliyor/).waitFor();
    await row.getByText(/^30 dakika içinde ödenmezse iptal olur/).waitFor();
    await expectNoSidewaysScroll(page);
    await row.getByRole('button', { name: /^Popular Pack siparişini iptal et/ }).click();

    await page.getByRole('status').filter({ hasText: 'Sipariş iptal edildi.' }).first().waitFor(settled);
    await row.getByText(/İptal edildi/).waitFor(settled);
    await expect(row.getByRole('button', { name: /siparişini iptal et/ }).count()).resolves.toBe(0);
    await expectNoAccessibilityViolations(page);
    await expectNoSidewaysScroll(page);
  },
);

it('says up front that a purchase paid with a prepaid card cannot be refunded to it, with a link to write to support', async () => {
  const user = await newBuyer();
  const page = await openTokens(user, phone);
  await openCheckout(page);
  await payInCheckout(page, cards.prepaidNoRefunds);
  await expectBalance(page, 17);

  await openHistory(page);
  const row = orderRow(page);
  await row.getByText(/^Ön ödemeli kartla ödendiği için kartına iade edilemez\./).waitFor();
  const support = row.getByRole('link', { name: 'destek ekibimize' });
  await expect(support.getAttribute('href')).resolves.toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  await expect(row.getByText(/iade edilebilir$/).count()).resolves.toBe(0);
  await expect(row.getByRole('button', { name: /satın almasını iade et/ }).count()).resolves.toBe(0);
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
});

it.each([
  ['a 390 px phone', phone],
  ['a desktop', desktop],
])(
  'on %s, at 0 tokens the event wizard offers to buy tokens, then comes back to its last step with the form kept',
  async (_name, viewport) => {
    const user = await newBuyer();
    for (let spent = 0; spent < 5; spent += 1) await hostedEvent(user, `Harcanan token ${spent}`);
    const page = await signedInPage(user, viewport, '/dashboard/online');
    const wizard = page.getByRole('dialog', { name: 'Etkinlik oluştur' });
    const next = () => wizard.getByRole('button', { name: 'İleri' }).click();
    await page.getByRole('button', { name: 'Etkinlik oluştur', exact: true }).click();
    await next();
    const title = `Valo ${Date.now().toString(36)}`;
    await wizard.getByLabel('Başlık').fill(title);
    await wizard.getByLabel('Açıklama').fill('Bakiyesi bitmiş birinin etkinliği.');
    await wizard.getByLabel('Kategori').selectOption('Popular Games');
    await next();
    await wizard.getByText('Valorant', { exact: true }).first().click();
    await next();
    await wizard.getByRole('button', { name: '+2 saat' }).click();
    await next();
    await wizard.getByLabel('Platform', { exact: true }).selectOption('Valorant');
    await next();

    await wizard.getByText('Bakiyen: 0 token').waitFor();
    await wizard.getByText('Yazdıkların duruyor: satın aldıktan sonra bu adıma dönersin.').waitFor();
    await expectNoAccessibilityViolations(page);
    await wizard.getByRole('link', { name: 'Token satın al' }).click();
    await page.waitForURL('**/dashboard/tokens');
    const resume = page.getByRole('region', { name: 'Etkinliğin seni bekliyor' });
    await resume.waitFor();
    await expectNoAccessibilityViolations(page);
    await expectNoSidewaysScroll(page);

    // The payment page is another site: the form has to outlive the app's page.
    await openCheckout(page);
    await payInCheckout(page, cards.success);
    await expectBalance(page, 12);
    await resume.getByRole('button', { name: 'Etkinlik oluşturmaya dön' }).click();
    await wizard.getByText('Adım 6 / 6').waitFor();
    await wizard.getByText('Bakiyen: 12 token').waitFor();
    await wizard.getByRole('button', { name: 'Geri' }).click();
    await wizard.getByRole('button', { name: 'Geri' }).click();
    await wizard.getByRole('button', { name: 'Geri' }).click();
    await wizard.getByRole('button', { name: 'Geri' }).click();
    await expect(wizard.getByLabel('Başlık').inputValue()).resolves.toBe(title);
    for (let step = 2; step < 6; step += 1) await next();
    await wizard.getByRole('button', { name: 'Etkinliği oluştur' }).click();
    await page.getByText('Etkinlik başarıyla oluşturuldu.').first().waitFor(settled);
    await resume.waitFor({ state: 'detached' });
  },
);

it('shows PayPal in the checkout dialog as disabled with its reason, and works by keyboard', async () => {
  const user = await newBuyer();
  const page = await openTokens(user);
  const buy = page.getByRole('button', { name: 'Popular Pack satın al' });
  await buy.focus();
  await page.keyboard.press('Enter');
  const dialog = checkoutDialog(page);
  await dialog.waitFor();

  const card = dialog.getByRole('radio', { name: /Credit\/Debit Card/ });
  const paypal = dialog.getByRole('radio', { name: /PayPal/ });
  await expect(card.isChecked()).resolves.toBe(true);
  await expect(paypal.isDisabled()).resolves.toBe(true);
  const reason = await paypal.evaluate(
    (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
  );
  expect(reason).toBe('PayPal, Türkiye hesaplarında kullanılamıyor.');
  await expectNoAccessibilityViolations(page);

  // Focus starts in the dialog and Tab keeps it there.
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect(focusInDialog()).resolves.toBe(true);
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    await expect(focusInDialog()).resolves.toBe(true);
  }

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(buy.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
});

it('on a desktop, sets the four packages side by side', async () => {
  const user = await newBuyer();
  const page = await openTokens(user, desktop);
  const packages = page.getByRole('region', { name: 'Token paketleri' }).getByRole('article');
  await packages.nth(3).waitFor();
  const boxes = await Promise.all((await packages.all()).map((article) => article.boundingBox()));
  expect(boxes).toHaveLength(4);
  const tops = boxes.map((box) => Math.round(box!.y));
  expect(new Set(tops).size).toBe(1);
  for (let index = 1; index < boxes.length; index += 1) {
    expect(boxes[index]!.x).toBeGreaterThanOrEqual(boxes[index - 1]!.x + boxes[index - 1]!.width);
  }
  await expectNoAccessibilityViolations(page);
});

it('never scrolls sideways on a 390 px phone, on any tab', async () => {
  const user = await newBuyer();
  const page = await openTokens(user, phone);
  await expectBalance(page, 5);
  await expectNoSidewaysScroll(page);
  // All three tabs in sight: none hides past the tab list's edge.
  await expect(
    page.getByRole('tablist').evaluate((list) => list.scrollWidth <= list.clientWidth),
  ).resolves.toBe(true);

  await openHistory(page);
  await page.getByText('Hoş geldin tokenları').waitFor();
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('tab', { name: 'Earn Tokens' }).click();
  await page.getByText('0/5 etkinlik bu ay').waitFor();
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
});

it('has an accessible sandbox payment page on a 390 px phone: the card form, its errors and the 3-D Secure step', async () => {
  const user = await newBuyer();
  const page = await openTokens(user, phone);
  await openCheckout(page);
  await completePurchase(page);
  // Who is paid, for what, and how much, the amount as the app writes it.
  await page.getByText('Squad', { exact: true }).waitFor();
  await page.getByRole('list', { name: 'Satın aldığın' }).getByText('Popular Pack').waitFor();
  await page.getByText('$17,99', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Vazgeç, Squad’a dön' }).waitFor();
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);

  // Sent empty: each field says what is wrong.
  await page.getByRole('button', { name: 'Öde' }).click();
  await page.getByRole('alert').waitFor();
  await expect(page.getByLabel('Kart numarası').getAttribute('aria-invalid')).resolves.toBe('true');
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);

  await fillCard(page, cards.success);
  await page.getByRole('button', { name: 'Öde' }).click();
  await page.getByLabel('Doğrulama kodu').waitFor();
  await expectNoAccessibilityViolations(page);
  await expectNoSidewaysScroll(page);
});

it('switches auto-refill on with a threshold and a package, keeps them, and says a card must be saved first', async () => {
  const user = await newBuyer();
  const page = await openTokens(user, phone);
  const autoRefill = page.getByRole('region', { name: 'Otomatik yükleme' });
  const toggle = autoRefill.getByRole('switch', { name: 'Otomatik yüklemeyi aç' });
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');

  await toggle.click();
  await autoRefill.getByRole('button', { name: 'Eşiği artır' }).click();
  await autoRefill.getByRole('button', { name: 'Eşiği artır' }).click();
  await autoRefill.getByLabel('Yüklenecek paket').selectOption('pro');
  await autoRefill.getByRole('button', { name: 'Kaydet' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Otomatik yükleme ayarların kaydedildi.' })
    .first()
    .waitFor(settled);
  await expectNoAccessibilityViolations(page);

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Otomatik yükleme' });
  await expect(
    reloaded.getByRole('switch', { name: 'Otomatik yüklemeyi aç' }).getAttribute('aria-checked'),
  ).resolves.toBe('true');
  await reloaded.getByText('Bakiyen 7 tokenın altına düşünce yüklenir.').waitFor();
  await expect(reloaded.getByLabel('Yüklenecek paket').inputValue()).resolves.toBe('pro');
  await reloaded.getByText(/Henüz kayıtlı kartın yok/).waitFor();
});
