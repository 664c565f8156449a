/** The friends feature's endpoints: requests, the friend list and friends' upcoming events. */
import { endpoint } from '../endpoint';
import {
  friendEventsQuerySchema,
  friendListQuerySchema,
  type FriendEvents,
  type FriendList,
  type FriendshipAnswer,
} from '../friends';
import { userIdParamsSchema } from '../users';

/** Sends a friend request, or accepts the one the other user sent (crossing requests make a friendship). */
export const addFriend = /* @__PURE__ */ endpoint<FriendshipAnswer>()({
  method: 'PUT',
  path: '/private/friends/{userId}',
  params: userIdParamsSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});

/** Declines an incoming request, cancels an outgoing one, or ends a friendship. */
export const removeFriend = /* @__PURE__ */ endpoint<FriendshipAnswer>()({
  method: 'DELETE',
  path: '/private/friends/{userId}',
  params: userIdParamsSchema,
});

/** The caller's friends and requests both ways, a page at a time. */
export const listFriends = /* @__PURE__ */ endpoint<FriendList>()({
  method: 'GET',
  path: '/private/friends',
  query: friendListQuerySchema,
});

/** Friends' upcoming published events of one type (the dashboards' "Arkadaşların" strip). */
export const friendEvents = /* @__PURE__ */ endpoint<FriendEvents>()({
  method: 'GET',
  path: '/private/friends/events',
  query: friendEventsQuerySchema,
});
