/**
 * POST /public/content-notices: a notice of unlawful content from anyone (Law 5651), no account needed: a case for
 * the moderators and an acknowledgement to the address given. A few an hour per viewer address.
 */
import * as api from '../../contracts/endpoints/moderation';
import { contentNoticeSentMessage } from '../../contracts/moderation';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { giveContentNotice } from '../content-notices';

export const handler = httpRoute(api.giveContentNotice, async ({ body }) => {
  await giveContentNotice(body, clock.now());
  return { statusCode: 201, body: { message: contentNoticeSentMessage } };
});
