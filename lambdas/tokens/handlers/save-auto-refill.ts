/** PUT /private/tokens/auto-refill: the caller's auto-refill settings, and whether a card is saved for it. */
import * as api from '../../contracts/endpoints/tokens';
import { httpRoute } from '../../platform/route';
import { autoRefillOf, saveAutoRefill, toAutoRefillState } from '../auto-refill-table';

export const handler = httpRoute(api.saveAutoRefill, async ({ userId, body }) => {
  await saveAutoRefill(userId, body);
  return { body: toAutoRefillState(await autoRefillOf(userId)) };
});
