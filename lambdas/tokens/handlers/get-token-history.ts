/** GET /private/tokens/history: the caller's orders and ledger entries, newest first, a page at a time. */
import * as api from '../../contracts/endpoints/tokens';
import { eventRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { decodeCursor, historyPage } from '../history';

export const handler = httpRoute(api.getTokenHistory, async ({ userId, query }) => {
  const positions = decodeCursor(query.cursor);
  if (!positions) throw refusal(400, eventRefusals, 'BAD_CURSOR');
  return { body: await historyPage(userId, positions, clock.now()) };
});
