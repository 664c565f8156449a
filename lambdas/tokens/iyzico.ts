/**
 * Squad's iyzico client: token packages sold through iyzico's Checkout Form (hosted page, 3-D Secure), a stored
 * card charged for auto-refill, refunds. Calls go through the official `iyzipay` client, unchanged, at
 * IYZICO_BASE_URL (iyzico's sandbox or live API in the cloud, the local stack's sandbox locally); the merchant's
 * keys come from the Secrets Manager secret IYZICO_SECRET_NAME (JSON `{apiKey, secretKey}`).
 *
 * Money crosses this module as strings with two decimals ("3.00"); iyzico's numbers are converted back.
 * Every signed response is verified before it is believed.
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import Iyzipay from 'iyzipay';
import { requiredEnv } from '../platform/env';
import { signatureVerifies, type SignedResponse } from './iyzico-signature';

const baseUrl = requiredEnv('IYZICO_BASE_URL');
const secretName = requiredEnv('IYZICO_SECRET_NAME');

export interface Buyer {
  id: string;
  name: string;
  surname: string;
  email: string;
  ip: string;
}
export type Currency = 'USD' | 'TRY';

export interface CheckoutRequest {
  orderId: string;
  price: string;
  currency: Currency;
  itemName: string;
  buyer: Buyer;
  callbackUrl: string;
  /**
   * Offer to store the card for auto-refill. On iyzico's hosted page the shopper decides (its "save my card"
   * box; the client sends no flag for it); a known `cardUserKey` adds the card to that user's cards.
   */
  registerCard?: { cardUserKey?: string };
}

export interface PaymentOutcome {
  paid: boolean;
  /**
   * iyzico reports a payment that ended (paid or declined). False when it knows none for the token: the buyer has
   * not paid (yet), or the token expired unused.
   */
  ended: boolean;
  paymentId?: string;
  basketId?: string;
  price?: string;
  paidPrice?: string;
  currency?: string;
  fraudStatus?: number;
  /** iyzico's `cardType` of the card paid with: CREDIT_CARD, DEBIT_CARD or PREPAID_CARD */
  cardType?: string;
  paymentTransactionIds: string[];
  storedCard?: { cardUserKey: string; cardToken: string };
  errorCode?: string;
  errorMessage?: string;
}

export class PaymentProviderError extends Error {
  constructor(
    readonly reason: 'signature' | 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

type IyzicoBody = Record<string, unknown>;
type Callback = (error: Error | null, result: unknown) => void;
type Call = (request: object, callback: Callback) => void;

/**
 * The resources of `iyzipay` this module calls. @types/iyzipay disagrees with iyzipay 2.0.69 on several request
 * shapes (its buyer, for one), so the module states only what it uses and checks the answers itself.
 */
interface IyzicoClient {
  checkoutFormInitialize: { create: Call };
  checkoutForm: { retrieve: Call };
  payment: { create: Call; retrieve: Call };
  refund: { create: Call };
}

interface MerchantKeys {
  apiKey: string;
  secretKey: string;
}

/** Kept for an hour: a rotated key reaches warm functions within the hour, without a read per request. */
const keysMaxAgeSeconds = 3600;
let connection: { keys: MerchantKeys; client: IyzicoClient } | undefined;

async function iyzico(): Promise<{ keys: MerchantKeys; client: IyzicoClient }> {
  const keys = (await getSecret<MerchantKeys>(secretName, {
    transform: 'json',
    maxAge: keysMaxAgeSeconds,
  })) as MerchantKeys | undefined;
  if (!keys?.apiKey || !keys.secretKey)
    throw new Error(`Secret ${secretName} holds no iyzico apiKey and secretKey`);
  // iyzipay loads its resources from disk on construction: one client per key pair.
  if (connection?.keys.apiKey !== keys.apiKey || connection.keys.secretKey !== keys.secretKey) {
    const client = new Iyzipay({ uri: baseUrl, ...keys }) as unknown as IyzicoClient;
    connection = { keys, client };
  }
  return connection;
}

/** One call through iyzipay; a network failure or an answer that is not iyzico's JSON is 'unavailable'. */
function send(call: (callback: Callback) => void): Promise<IyzicoBody> {
  return new Promise((resolve, reject) =>
    call((error, result) => {
      if (error) reject(new PaymentProviderError('unavailable', `iyzico unreachable: ${error.message}`));
      else if (typeof result !== 'object' || result === null || !('status' in result)) {
        reject(new PaymentProviderError('unavailable', 'iyzico answered something other than its JSON'));
      } else resolve(result as IyzicoBody);
    }),
  );
}

function verified(response: SignedResponse, body: IyzicoBody, keys: MerchantKeys): IyzicoBody {
  if (!signatureVerifies(response, body, keys.secretKey)) {
    throw new PaymentProviderError('signature', `iyzico's ${response} response signature does not verify`);
  }
  return body;
}

/** iyzico's number (3, 3.5) or decimal string as Squad's two-decimal string ("3.00", "3.50"). */
function money(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : Number(value).toFixed(2);
}

const refusal = (body: IyzicoBody) => ({
  errorCode: String(body.errorCode ?? ''),
  errorMessage: String(body.errorMessage ?? ''),
});

/**
 * iyzico requires a buyer's identity number, address and city, which Squad does not collect (it sells digital
 * tokens, nothing is shipped): neutral values stand in. "11111111111" is the identity number integrators send
 * when it is unknown; the address is Squad's own.
 */
function iyzicoBuyer(buyer: Buyer) {
  return {
    ...buyer,
    identityNumber: '11111111111',
    registrationAddress: 'Belirtilmedi',
    city: 'Istanbul',
    country: 'Turkey',
  };
}

function orderFields(request: {
  orderId: string;
  price: string;
  currency: Currency;
  itemName: string;
  buyer: Buyer;
}) {
  const contactName = `${request.buyer.name} ${request.buyer.surname}`;
  return {
    locale: 'tr',
    conversationId: request.orderId,
    price: request.price,
    paidPrice: request.price,
    currency: request.currency,
    basketId: request.orderId,
    paymentGroup: 'PRODUCT',
    buyer: iyzicoBuyer(request.buyer),
    billingAddress: { contactName, city: 'Istanbul', country: 'Turkey', address: 'Belirtilmedi' },
    basketItems: [
      {
        id: request.orderId,
        name: request.itemName,
        category1: 'Jeton',
        itemType: 'VIRTUAL',
        price: request.price,
      },
    ],
  };
}

function outcome(body: IyzicoBody, paid: boolean): PaymentOutcome {
  const transactions = Array.isArray(body.itemTransactions) ? (body.itemTransactions as IyzicoBody[]) : [];
  const storedCard =
    typeof body.cardUserKey === 'string' && typeof body.cardToken === 'string'
      ? { cardUserKey: body.cardUserKey, cardToken: body.cardToken }
      : undefined;
  return {
    paid,
    ended: true,
    paymentId: body.paymentId === undefined ? undefined : String(body.paymentId),
    basketId: body.basketId as string | undefined,
    price: money(body.price),
    paidPrice: money(body.paidPrice),
    currency: body.currency as string | undefined,
    fraudStatus: body.fraudStatus as number | undefined,
    ...(typeof body.cardType === 'string' ? { cardType: body.cardType } : {}),
    paymentTransactionIds: transactions.map((item) => String(item.paymentTransactionId)),
    ...(paid && storedCard ? { storedCard } : {}),
    ...(paid ? {} : refusal(body)),
  };
}

export async function startCheckout(
  request: CheckoutRequest,
): Promise<{ token: string; paymentPageUrl: string; expiresInSeconds: number }> {
  const { keys, client } = await iyzico();
  const initialize = {
    ...orderFields(request),
    callbackUrl: request.callbackUrl,
    enabledInstallments: [1],
    cardUserKey: request.registerCard?.cardUserKey,
  };
  const body = await send((done) => client.checkoutFormInitialize.create(initialize, done));
  if (body.status !== 'success') {
    const { errorCode, errorMessage } = refusal(body);
    throw new PaymentProviderError('refused', `iyzico refused the checkout: ${errorCode} ${errorMessage}`);
  }
  verified('checkoutFormInitialize', body, keys);
  return {
    token: String(body.token),
    paymentPageUrl: String(body.paymentPageUrl),
    expiresInSeconds: Number(body.tokenExpireTime),
  };
}

/**
 * The outcome of a checkout, by its token (the one iyzico posts to the callback URL). `paid` only when iyzico
 * says SUCCESS under a verifying signature; an unknown, unfinished or expired token is unpaid with iyzico's error.
 * Throws PaymentProviderError('signature') when the signature does not verify, ('unavailable') on network or 5xx.
 */
export async function retrieveCheckout(token: string, conversationId: string): Promise<PaymentOutcome> {
  const { keys, client } = await iyzico();
  const body = await send((done) =>
    client.checkoutForm.retrieve({ locale: 'tr', conversationId, token }, done),
  );
  if (body.status !== 'success') {
    return { paid: false, ended: false, paymentTransactionIds: [], ...refusal(body) };
  }
  verified('checkoutFormRetrieve', body, keys);
  return outcome(body, body.paymentStatus === 'SUCCESS');
}

/** A payment without 3-D Secure on a card the buyer stored earlier (auto-refill). */
export async function chargeStoredCard(request: {
  orderId: string;
  price: string;
  currency: Currency;
  itemName: string;
  buyer: Buyer;
  card: { cardUserKey: string; cardToken: string };
}): Promise<PaymentOutcome> {
  const { keys, client } = await iyzico();
  const payment = {
    ...orderFields(request),
    installment: 1,
    paymentChannel: 'WEB',
    paymentCard: request.card,
  };
  const body = await send((done) => client.payment.create(payment, done));
  // A stored card's charge is over once answered: a refusal is a declined payment.
  if (body.status !== 'success')
    return { paid: false, ended: true, paymentTransactionIds: [], ...refusal(body) };
  return outcome(verified('payment', body, keys), true);
}

/**
 * Returns an item transaction's money. A refusal is answered; a success is believed only under a verifying
 * signature (PaymentProviderError('signature') otherwise: the money may or may not have gone back).
 */
export async function refundPayment(request: {
  paymentTransactionId: string;
  price: string;
  currency: Currency;
  ip: string;
  conversationId: string;
}): Promise<{ refunded: true } | { refunded: false; errorCode: string; errorMessage: string }> {
  const { keys, client } = await iyzico();
  const body = await send((done) => client.refund.create({ locale: 'tr', ...request }, done));
  if (body.status !== 'success') return { refunded: false, ...refusal(body) };
  verified('refund', body, keys);
  return { refunded: true };
}

/** How much of a payment iyzico has returned, from its payment record (`paymentRefundStatus`). */
export type RefundState = 'NOT_REFUNDED' | 'PARTIALLY_REFUNDED' | 'TOTALLY_REFUNDED';

/**
 * iyzico's own record of a payment (`/payment/detail`), signed as a payment's answer: how much of it was
 * refunded. Throws PaymentProviderError('signature'), ('unavailable'), or ('refused') when iyzico answers none.
 */
export async function retrievePaymentRefundState(
  paymentId: string,
  conversationId: string,
): Promise<RefundState> {
  const { keys, client } = await iyzico();
  const body = await send((done) =>
    client.payment.retrieve({ locale: 'tr', conversationId, paymentId }, done),
  );
  if (body.status !== 'success') {
    const { errorCode, errorMessage } = refusal(body);
    throw new PaymentProviderError(
      'refused',
      `iyzico has no payment ${paymentId}: ${errorCode} ${errorMessage}`,
    );
  }
  verified('payment', body, keys);
  const state = body.paymentRefundStatus;
  if (state !== 'NOT_REFUNDED' && state !== 'PARTIALLY_REFUNDED' && state !== 'TOTALLY_REFUNDED') {
    throw new PaymentProviderError('unavailable', `iyzico answered no refund state for payment ${paymentId}`);
  }
  return state;
}
