/**
 * The wire rules every sandbox endpoint shares, as iyzico applies them: the IYZWSv2 request signature, the
 * response envelope, the failure body, and the sandbox merchant's keys.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IyzicoError } from './cards';

/**
 * The sandbox's one merchant: its name (iyzico's page shows the merchant's, from its account) and local dummy
 * keys, seeded into the local Secrets Manager at stack start.
 */
export const sandboxMerchant = {
  name: 'Squad',
  apiKey: 'sandbox-squad-local-api-key',
  secretKey: 'sandbox-squad-local-secret-key',
} as const;

export type Locale = 'tr' | 'en';

export function localeOf(body: Readonly<Record<string, unknown>>): Locale {
  return body.locale === 'en' ? 'en' : 'tr';
}

export const requestErrors = {
  invalidSignature: {
    code: '1000',
    group: 'AUTH',
    message: { tr: 'Geçersiz imza', en: 'Invalid signature' },
  },
  unknownApiKey: {
    code: '1001',
    group: 'AUTH',
    message: { tr: 'api bilgileri bulunamadı', en: 'API information not found' },
  },
  randomKeyMissing: {
    code: '1004',
    group: 'AUTH',
    message: { tr: 'Random string gönderilmesi zorunludur', en: 'Random string is mandatory' },
  },
  invalidRequest: {
    code: '11',
    group: 'VALIDATION',
    message: { tr: 'Geçersiz istek', en: 'Invalid request' },
  },
  basketTotalMismatch: {
    code: '5062',
    group: 'VALIDATION',
    message: {
      tr: 'Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır',
      en: 'The price must equal the total of the basket items',
    },
  },
} satisfies Record<string, IyzicoError>;

/**
 * Checks `Authorization: IYZWSv2 base64("apiKey:K&randomKey:R&signature:S")`, where S is the hex HMAC-SHA256
 * under the secret key of R, the URL's path (no query) and the body exactly as sent (the client signs
 * JSON.stringify of the body it then sends); R also travels as `x-iyzi-rnd`. Answers the error iyzico would, or
 * undefined when the signature holds.
 */
export function requestAuthError(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  path: string,
  rawBody: string,
): IyzicoError | undefined {
  const header = typeof headers.authorization === 'string' ? headers.authorization : '';
  const [scheme, encoded = ''] = header.split(' ');
  if (scheme !== 'IYZWSv2') return requestErrors.unknownApiKey;
  const params = new Map(
    Buffer.from(encoded, 'base64')
      .toString('utf8')
      .split('&')
      .map((part) => [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)]),
  );
  if (params.get('apiKey') !== sandboxMerchant.apiKey) return requestErrors.unknownApiKey;
  const randomKey = params.get('randomKey');
  if (!randomKey || headers['x-iyzi-rnd'] !== randomKey) return requestErrors.randomKeyMissing;
  const expected = createHmac('sha256', sandboxMerchant.secretKey)
    .update(randomKey + path + rawBody)
    .digest();
  const received = Buffer.from(params.get('signature') ?? '', 'hex');
  const holds = received.length === expected.length && timingSafeEqual(received, expected);
  return holds ? undefined : requestErrors.invalidSignature;
}

/** Every answer carries these, success or failure. */
export function envelope(locale: Locale, conversationId: unknown) {
  return {
    locale,
    systemTime: Date.now(),
    ...(typeof conversationId === 'string' ? { conversationId } : {}),
  };
}

export function failureBody(error: IyzicoError, locale: Locale, conversationId: unknown) {
  return {
    status: 'failure',
    errorCode: error.code,
    errorMessage: error.message[locale],
    errorGroup: error.group,
    ...envelope(locale, conversationId),
  };
}

/** An iyzico decimal ("3.0", 3, "3.00") as a number of minor units, or undefined when it is not one. */
export function minorUnits(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  const units = Math.round(Number(text) * 100);
  return units > 0 ? units : undefined;
}

/** Minor units back to the number iyzico answers with (3 for 3.00, 3.5 for 3.50). */
export const decimal = (units: number): number => units / 100;
