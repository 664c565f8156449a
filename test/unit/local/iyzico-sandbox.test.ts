import Iyzipay from 'iyzipay';
import { startIyzicoSandbox, type IyzicoSandbox } from '../../../bin/local/iyzico/server';
import { sandboxMerchant } from '../../../bin/local/iyzico/protocol';
import { clock } from '../../../lambdas/platform/clock';
import { portsOf } from '../../ports';
import { payOnHostedPage, shownCode, submitCard } from '../../iyzico-page';

// iyzipay's own response-signature helper: an independent check of the sandbox's signatures.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const iyzipayUtils = require('iyzipay/lib/utils') as {
  calculateHmacSHA256Signature(fields: unknown[], secretKey: string): string;
};

const { iyzico: port } = portsOf('iyzicoSandbox');
let sandbox: IyzicoSandbox;

beforeAll(async () => {
  sandbox = await startIyzicoSandbox({ port });
});
afterAll(() => sandbox.stop());
afterEach(() => jest.restoreAllMocks());

type Body = Record<string, unknown>;

function client(secretKey: string = sandboxMerchant.secretKey) {
  return new Iyzipay({ uri: sandbox.url, apiKey: sandboxMerchant.apiKey, secretKey });
}

const checkoutRequest = {
  locale: 'tr',
  conversationId: 'order-1',
  price: '3.00',
  paidPrice: '3.00',
  currency: 'USD',
  basketId: 'order-1',
  paymentGroup: 'PRODUCT',
  callbackUrl: 'http://localhost:1/odeme/sonuc',
  buyer: {
    id: 'user-1',
    name: 'Ada',
    surname: 'Yılmaz',
    identityNumber: '11111111111',
    email: 'ada@squad.test',
    registrationAddress: 'Belirtilmedi',
    city: 'Istanbul',
    country: 'Turkey',
    ip: '85.34.78.112',
  },
  billingAddress: { contactName: 'Ada Yılmaz', city: 'Istanbul', country: 'Turkey', address: 'Belirtilmedi' },
  basketItems: [{ id: 'order-1', name: '10 jeton', category1: 'Jeton', itemType: 'VIRTUAL', price: '3.00' }],
};

function initialize(iyzipay = client(), request: object = checkoutRequest): Promise<Body> {
  return new Promise((resolve, reject) =>
    iyzipay.checkoutFormInitialize.create(request as never, (error, result) =>
      error ? reject(error) : resolve(result as unknown as Body),
    ),
  );
}

function retrieve(token: unknown): Promise<Body> {
  return new Promise((resolve, reject) =>
    client().checkoutForm.retrieve(
      { locale: 'tr', conversationId: 'order-1', token } as never,
      (error, result) => (error ? reject(error) : resolve(result as unknown as Body)),
    ),
  );
}

describe('the local iyzico sandbox', () => {
  it('refuses a request signed with the wrong secret key with iyzico’s invalid-signature error', async () => {
    const answer = await initialize(client('not-the-secret-key'));
    expect(answer).toMatchObject({ status: 'failure', errorCode: '1000', errorMessage: 'Geçersiz imza' });
  });

  it('signs the initialize answer over conversationId and token as iyzico does', async () => {
    const answer = await initialize();
    expect(answer).toMatchObject({ status: 'success', tokenExpireTime: 1800 });
    const expected = iyzipayUtils.calculateHmacSHA256Signature(
      [answer.conversationId, answer.token],
      sandboxMerchant.secretKey,
    );
    expect(answer.signature).toBe(expected);
  });

  it('refuses a checkout whose basket does not add up to its price', async () => {
    const answer = await initialize(client(), { ...checkoutRequest, price: '4.00', paidPrice: '4.00' });
    expect(answer).toMatchObject({ status: 'failure', errorCode: '5062' });
  });

  it('signs the retrieve answer over iyzico’s eight fields, prices as the answer carries them', async () => {
    const { token, paymentPageUrl } = await initialize();
    await payOnHostedPage(String(paymentPageUrl), { cardNumber: '5528790000000008' });
    const answer = await retrieve(token);
    expect(answer).toMatchObject({ status: 'success', paymentStatus: 'SUCCESS', price: 3, paidPrice: 3 });
    const fields = [
      'paymentStatus',
      'paymentId',
      'currency',
      'basketId',
      'conversationId',
      'paidPrice',
      'price',
    ];
    const expected = iyzipayUtils.calculateHmacSHA256Signature(
      [...fields.map((field) => answer[field]), answer.token],
      sandboxMerchant.secretKey,
    );
    expect(answer.signature).toBe(expected);
  });

  it('serves a Turkish payment page showing the amount and the test cards', async () => {
    const { paymentPageUrl } = await initialize();
    const page = await fetch(String(paymentPageUrl));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('$3,00');
    expect(html).toContain('<label for="cardNumber">Kart numarası</label>');
    expect(html).toContain('4111111111111129');
  });

  it('answers invalid card input with Turkish messages tied to their fields', async () => {
    const { paymentPageUrl } = await initialize();
    const page = await submitCard(
      String(paymentPageUrl),
      { cardNumber: '1234' },
      { expiry: '13/40', cvc: '' },
    );
    const html = await page.text();
    expect(page.status).toBe(400);
    expect(html).toContain('Kart numarası 16 haneli olmalı.');
    expect(html).toContain('Son kullanma tarihini AA/YY biçiminde yazın.');
    expect(html).toContain('aria-describedby="cvc-error"');
  });

  it('asks again for the 3-D Secure code when the one entered is wrong', async () => {
    const { paymentPageUrl } = await initialize();
    const step = await (await submitCard(String(paymentPageUrl), { cardNumber: '5528790000000008' })).text();
    const wrongCode = shownCode(step) === '111111' ? '222222' : '111111';
    const page = await fetch(`${paymentPageUrl}/3ds`, {
      method: 'POST',
      body: new URLSearchParams({ code: wrongCode }),
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Doğrulama kodu yanlış');
  });

  it('returns the shopper to the callback URL with a form posting the token', async () => {
    const { token, paymentPageUrl } = await initialize();
    const html = await payOnHostedPage(String(paymentPageUrl), { cardNumber: '5528790000000008' });
    expect(html).toContain('<form class="card" method="post" action="http://localhost:1/odeme/sonuc">');
    expect(html).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(html).toContain('<button type="submit">Devam</button>');
  });

  it('names the merchant and what is bought above the amount, as iyzico’s Checkout Form does', async () => {
    const { paymentPageUrl } = await initialize();
    const html = await (await fetch(String(paymentPageUrl))).text();
    expect(html).toContain('<p class="merchant">Squad</p>');
    expect(html).toContain('<li>10 jeton</li>');
  });

  it('offers the way back to the merchant without paying, posting the token to the callback URL', async () => {
    const { token, paymentPageUrl } = await initialize();
    const html = await (await fetch(String(paymentPageUrl))).text();
    expect(html).toContain('<form class="back" method="post" action="http://localhost:1/odeme/sonuc">');
    expect(html).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(html).toContain('Vazgeç, Squad’a dön');
  });

  it('shows a Turkish expiry page for a token older than 30 minutes on the product’s clock', async () => {
    const { paymentPageUrl } = await initialize();
    const later = new Date(Date.now() + 31 * 60_000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const page = await fetch(String(paymentPageUrl));
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Ödeme sayfasının süresi doldu');
  });
});
