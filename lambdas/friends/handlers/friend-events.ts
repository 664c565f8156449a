/** GET /private/friends/events?type=: friends' upcoming published events of one type, soonest first. */
import * as api from '../../contracts/endpoints/friends';
import { clock } from '../../platform/clock';
import { httpRoute } from '../../platform/route';
import { friendEventsOf } from '../friend-events';

export const handler = httpRoute(api.friendEvents, async ({ query, userId }) => ({
  body: await friendEventsOf(userId, query.type, clock.now()),
}));
