/**
 * iyzico's response signature (docs.iyzico.com, "Response Signature Validation"): the hex HMAC-SHA256, under the
 * merchant's secret key, of chosen response fields joined by ':'. Each endpoint names its fields and their order;
 * a price is signed as the response carries it, so 3.0 is signed as "3" (what String() of the parsed number gives).
 * The product verifies with it, the local sandbox signs with it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields each signed response covers, in iyzico's order. */
export const signedFields = {
  checkoutFormInitialize: ['conversationId', 'token'],
  checkoutFormRetrieve: [
    'paymentStatus',
    'paymentId',
    'currency',
    'basketId',
    'conversationId',
    'paidPrice',
    'price',
    'token',
  ],
  /** a payment's answer, and its retrieval (`/payment/detail`) */
  payment: ['paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price'],
  refund: ['paymentId', 'price', 'currency', 'conversationId'],
} as const;

export type SignedResponse = keyof typeof signedFields;

export function responseSignature(
  response: SignedResponse,
  body: Readonly<Record<string, unknown>>,
  secretKey: string,
): string {
  const fields = signedFields[response].map((name) => String(body[name] ?? ''));
  return createHmac('sha256', secretKey).update(fields.join(':')).digest('hex');
}

/** Whether the body's `signature` is iyzico's, compared in constant time. */
export function signatureVerifies(
  response: SignedResponse,
  body: Readonly<Record<string, unknown>>,
  secretKey: string,
): boolean {
  const expected = Buffer.from(responseSignature(response, body, secretKey));
  const received = Buffer.from(typeof body.signature === 'string' ? body.signature : '');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
