/**
 * PUT /private/friends/{userId}: sends a friend request, or accepts the one the user sent the caller. Repeating
 * it changes nothing. Refused when either has blocked the other.
 */
import * as api from '../../contracts/endpoints/friends';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { changeFriendship } from '../change-friendship';

export const handler = httpRoute(api.addFriend, async ({ params, userId }) => ({
  body: await changeFriendship('add', userId, params.userId, clock.now()),
}));
