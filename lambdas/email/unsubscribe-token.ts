/**
 * The one-click unsubscribe token: the user id and the kind of e-mail, signed with HMAC-SHA256 under a key only
 * the server holds, so the link needs no sign-in and nobody can write one for another user or another kind.
 * `<payload>.<signature>`, both base64url: the payload is `<userId>\n<type>` (a newline appears in neither). It
 * never expires: an e-mail's link keeps working as long as the key does, as RFC 8058 expects of a mail client's
 * stored List-Unsubscribe URL.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmailNotificationType, type EmailNotificationType } from '../contracts/notifications';

export interface UnsubscribeClaim {
  readonly userId: string;
  readonly type: EmailNotificationType;
}

const signatureOf = (key: string, payload: string): Buffer =>
  createHmac('sha256', key).update(payload, 'utf8').digest();

export function signUnsubscribeToken(key: string, { userId, type }: UnsubscribeClaim): string {
  if (userId === '' || userId.includes('\n')) throw new Error('An unsubscribe token needs a user id');
  const payload = `${userId}\n${type}`;
  return `${Buffer.from(payload, 'utf8').toString('base64url')}.${signatureOf(key, payload).toString('base64url')}`;
}

/** Why a token is refused: not one we write, or one whose signature does not verify. */
export type TokenRefusal = 'malformed' | 'forged';

const base64url = /^[A-Za-z0-9_-]+$/;

/** The claim of a token this key signed; a signature is compared in constant time. */
export function verifyUnsubscribeToken(
  key: string,
  token: string,
): { claim: UnsubscribeClaim } | { refused: TokenRefusal } {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts.every((part) => base64url.test(part))) return { refused: 'malformed' };
  const [encodedPayload, encodedSignature] = parts;
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
  const fields = payload.split('\n');
  if (fields.length !== 2 || fields[0] === '' || !isEmailNotificationType(fields[1])) {
    return { refused: 'malformed' };
  }
  const expected = signatureOf(key, payload);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'forged' };
  return { claim: { userId: fields[0], type: fields[1] } };
}
