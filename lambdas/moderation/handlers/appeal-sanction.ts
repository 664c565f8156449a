/**
 * POST /private/account/sanctions/{sanctionId}/appeal: the caller's one appeal of their sanction, within 14 days,
 * opened as a case for another moderator. A suspended or banned caller may send it: it is their way out.
 */
import * as api from '../../contracts/endpoints/moderation';
import { appealSentMessage } from '../../contracts/moderation';
import { appealRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { appealSanction } from '../appeals';

export const handler = httpRoute(api.appealSanction, async ({ params, body, userId }) => {
  const outcome = await appealSanction(userId, params.sanctionId, body.text, clock.now());
  if (outcome === 'not-found') throw refusal(404, appealRefusals, 'SANCTION_NOT_FOUND');
  if (outcome === 'already-appealed') throw refusal(409, appealRefusals, 'ALREADY_APPEALED');
  if (outcome === 'window-closed') throw refusal(409, appealRefusals, 'WINDOW_CLOSED');
  return { statusCode: 201, body: { message: appealSentMessage } };
});
