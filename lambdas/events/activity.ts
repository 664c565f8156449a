/** The profile's "latest activities": the user's newest hosted or joined events (drafts are not activity). */
import type { RecentActivity } from '../contracts/profile';
import { eventsByIds, membershipsOf } from './events-table';

export async function recentActivityOf(userId: string, count = 3): Promise<RecentActivity[]> {
  // A few more than shown, so drafts and cancelled events skipped below still leave `count`.
  const memberships = await membershipsOf(userId, count * 4);
  const events = new Map((await eventsByIds(memberships.map((m) => m.eventId))).map((e) => [e.id, e]));
  return memberships
    .flatMap((membership) => {
      const event = events.get(membership.eventId);
      if (!event || event.state !== 'published' || !event.startsAt) return [];
      return [
        {
          id: event.id,
          type: membership.role === 'host' ? ('hosted' as const) : ('joined' as const),
          title: event.title,
          participants: event.participantCount,
          date: event.startsAt,
          cancelled: false,
        },
      ];
    })
    .slice(0, count);
}
