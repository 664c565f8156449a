/** GET /private/account/export: everything Squad holds about the caller, as one JSON document to download. */
import * as api from '../../contracts/endpoints/account';
import { httpRoute } from '../../platform/route';
import { accountExport } from '../export';
import { clock } from '../../platform/clock';

export const handler = httpRoute(api.exportAccount, async ({ userId }) => ({
  body: await accountExport(userId, clock.now()),
}));
