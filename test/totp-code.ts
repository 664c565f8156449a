/**
 * RFC 6238 codes (HMAC-SHA1, 30 s steps, 6 digits: what Cognito's authenticator-app MFA uses), written here from
 * the RFC rather than taken from the library the local Cognito checks them with, so a test cannot agree with a
 * wrong check by sharing its mistake. Used by the integration and browser tests as a phone's app would be.
 */
import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(secret: string): Buffer {
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((char) => {
      const value = base32Alphabet.indexOf(char);
      if (value < 0) throw new Error(`not a base32 secret: ${secret}`);
      return value.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
