/**
 * PUT /private/notifications/marketing-consent: the caller's opt-in to marketing e-mails, or its withdrawal, recorded
 * for the address their account has.
 */
import * as api from '../../contracts/endpoints/notifications';
import { profileRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { getProfile } from '../../profile/profiles-table';
import { changeMarketingConsent } from '../marketing-consent-table';

export const handler = httpRoute(api.saveMarketingConsent, async ({ userId, body }) => {
  const profile = await getProfile(userId);
  if (!profile) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  return { body: await changeMarketingConsent(userId, profile.email, body, clock.now()) };
});
