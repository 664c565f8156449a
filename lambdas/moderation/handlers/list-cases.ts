/** GET /private/moderation/cases: the queue, open cases oldest first or closed ones latest first, by kind if asked. */
import * as api from '../../contracts/endpoints/moderation';
import { moderationRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { BadCursorError, queuePage } from '../case-views';

export const handler = httpRoute(api.listCases, async ({ query }) => {
  try {
    return { body: await queuePage(query.status, query.kind, query.cursor) };
  } catch (error) {
    if (error instanceof BadCursorError) throw refusal(400, moderationRefusals, 'BAD_CURSOR');
    throw error;
  }
});
