/**
 * PUT /private/tokens/auto-refill: the caller's auto-refill settings, and whether a card is saved for it. Turning it
 * on buys tokens later without asking, so only an adult may (lambdas/profile/age.ts); turning it off, anyone.
 */
import * as api from '../../contracts/endpoints/tokens';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { refuseUnlessAdultCaller } from '../../profile/birth-date-table';
import { autoRefillOf, saveAutoRefill, toAutoRefillState } from '../auto-refill-table';

export const handler = httpRoute(api.saveAutoRefill, async ({ userId, body }) => {
  if (body.enabled) await refuseUnlessAdultCaller(userId, clock.now());
  await saveAutoRefill(userId, body);
  return { body: toAutoRefillState(await autoRefillOf(userId)) };
});
