/**
 * The VAPID key pair the Web Push sender signs with (RFC 8292), in the Secrets Manager secret VAPID_SECRET_NAME as
 * JSON `{publicKey, privateKey}` (base64url, as web-push writes them): generated once by the deploy (lib/web-push.ts),
 * seeded by the local stack. Every device subscribed with the public key, so the pair is never rotated without
 * subscribing every device again (docs/operations.md).
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { requiredEnv } from '../platform/env';

const secretName = requiredEnv('VAPID_SECRET_NAME');
/** The push services ask whom to contact about this sender: the product's support address. */
export const vapidSubject = `mailto:${requiredEnv('EMAIL_FROM')}`;

/** Kept for an hour: one read per warm function and hour, not per push. */
const keysMaxAgeSeconds = 3600;

export interface VapidKeys {
  /** an uncompressed P-256 point, base64url: 87 characters */
  readonly publicKey: string;
  /** the private scalar, base64url: 43 characters */
  readonly privateKey: string;
}

const isBase64Url = (value: unknown, length: number): value is string =>
  typeof value === 'string' && value.length === length && /^[A-Za-z0-9_-]+$/.test(value);

export async function vapidKeys(): Promise<VapidKeys> {
  const keys = (await getSecret(secretName, { maxAge: keysMaxAgeSeconds, transform: 'json' })) as
    Partial<Record<keyof VapidKeys, unknown>> | undefined;
  if (!isBase64Url(keys?.publicKey, 87) || !isBase64Url(keys?.privateKey, 43)) {
    throw new Error(`Secret ${secretName} holds no VAPID key pair`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
