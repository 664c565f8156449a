/**
 * The key unsubscribe tokens are signed with: the Secrets Manager secret UNSUBSCRIBE_SECRET_NAME (a random string
 * CDK generates; the local stack seeds its Secrets Manager with one), read through Powertools like the iyzico keys.
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { requiredEnv } from '../platform/env';

const secretName = requiredEnv('UNSUBSCRIBE_SECRET_NAME');

/** Kept for an hour: one read per warm function and hour, not per e-mail or click. */
const keyMaxAgeSeconds = 3600;
/** Shorter keys would make the HMAC only as strong as the key. */
const minimumKeyLength = 32;

export async function unsubscribeKey(): Promise<string> {
  const key = await getSecret(secretName, { maxAge: keyMaxAgeSeconds });
  if (typeof key !== 'string' || key.length < minimumKeyLength) {
    throw new Error(
      `Secret ${secretName} holds no unsubscribe key of at least ${minimumKeyLength} characters`,
    );
  }
  return key;
}
