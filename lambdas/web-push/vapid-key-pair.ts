/**
 * The VAPID key pair's life in its secret, for the deploy's custom resource (lib/web-push.ts): made once, the first
 * time the resource is created, and never again, since every subscribed device holds the public key. What the
 * resource answers is the public key only; the private key stays in the secret.
 */
import { createECDH } from 'node:crypto';
import type { VapidKeys } from './vapid-keys';
import { readSecretText, writeSecretText } from './vapid-secret-store';

/** A fresh P-256 key pair as web-push writes one: the uncompressed public point and the 32-byte private scalar. */
export function newVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  // getPrivateKey drops leading zero bytes; the scalar is 32 bytes.
  const scalar = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: scalar.toString('base64url'),
  };
}

/** The key pair the secret's text holds, if it holds one. */
export function vapidKeysIn(text: string | undefined): VapidKeys | undefined {
  try {
    const keys = JSON.parse(text ?? '') as Partial<Record<keyof VapidKeys, unknown>>;
    const valid = (value: unknown, length: number) =>
      typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value) && value.length === length;
    return valid(keys.publicKey, 87) && valid(keys.privateKey, 43)
      ? { publicKey: keys.publicKey as string, privateKey: keys.privateKey as string }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The secret's key pair, made and written first when it holds none (a new secret holds a random string): a
 * resource created again over a secret that holds one keeps it.
 */
export async function ensureVapidKeys(secretId: string): Promise<VapidKeys> {
  const held = vapidKeysIn(await readSecretText(secretId));
  if (held) return held;
  const keys = newVapidKeys();
  await writeSecretText(secretId, JSON.stringify(keys));
  return keys;
}

/** The key pair an update finds: the secret must hold one, made when the resource was created. */
export async function existingVapidKeys(secretId: string): Promise<VapidKeys> {
  const held = vapidKeysIn(await readSecretText(secretId));
  if (!held) throw new Error(`Secret ${secretId} holds no VAPID key pair; it is made only on create`);
  return held;
}
