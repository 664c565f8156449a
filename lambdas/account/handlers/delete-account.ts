/**
 * DELETE /private/account: deletes the caller's account after the typed confirmation (KVKK right to
 * erasure). The caller is only ever the token's user: there is no path parameter to name anyone else.
 */
import { deleteAccountRequestSchema } from '../../contracts/account';
import { rateLimit } from '../../platform/rate-limits-table';
import { httpRoute } from '../../platform/route';
import { deleteAccount } from '../deletion';

export const handler = httpRoute(
  { body: deleteAccountRequestSchema, rateLimit },
  async ({ body, userId, cognitoUsername }) => ({
    body: await deleteAccount({ userId, cognitoUsername }, body.confirmation, new Date()),
  }),
);
