/** GET /private/account/export: everything Squad holds about the caller, as one JSON document to download. */
import { rateLimit } from '../../platform/rate-limits-table';
import { httpRoute } from '../../platform/route';
import { accountExport } from '../export';

export const handler = httpRoute({ rateLimit }, async ({ userId }) => ({
  body: await accountExport(userId, new Date()),
}));
