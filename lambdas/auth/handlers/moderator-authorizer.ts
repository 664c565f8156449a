/**
 * The HTTP API's authorizer in front of moderator routes (`access: 'moderator'`): the same token check as every
 * signed-in route's, and the caller must be in the moderators' group, else API Gateway answers 403 before the
 * route runs. The route wrapper checks the group again, so a miswired route still refuses.
 */
import { isModerator } from '../../contracts/endpoint';
import { httpAuthorizer } from '../access-token';

export const handler = httpAuthorizer((caller) => isModerator(caller.groups));
