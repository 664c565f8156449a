/** GET /private/tokens: the balance card, the packages and the auto-refill settings. */
import * as api from '../../contracts/endpoints/tokens';
import { profileRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { getProfile } from '../../profile/profiles-table';
import { autoRefillOf, toAutoRefillState } from '../auto-refill-table';
import { ledgerOf } from '../ledger';
import { tokenOverview } from '../overview';

export const handler = httpRoute(api.getTokens, async ({ userId }) => {
  const [profile, ledger, autoRefill] = await Promise.all([
    getProfile(userId),
    ledgerOf(userId),
    autoRefillOf(userId),
  ]);
  if (!profile) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  return { body: tokenOverview(profile.eventLimit, ledger, toAutoRefillState(autoRefill)) };
});
