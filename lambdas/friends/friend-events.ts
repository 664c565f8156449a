/**
 * The dashboards' "Arkadaşların" strip: friends' upcoming published events of one type, each with the friends
 * who host or joined it. A bounded read whatever the table or a friend list holds (docs/data-model.md):
 * one query of at most `friendItemsRead` friend items, `byMember` queries for at most `friendsRead` of those
 * friends (`membershipsPerFriend` soonest each), one BatchGetItem of at most `eventsRead` events. A friend's
 * event whose host is blocked either way with the caller is left out (the two bounded block queries).
 */
import type { EventType } from '../contracts/events';
import { friendEventsShown, type EventFriend, type FriendEvents } from '../contracts/friends';
import { toCard } from '../events/events';
import { eventsByIds, upcomingMembershipsOf } from '../events/events-table';
import { usersBlockedEitherWay } from '../users/blocks-table';
import { someFriendsOf } from './friends-table';

export const friendEventsBudget = {
  friendItemsRead: 100,
  friendsRead: 50,
  membershipsPerFriend: 4,
  /** one BatchGetItem */
  eventsRead: 100,
  /** byMember queries in flight at once */
  concurrency: 10,
} as const;

async function inBatches<T, R>(values: readonly T[], size: number, run: (value: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += size) {
    results.push(...(await Promise.all(values.slice(start, start + size).map(run))));
  }
  return results;
}

export async function friendEventsOf(userId: string, type: EventType, now: Date): Promise<FriendEvents> {
  const budget = friendEventsBudget;
  const [someFriends, hiddenHosts] = await Promise.all([
    someFriendsOf(userId, budget.friendItemsRead),
    usersBlockedEitherWay(userId),
  ]);
  const friends = someFriends.slice(0, budget.friendsRead);
  const at = now.toISOString();
  const memberships = (
    await inBatches(friends, budget.concurrency, async (friend) =>
      (await upcomingMembershipsOf(friend.userId, at, budget.membershipsPerFriend)).map((membership) => ({
        ...membership,
        friend: { userId: friend.userId, name: friend.name, role: membership.role } satisfies EventFriend,
      })),
    )
  ).flat();
  // The soonest events first, so the budget keeps the ones the strip would show.
  memberships.sort((a, b) => a.startKey.localeCompare(b.startKey));
  const eventIds = [...new Set(memberships.map((membership) => membership.eventId))].slice(
    0,
    budget.eventsRead,
  );
  const events = new Map((await eventsByIds(eventIds)).map((event) => [event.id, event]));
  const items = eventIds.flatMap((id) => {
    const event = events.get(id);
    // A draft, a cancelled event, another type or the caller's own event is not shown.
    if (!event || event.state !== 'published' || event.type !== type || event.hostId === userId) return [];
    if (hiddenHosts.has(event.hostId)) return [];
    if (!event.startsAt || event.startsAt <= at) return [];
    const card = toCard(event, now);
    return [
      {
        event: card,
        friends: memberships
          .filter((membership) => membership.eventId === id)
          .map((membership) => membership.friend)
          .sort((a, b) => Number(b.role === 'host') - Number(a.role === 'host')),
      },
    ];
  });
  return { items: items.slice(0, friendEventsShown) };
}
