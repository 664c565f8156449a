/**
 * The key the referral's mailbox claim is an HMAC under (earn-rules.ts, `emailFingerprint`): the Secrets Manager
 * secret MAILBOX_KEY_SECRET_NAME. Without it, a claim's digest cannot be matched to an address by guessing.
 */
import { requiredEnv } from '../platform/env';
import { hmacKey } from '../platform/hmac-key';

const secretName = requiredEnv('MAILBOX_KEY_SECRET_NAME');

export const mailboxKey = (): Promise<string> => hmacKey(secretName);
