/**
 * A key for HMAC-SHA256 kept in a Secrets Manager secret (a random string CDK generates; the local stack seeds its
 * Secrets Manager with one), read through Powertools like the iyzico keys.
 */
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/** Kept for an hour: one read per warm function and hour, not per use. */
const keyMaxAgeSeconds = 3600;
/** Shorter keys would make the HMAC only as strong as the key. */
const minimumKeyLength = 32;

export async function hmacKey(secretName: string): Promise<string> {
  const key = await getSecret(secretName, { maxAge: keyMaxAgeSeconds });
  if (typeof key !== 'string' || key.length < minimumKeyLength) {
    throw new Error(`Secret ${secretName} holds no key of at least ${minimumKeyLength} characters`);
  }
  return key;
}
