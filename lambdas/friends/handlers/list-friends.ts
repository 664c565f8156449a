/** GET /private/friends: the caller's friends and requests both ways, a page at a time. */
import { friendListPageSize, type FriendList } from '../../contracts/friends';
import * as api from '../../contracts/endpoints/friends';
import { httpRoute } from '../../platform/route';
import { friendsPage } from '../friends-table';

export const handler = httpRoute(api.listFriends, async ({ query, userId }) => {
  const { items, more } = await friendsPage(userId, friendListPageSize, query.cursor);
  const body: FriendList = {
    items: items.map(({ userId: id, name, username, avatar, status, requestedAt, since }) => ({
      userId: id,
      name,
      username,
      avatar,
      status,
      requestedAt,
      since,
    })),
    nextCursor: more && items.length > 0 ? items[items.length - 1].userId : null,
  };
  return { body };
});
