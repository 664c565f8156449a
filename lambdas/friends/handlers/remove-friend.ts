/** DELETE /private/friends/{userId}: declines the user's request, cancels the caller's, or ends the friendship. */
import * as api from '../../contracts/endpoints/friends';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { changeFriendship } from '../change-friendship';

export const handler = httpRoute(api.removeFriend, async ({ params, userId }) => ({
  body: await changeFriendship('remove', userId, params.userId, clock.now()),
}));
