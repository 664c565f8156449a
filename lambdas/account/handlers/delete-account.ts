/**
 * DELETE /private/account: deletes the caller's account after the typed confirmation (KVKK right to
 * erasure). The caller is only ever the token's user: there is no path parameter to name anyone else.
 */
import * as api from '../../contracts/endpoints/account';
import { httpRoute } from '../../platform/route';
import { deleteAccount } from '../deletion';
import { clock } from '../../platform/clock';

export const handler = httpRoute(api.deleteAccount, async ({ body, userId, cognitoUsername }) => ({
  body: await deleteAccount({ userId, cognitoUsername }, body.confirmation, clock.now()),
}));
