/**
 * The ETTN (evrensel tekil tanımlama numarası) of an order's invoice: a UUID derived from the order alone, so a
 * retried request names the same document and the integrator refuses it as a duplicate instead of issuing another.
 */
import { createHash } from 'node:crypto';

/** Squad's namespace of invoice ETTNs. Fixed for good: another would give every order a second invoice. */
const ettnNamespace = '5c0f2d8e-6b1a-4f3e-9d27-8a4e1c6b3f90';

/** RFC 9562 UUID version 5 (SHA-1, name-based) of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const ettnOf = (orderId: string): string => uuidV5(orderId, ettnNamespace);
