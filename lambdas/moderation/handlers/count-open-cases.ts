/** GET /private/moderation/open-count: how many cases wait, for the header's badge. */
import * as api from '../../contracts/endpoints/moderation';
import { httpRoute } from '../../platform/route';
import { openCaseCount } from '../cases-table';

export const handler = httpRoute(api.countOpenCases, async () => ({ body: { open: await openCaseCount() } }));
