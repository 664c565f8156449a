/** GET /private/notifications/marketing-consent: whether the caller opted in to marketing e-mails. */
import * as api from '../../contracts/endpoints/notifications';
import { httpRoute } from '../../platform/route';
import { marketingConsentOf } from '../marketing-consent-table';

export const handler = httpRoute(api.getMarketingConsent, async ({ userId }) => ({
  body: await marketingConsentOf(userId),
}));
