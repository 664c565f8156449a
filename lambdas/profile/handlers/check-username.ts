/** GET /private/check-username/{username}: whether the caller could take the name. */
import * as z from 'zod/mini';
import { usernameSchema, type UsernameAvailability } from '../../contracts/profile';
import { usernameOwner } from '../profiles-table';
import { httpRoute } from '../../platform/route';

const pathParameters = z.object({ username: usernameSchema });

export const handler = httpRoute({ pathParameters }, async ({ params, userId }) => {
  const owner = await usernameOwner(params.username);
  const body: UsernameAvailability = { available: owner === undefined || owner === userId };
  return { body };
});
