/**
 * The product's iyzico module against the local sandbox, through the real `iyzipay` client. The secret comes from
 * a mocked Secrets Manager; a small proxy in front of the sandbox can spoil its answers (a tampered signature, a
 * gateway error) to show what the module does with them.
 */
import '../support/env';
import 'aws-sdk-client-mock-jest';
import { createServer, type Server } from 'node:http';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { sandboxMerchant } from '../../../bin/local/iyzico/protocol';
import { startIyzicoSandbox, type IyzicoSandbox } from '../../../bin/local/iyzico/server';
import { close, listen, readBody } from '../../../bin/local/http';
import { portsOf } from '../../ports';
import { payOnHostedPage } from '../../iyzico-page';

const ports = portsOf('iyzicoClient');
process.env.IYZICO_BASE_URL = `http://localhost:${ports.proxy}`;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const iyzico = require('../../../lambdas/tokens/iyzico') as typeof import('../../../lambdas/tokens/iyzico');
const {
  PaymentProviderError,
  chargeStoredCard,
  refundPayment,
  retrieveCheckout,
  retrievePaymentRefundState,
  startCheckout,
} = iyzico;

const secrets = mockClient(SecretsManagerClient);
let sandbox: IyzicoSandbox;
let proxy: Server;
/** What the proxy does to the sandbox's answer on its way to the module; by default, nothing. */
let spoil: ((answer: Record<string, unknown>) => Record<string, unknown> | 'gateway error') | undefined;

beforeAll(async () => {
  sandbox = await startIyzicoSandbox({ port: ports.sandbox });
  proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${sandbox.url}${request.url}`, {
        method: 'POST',
        headers: {
          authorization: String(request.headers.authorization),
          'x-iyzi-rnd': String(request.headers['x-iyzi-rnd']),
          'content-type': 'application/json',
        },
        body: (await readBody(request, 64 * 1024)).toString('utf8'),
      });
      const answer = spoil
        ? spoil((await upstream.json()) as Record<string, unknown>)
        : await upstream.json();
      if (answer === 'gateway error') {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }
    })();
  });
  await listen(proxy, ports.proxy, 'iyzico proxy');
});
beforeEach(() => {
  secrets.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(sandboxMerchant) });
  spoil = undefined;
});
afterAll(async () => {
  await close(proxy);
  await sandbox.stop();
});

const buyer = { id: 'user-1', name: 'Ada', surname: 'Yılmaz', email: 'ada@squad.test', ip: '85.34.78.112' };
let orderNumber = 0;

function checkout(registerCard?: { cardUserKey?: string }) {
  orderNumber += 1;
  const orderId = `order-${orderNumber}`;
  const request = {
    orderId,
    price: '3.00',
    currency: 'USD' as const,
    itemName: '10 jeton',
    buyer,
    callbackUrl: 'https://squad.test/odeme/sonuc',
    registerCard,
  };
  return { orderId, started: startCheckout(request) };
}

/** A checkout paid on the hosted page with the card; answers the order id and the token. */
async function paidWith(cardNumber: string, registerCard?: boolean) {
  const { orderId, started } = checkout();
  const { token, paymentPageUrl } = await started;
  await payOnHostedPage(paymentPageUrl, { cardNumber, registerCard });
  return { orderId, token };
}

describe('startCheckout', () => {
  // first in the file: later tests find the keys already cached
  it('reads the merchant keys from Secrets Manager once for many calls', async () => {
    await checkout().started;
    await checkout().started;
    expect(secrets).toHaveReceivedCommandTimes(GetSecretValueCommand, 1);
  });

  it('opens a Checkout Form and answers its token, payment page and 30-minute lifetime', async () => {
    const { token, paymentPageUrl, expiresInSeconds } = await checkout().started;
    expect(paymentPageUrl).toBe(`http://localhost:${ports.sandbox}/checkout/${token}`);
    expect(expiresInSeconds).toBe(1800);
  });

  it('throws a refusal when iyzico refuses the request', async () => {
    spoil = (answer) => ({ ...answer, status: 'failure', errorCode: '1000', errorMessage: 'Geçersiz imza' });
    await expect(checkout().started).rejects.toMatchObject({ reason: 'refused' });
  });

  it('throws a signature error when the initialize answer is not signed by iyzico', async () => {
    spoil = (answer) => ({ ...answer, token: 'someone-elses-token' });
    await expect(checkout().started).rejects.toMatchObject({ reason: 'signature' });
  });
});

describe('retrieveCheckout', () => {
  it('answers a paid order for 5528790000000008, its money as two-decimal strings', async () => {
    const { orderId, token } = await paidWith('5528790000000008');
    const outcome = await retrieveCheckout(token, orderId);
    expect(outcome).toMatchObject({
      paid: true,
      basketId: orderId,
      price: '3.00',
      paidPrice: '3.00',
      currency: 'USD',
      fraudStatus: 1,
    });
    expect(outcome.paymentTransactionIds).toHaveLength(1);
    expect(outcome.storedCard).toBeUndefined();
  });

  it.each([
    ['4111111111111129', '10051', 'Kart limiti yetersiz, yetersiz bakiye'],
    ['4121111111111119', '10034', 'Dolandırıcılık şüphesi'],
    ['4131111111111117', 'MD_STATUS_0', '3-D Secure imzası geçersiz veya doğrulama başarısız'],
    [
      '4141111111111115',
      'MD_STATUS_4',
      'Doğrulama denemesi, kart sahibi sisteme daha sonra kayıt olmayı seçmiş',
    ],
    ['4151111111111112', 'THREEDS_INITIALIZE_FAILED', '3D Secure başlatılamadı'],
  ])(
    'answers an unpaid order with iyzico’s error for card %s',
    async (cardNumber, errorCode, errorMessage) => {
      const { orderId, token } = await paidWith(cardNumber);
      expect(await retrieveCheckout(token, orderId)).toMatchObject({ paid: false, errorCode, errorMessage });
    },
  );

  it('throws a signature error when the answer was changed on its way', async () => {
    const { orderId, token } = await paidWith('5528790000000008');
    spoil = (answer) => ({ ...answer, paidPrice: 0.01 });
    const retrieved = retrieveCheckout(token, orderId);
    await expect(retrieved).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(retrieved).rejects.toMatchObject({ reason: 'signature' });
  });

  it('throws unavailable when iyzico answers a gateway error', async () => {
    const { orderId, token } = await paidWith('5528790000000008');
    spoil = () => 'gateway error';
    await expect(retrieveCheckout(token, orderId)).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('answers an unpaid order for a checkout nobody paid', async () => {
    const { orderId, started } = checkout();
    const { token } = await started;
    expect(await retrieveCheckout(token, orderId)).toMatchObject({ paid: false, errorCode: '11' });
  });

  it('answers the stored card when the shopper chose to save it', async () => {
    const { orderId, token } = await paidWith('5528790000000008', true);
    const { storedCard } = await retrieveCheckout(token, orderId);
    expect(storedCard).toEqual({ cardUserKey: expect.any(String), cardToken: expect.any(String) });
  });
});

describe('chargeStoredCard', () => {
  async function storedCard(cardNumber: string) {
    const { orderId, token } = await paidWith(cardNumber, true);
    return (await retrieveCheckout(token, orderId)).storedCard!;
  }
  const charge = (card: { cardUserKey: string; cardToken: string }) =>
    chargeStoredCard({
      orderId: 'refill-1',
      price: '7.50',
      currency: 'USD',
      itemName: '25 jeton',
      buyer,
      card,
    });

  it('pays with a stored card without 3-D Secure', async () => {
    const outcome = await charge(await storedCard('5528790000000008'));
    expect(outcome).toMatchObject({ paid: true, basketId: 'refill-1', price: '7.50', paidPrice: '7.50' });
  });

  it('answers an unpaid order when iyzico does not know the card', async () => {
    const outcome = await charge({ cardUserKey: 'nobody', cardToken: 'nothing' });
    expect(outcome).toMatchObject({ paid: false, errorCode: '11' });
  });
});

describe('refundPayment', () => {
  async function paidTransaction(cardNumber: string) {
    const { orderId, token } = await paidWith(cardNumber);
    const { paymentTransactionIds } = await retrieveCheckout(token, orderId);
    return { orderId, paymentTransactionId: paymentTransactionIds[0] };
  }
  const refund = ({ orderId, paymentTransactionId }: { orderId: string; paymentTransactionId: string }) =>
    refundPayment({
      paymentTransactionId,
      price: '3.00',
      currency: 'USD',
      ip: '85.34.78.112',
      conversationId: orderId,
    });

  it('refunds a paid item transaction', async () => {
    expect(await refund(await paidTransaction('5528790000000008'))).toEqual({ refunded: true });
  });

  it('answers iyzico’s refusal for 5406670000000009, which cannot be refunded', async () => {
    expect(await refund(await paidTransaction('5406670000000009'))).toEqual({
      refunded: false,
      errorCode: '10012',
      errorMessage: 'Geçersiz işlem',
    });
  });

  it('refuses to refund the same transaction twice', async () => {
    const transaction = await paidTransaction('5528790000000008');
    await refund(transaction);
    expect(await refund(transaction)).toMatchObject({ refunded: false });
  });

  it('throws a signature error when the refund answer was changed on its way', async () => {
    const transaction = await paidTransaction('5528790000000008');
    spoil = (answer) => ({ ...answer, price: 0.01 });
    await expect(refund(transaction)).rejects.toMatchObject({ reason: 'signature' });
  });
});

describe('retrievePaymentRefundState', () => {
  async function paidPayment() {
    const { orderId, token } = await paidWith('5528790000000008');
    const { paymentId, paymentTransactionIds } = await retrieveCheckout(token, orderId);
    return { orderId, paymentId: paymentId!, paymentTransactionId: paymentTransactionIds[0] };
  }

  it('reads a payment nobody refunded as not refunded', async () => {
    const { orderId, paymentId } = await paidPayment();
    expect(await retrievePaymentRefundState(paymentId, orderId)).toBe('NOT_REFUNDED');
  });

  it('reads a payment iyzico refunded in full as totally refunded', async () => {
    const { orderId, paymentId, paymentTransactionId } = await paidPayment();
    await refundPayment({
      paymentTransactionId,
      price: '3.00',
      currency: 'USD',
      ip: '85.34.78.112',
      conversationId: orderId,
    });
    expect(await retrievePaymentRefundState(paymentId, orderId)).toBe('TOTALLY_REFUNDED');
  });

  it('throws a signature error when the payment record was changed on its way', async () => {
    const { orderId, paymentId } = await paidPayment();
    spoil = (answer) => ({ ...answer, price: 0.01 });
    await expect(retrievePaymentRefundState(paymentId, orderId)).rejects.toMatchObject({
      reason: 'signature',
    });
  });
});
