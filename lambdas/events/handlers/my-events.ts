/** GET /private/myEvents: what the caller hosts (drafts included) or takes part in, newest start first. */
import type { MyEvent } from '../../contracts/events';
import { httpRoute } from '../../platform/route';
import { toCard } from '../events';
import { eventsByIds, membershipsOf } from '../events-table';

/** The newest hundred: one BatchGetItem reads them all. */
const myEventsLimit = 100;

export const handler = httpRoute({}, async ({ userId }) => {
  const now = new Date();
  const memberships = await membershipsOf(userId, myEventsLimit);
  const events = new Map((await eventsByIds(memberships.map((m) => m.eventId))).map((e) => [e.id, e]));
  const body: MyEvent[] = memberships.flatMap((membership) => {
    const event = events.get(membership.eventId);
    if (!event) return [];
    return [{ ...toCard(event, now), eventType: membership.role, rating: null, feedback: 0 }];
  });
  return { body };
});
