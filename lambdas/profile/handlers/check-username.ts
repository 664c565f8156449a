/** GET /private/check-username/{username}: whether the caller could take the name. */
import type { UsernameAvailability } from '../../contracts/profile';
import { usernameOwner } from '../profiles-table';
import * as api from '../../contracts/endpoints/profile-settings';
import { httpRoute } from '../../platform/route';

export const handler = httpRoute(api.checkUsername, async ({ params, userId }) => {
  const owner = await usernameOwner(params.username);
  const body: UsernameAvailability = { available: owner === undefined || owner === userId };
  return { body };
});
