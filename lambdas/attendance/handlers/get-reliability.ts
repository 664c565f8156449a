/** GET /private/reliability/{userId}: a user's reliability score, from at most 12 monthly buckets. */
import * as api from '../../contracts/endpoints/attendance';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { readReliability } from '../reliability-table';

export const handler = httpRoute(api.getReliability, async ({ params }) => ({
  body: { userId: params.userId, reliability: await readReliability(params.userId, clock.now()) },
}));
