/** The rewards feature's endpoints: the Earn Tokens tab and recording who invited a new user. */
import { endpoint } from '../endpoint';
import { recordReferralSchema, type ReferralAnswer, type RewardsOverview } from '../rewards';

/** The user's invite code (made on first read), progress toward each rule and what the rules paid. */
export const getRewards = /* @__PURE__ */ endpoint<RewardsOverview>()({
  method: 'GET',
  path: '/private/rewards',
});

/** Records, once, the invite code a new user signed up with. */
export const recordReferral = /* @__PURE__ */ endpoint<ReferralAnswer>()({
  method: 'POST',
  path: '/private/referral',
  body: recordReferralSchema,
  rateLimit: { limit: 10, windowSeconds: 3600 },
});
