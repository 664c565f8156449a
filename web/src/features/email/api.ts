/** The e-mail feature's call, through the shell's API client: the one-click unsubscribe (public, no sign-in). */
import * as api from '@contracts/endpoints/email';
import type { UnsubscribeAnswer } from '@contracts/email';
import { callApi } from '../../lib/api/client';

export function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  return callApi(api.unsubscribe, { query: { token } });
}
