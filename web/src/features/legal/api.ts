/** The legal pages' one call: a notice of unlawful content (public, no sign-in). */
import * as api from '@contracts/endpoints/moderation';
import type { ContentNotice } from '@contracts/moderation';
import type { MessageAnswer } from '@contracts/endpoint';
import { callApi } from '../../lib/api/client';

export function giveContentNotice(body: ContentNotice): Promise<MessageAnswer> {
  return callApi(api.giveContentNotice, { body });
}
