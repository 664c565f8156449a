/** The key unsubscribe tokens are signed with: the Secrets Manager secret UNSUBSCRIBE_SECRET_NAME. */
import { requiredEnv } from '../platform/env';
import { hmacKey } from '../platform/hmac-key';

const secretName = requiredEnv('UNSUBSCRIBE_SECRET_NAME');

export const unsubscribeKey = (): Promise<string> => hmacKey(secretName);
