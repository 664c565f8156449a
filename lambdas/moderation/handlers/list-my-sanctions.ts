/** GET /private/account/sanctions: the caller's own sanctions, latest first, whatever their account's state. */
import * as api from '../../contracts/endpoints/moderation';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { toSanctionView } from '../moderation';
import { sanctionsOf } from '../sanctions-table';

export const handler = httpRoute(api.listMySanctions, async ({ userId }) => {
  const now = clock.now();
  return {
    body: { sanctions: (await sanctionsOf(userId)).map((sanction) => toSanctionView(sanction, now)) },
  };
});
