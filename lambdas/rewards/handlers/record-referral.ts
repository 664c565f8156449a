/** POST /private/referral: the invite code the caller signed up with, recorded once. */
import * as api from '../../contracts/endpoints/rewards';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { recordReferralFor } from '../referral';

export const handler = httpRoute(api.recordReferral, async ({ userId, body }) => ({
  body: await recordReferralFor(userId, body.code, clock.now()),
}));
