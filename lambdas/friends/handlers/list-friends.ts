/**
 * GET /private/friends: the caller's friends and requests both ways, a page at a time, each with the name and
 * picture the other user has now (one batch read of the page's profiles; the item keeps those of the request).
 */
import { friendListPageSize, type FriendList } from '../../contracts/friends';
import * as api from '../../contracts/endpoints/friends';
import { httpRoute } from '../../platform/route';
import { profileFaces } from '../../profile/profiles-table';
import { friendsPage } from '../friends-table';

export const handler = httpRoute(api.listFriends, async ({ query, userId }) => {
  const { items, more } = await friendsPage(userId, friendListPageSize, query.cursor);
  const faces = await profileFaces(items.map((item) => item.userId));
  const body: FriendList = {
    items: items.map(({ userId: id, name, username, avatar, status, requestedAt, since }) => {
      const face = faces.get(id);
      return {
        userId: id,
        name: face?.displayName ?? name,
        username: face ? face.username : username,
        avatar: face ? face.profilePicture : avatar,
        status,
        requestedAt,
        since,
      };
    }),
    nextCursor: more && items.length > 0 ? items[items.length - 1].userId : null,
  };
  return { body };
});
