/** GET /private/rewards: the Earn Tokens tab (invite code, progress toward each rule, what the rules paid). */
import * as api from '../../contracts/endpoints/rewards';
import { profileRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { ensureInviteCode, rewardsOverview } from '../overview';

export const handler = httpRoute(api.getRewards, async ({ userId }) => {
  const now = clock.now();
  const referrals = await ensureInviteCode(userId, now);
  if (!referrals) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  return { body: await rewardsOverview(userId, referrals, now) };
});
