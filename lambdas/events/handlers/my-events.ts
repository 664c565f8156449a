/**
 * GET /private/myEvents: what the caller hosts (drafts included) or takes part in, and the events they asked
 * to join without (yet) taking part, each with their request; newest start first. Events of a host blocked
 * either way are left out, as the event itself is not found, and so are events a moderator removed (but for
 * their host).
 */
import { missingFields, type MyEvent } from '../../contracts/events';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { toMyRequest } from '../../requests/requests';
import { requestsOf } from '../../requests/requests-table';
import { eventResults, formOf, toCard } from '../events';
import { eventsByIds, membershipsOf } from '../events-table';
import { clock } from '../../platform/clock';
import { usersBlockedEitherWay } from '../../users/blocks-table';

/** The newest hundred of each: one BatchGetItem per hundred events reads them all. */
const myEventsLimit = 100;

export const handler = httpRoute(api.myEvents, async ({ userId }) => {
  const now = clock.now();
  const [memberships, requests, hiddenHosts] = await Promise.all([
    membershipsOf(userId, myEventsLimit),
    requestsOf(userId, myEventsLimit),
    usersBlockedEitherWay(userId),
  ]);
  const memberOf = new Set(memberships.map((membership) => membership.eventId));
  const requestFor = new Map(requests.map((request) => [request.eventId, request]));
  const requestedOnly = requests.filter((request) => !memberOf.has(request.eventId));
  const eventIds = [...memberOf, ...requestedOnly.map((request) => request.eventId)];
  const loaded = (
    await Promise.all([eventsByIds(eventIds.slice(0, 100)), eventsByIds(eventIds.slice(100))])
  ).flat();
  const events = new Map(loaded.map((event) => [event.id, event]));

  const rows = [
    ...memberships.map((membership) => ({ eventId: membership.eventId, eventType: membership.role })),
    ...requestedOnly.map((request) => ({ eventId: request.eventId, eventType: 'requester' as const })),
  ];
  const body: MyEvent[] = rows
    .flatMap(({ eventId, eventType }) => {
      const event = events.get(eventId);
      // A removed event is its host's alone: its participants were told it is gone, and its title may be the harm.
      if (!event || hiddenHosts.has(event.hostId)) return [];
      if (event.removedAt !== undefined && eventType !== 'host') return [];
      const request = requestFor.get(eventId);
      return [
        {
          ...toCard(event, now),
          eventType,
          pendingRequests: eventType === 'host' ? event.pendingRequests : 0,
          myRequest: request ? toMyRequest(request) : null,
          missing: event.state === 'draft' ? missingFields(event.type, formOf(event)) : [],
          ...eventResults(event),
        },
      ];
    })
    .sort((a, b) => (b.startsAt ?? '').localeCompare(a.startsAt ?? ''));
  return { body };
});
