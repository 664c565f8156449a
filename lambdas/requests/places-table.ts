/**
 * The event's places in the table (DESIGN.md section 3, capacity): accepting, leaving, removal and the waitlist's
 * offers each write the event's counters in the same transaction as the requests, memberships and profile
 * counters they move. DynamoDB conditions cannot add, so each write is conditioned on the exact counters it was
 * decided from (participantCount, offeredPlaces, waitlistCount, maxParticipants): a concurrent change fails it,
 * and it is decided again from what the event is now. So participantCount + offeredPlaces never passes
 * maxParticipants, and a freed place goes to exactly one offer.
 */
import {
  transactWithRetries,
  pause,
  type TransactionParts,
  type TransactionItem,
} from '../platform/transactions';
import { tableName } from '../platform/table';
import { getEvent, memberDelete, memberPut } from '../events/events-table';
import { eventKey } from '../events/keys';
import type { EventRecord } from '../events/event-record';
import { callerActive, refuseInactiveCaller, statsUpdate } from '../profile/profiles-table';
import type { JoinRequestRecord } from './request-record';
import { eventRequestsWithStatus, getJoinRequest, requestsOf, statusChange } from './requests-table';
import { notBlockedEitherWay } from '../users/blocks-table';
import {
  acceptsDirectly,
  countsOf,
  freePlaces,
  lineOrder,
  moved,
  offerDeadline,
  offersAfter,
  offersPossible,
  withinCapacity,
  type PlaceCounts,
} from './waitlist';

/** What the event must be for a change: its host's (host decisions), and listed and not started. */
interface EventGuard {
  hostId?: string;
  upcoming: boolean;
}

interface PlacesPlan {
  guard: EventGuard;
  delta: Partial<Omit<PlaceCounts, 'maxParticipants'>>;
  pendingDelta?: number;
  /** the change's own items (the request, a membership, profile counters), each refusing on its own */
  parts: TransactionParts;
  /** the part holding the caller's account to being active (none for a job's change) */
  callerPart?: string;
}

export type PlacesOutcome =
  | { status: 'done'; counts: PlaceCounts; offers: JoinRequestRecord[] }
  /** the event is gone, started, cancelled or not the caller's */
  | { status: 'event-unavailable' }
  /** a part of the change refused (the request is no longer what the change expected) */
  | { status: 'refused'; part: string };

const guardHolds = (guard: EventGuard, event: EventRecord, now: Date) =>
  (guard.hostId === undefined || event.hostId === guard.hostId) &&
  (!guard.upcoming ||
    (event.state === 'published' && !!event.startsAt && event.startsAt > now.toISOString()));

/** `offeredPlaces = :v`, where an event written before the waitlist has no such attribute (0). */
const counterIs = (name: string, value: number) =>
  value === 0 ? `(attribute_not_exists(${name}) OR ${name} = :${name})` : `${name} = :${name}`;

/** The event's counters from `from` to `to`, only if they still are `from` and the guard holds. */
function placesUpdate(
  eventId: string,
  from: PlaceCounts,
  to: PlaceCounts,
  guard: EventGuard,
  now: Date,
  pendingDelta?: number,
): TransactionItem {
  const conditions = [
    'participantCount = :participantCount',
    'maxParticipants = :maxParticipants',
    counterIs('offeredPlaces', from.offeredPlaces),
    counterIs('waitlistCount', from.waitlistCount),
    ...(guard.hostId === undefined ? [] : ['hostId = :me']),
    ...(guard.upcoming ? ['#state = :published AND startsAt > :now'] : []),
  ];
  return {
    Update: {
      TableName: tableName,
      Key: eventKey(eventId),
      UpdateExpression: `SET participantCount = :toParticipants, offeredPlaces = :toOffered, waitlistCount = :toWaiting${
        pendingDelta ? ' ADD pendingRequests :pendingDelta' : ''
      }`,
      ConditionExpression: conditions.join(' AND '),
      ...(guard.upcoming ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
      ExpressionAttributeValues: {
        ':participantCount': from.participantCount,
        ':maxParticipants': from.maxParticipants,
        ':offeredPlaces': from.offeredPlaces,
        ':waitlistCount': from.waitlistCount,
        ':toParticipants': to.participantCount,
        ':toOffered': to.offeredPlaces,
        ':toWaiting': to.waitlistCount,
        ...(pendingDelta ? { ':pendingDelta': pendingDelta } : {}),
        ...(guard.hostId === undefined ? {} : { ':me': guard.hostId }),
        ...(guard.upcoming ? { ':published': 'published', ':now': now.toISOString() } : {}),
      },
    },
  };
}

/** The event's line, first first (offers are no longer in it). */
export async function lineOf(eventId: string): Promise<JoinRequestRecord[]> {
  return lineOrder(await eventRequestsWithStatus(eventId, ['waitlisted']));
}

/** Who holds an offer, soonest deadline first, then the line: the host's view. */
export async function waitlistOf(eventId: string): Promise<JoinRequestRecord[]> {
  const found = await eventRequestsWithStatus(eventId, ['waitlisted', 'offered']);
  const offered = found
    .filter((request) => request.status === 'offered')
    .sort((a, b) => (a.offerExpiresAt ?? '').localeCompare(b.offerExpiresAt ?? ''));
  return [...offered, ...lineOrder(found)];
}

/** Enough for every member of a full event to race; each round commits at least one of them. */
const rounds = 25;

/**
 * Sends the plan decided from the event as it is, with the offers its freed places make, and decides again from
 * the event as it became whenever a concurrent change moved the counters or the line first.
 */
async function changePlaces(
  first: EventRecord,
  /** the request the change is about; none when only the free places move on */
  request: JoinRequestRecord | undefined,
  now: Date,
  planFor: (event: EventRecord) => PlacesPlan,
): Promise<PlacesOutcome> {
  let event: EventRecord | undefined = first;
  for (let round = 0; round < rounds; round++) {
    if (!event) return { status: 'event-unavailable' };
    const plan = planFor(event);
    if (!guardHolds(plan.guard, event, now)) return { status: 'event-unavailable' };
    const from = countsOf(event);
    const changed = moved(from, plan.delta);
    const possible = offersPossible(event, now) && changed.waitlistCount > 0 && freePlaces(changed) > 0;
    const line = possible ? await lineOf(event.id) : [];
    // The change's own requester is never offered a place by it.
    const others = line.filter((inLine) => inLine.requesterId !== request?.requesterId);
    const offers = offersAfter(changed, others, possible);
    const to = moved(changed, { offeredPlaces: offers.length, waitlistCount: -offers.length });
    if (!withinCapacity(to)) {
      // The event and the request were read on either side of another change: the request may have moved on
      // (refused), or the event be older than it (read it again).
      const current = request && (await getJoinRequest(first.id, request.requesterId));
      if (request && current?.status !== request.status) return { status: 'refused', part: 'request' };
      event = await getEvent(first.id);
      continue;
    }
    const at = now.toISOString();
    const offerExpiresAt = offerDeadline(now, event.startsAt).toISOString();
    const offered = { status: 'offered' as const, offeredAt: at, offerExpiresAt };
    const parts: TransactionParts = {
      ...plan.parts,
      event: placesUpdate(event.id, from, to, plan.guard, now, plan.pendingDelta),
      offers: offers.map((request) => ({ Update: statusChange(request, 'waitlisted', offered) })),
    };
    const failure = await transactWithRetries(parts);
    if (!failure) {
      return { status: 'done', counts: to, offers: offers.map((request) => ({ ...request, ...offered })) };
    }
    if (plan.callerPart) refuseInactiveCaller(failure, plan.callerPart);
    const refusedPart = Object.keys(plan.parts).find((name) => failure.conditionFailed(name));
    if (refusedPart) return { status: 'refused', part: refusedPart };
    if (!failure.raced && !failure.conditionFailed('event') && !failure.conditionFailed('offers')) {
      throw new Error(`Places change cancelled: ${failure.summary}`);
    }
    await pause(Math.random() * 30 * (1 + (round % 4)));
    event = await getEvent(first.id);
  }
  throw new Error(`Places change of event ${first.id} still racing after ${rounds} rounds`);
}

/** The side that is the caller holds its account to being active in its counter's update (none: a job's change). */
type Caller = 'host' | 'participant' | undefined;

function membership(event: EventRecord, request: JoinRequestRecord, caller: Caller): TransactionParts {
  return {
    membership: memberPut(event, {
      eventId: event.id,
      userId: request.requesterId,
      role: 'participant',
      name: request.requester.name,
      username: request.requester.username,
      avatar: request.requester.avatar,
      rating: request.requester.rating,
    }),
    participantStats: statsUpdate(request.requesterId, { eventsJoined: 1 }, caller === 'participant'),
    hostStats: statsUpdate(event.hostId, { totalParticipants: 1 }, caller === 'host'),
  };
}

/** The membership and the counters an accept raised, undone. */
function membershipEnds(event: EventRecord, request: JoinRequestRecord, caller: Caller): TransactionParts {
  return {
    membership: memberDelete(event.id, request.requesterId),
    participantStats: statsUpdate(request.requesterId, { eventsJoined: -1 }, caller === 'participant'),
    hostStats: statsUpdate(event.hostId, { totalParticipants: -1 }, caller === 'host'),
  };
}

/**
 * The host accepts a pending request: a participant when a place is free and nobody is in line before them,
 * otherwise in line (by when accepted). Either way one pending fewer.
 */
export async function acceptRequest(
  event: EventRecord,
  request: JoinRequestRecord,
  now: Date,
): Promise<PlacesOutcome> {
  const decided = { decidedAt: now.toISOString(), decidedBy: 'host' as const };
  return changePlaces(event, request, now, (current) => {
    const guard = { hostId: event.hostId, upcoming: true };
    if (acceptsDirectly(countsOf(current))) {
      return {
        guard,
        delta: { participantCount: 1 },
        pendingDelta: -1,
        parts: {
          request: { Update: statusChange(request, 'pending', { status: 'accepted', ...decided }) },
          ...membership(current, request, 'host'),
        },
        callerPart: 'hostStats',
      };
    }
    return {
      guard,
      delta: { waitlistCount: 1 },
      pendingDelta: -1,
      parts: {
        request: {
          Update: statusChange(request, 'pending', {
            status: 'waitlisted',
            waitlistedAt: now.toISOString(),
            ...decided,
          }),
        },
        ...callerActive(event.hostId),
      },
      callerPart: 'callerActive',
    };
  });
}

/**
 * The requester steps out: a participant leaves an upcoming event (membership and counters undone), a waitlisted
 * requester leaves the line, an offered one lets the place go. The place, if one freed, is offered on.
 */
export async function leave(
  event: EventRecord,
  request: JoinRequestRecord,
  now: Date,
  /** false when the user's account is being deleted or they were blocked (leaveLine) */
  byRequester = true,
): Promise<PlacesOutcome> {
  const leftAt = now.toISOString();
  return changePlaces(event, request, now, (current) => {
    if (request.status === 'accepted') {
      return {
        guard: { upcoming: true },
        delta: { participantCount: -1 },
        parts: {
          request: { Update: statusChange(request, 'accepted', { status: 'left', leftAt }) },
          ...membershipEnds(current, request, byRequester ? 'participant' : undefined),
        },
        callerPart: byRequester ? 'participantStats' : undefined,
      };
    }
    const from = request.status === 'offered' ? 'offered' : 'waitlisted';
    return {
      guard: { upcoming: false },
      delta: from === 'offered' ? { offeredPlaces: -1 } : { waitlistCount: -1 },
      parts: {
        request: { Update: statusChange(request, from, { status: 'left', leftAt }) },
        ...(byRequester ? callerActive(request.requesterId) : {}),
      },
      callerPart: byRequester ? 'callerActive' : undefined,
    };
  });
}

/** The host removes a participant of an upcoming event, with the reason they will read. */
export async function removeParticipant(
  event: EventRecord,
  request: JoinRequestRecord,
  reason: string,
  now: Date,
): Promise<PlacesOutcome> {
  return changePlaces(event, request, now, (current) => ({
    guard: { hostId: event.hostId, upcoming: true },
    delta: { participantCount: -1 },
    parts: {
      request: {
        Update: statusChange(request, 'accepted', {
          status: 'removed',
          removedAt: now.toISOString(),
          removalReason: reason,
        }),
      },
      ...membershipEnds(current, request, 'host'),
    },
    callerPart: 'hostStats',
  }));
}

/** The offered requester takes the held place before it expires: a participant, the place no longer held. */
export async function confirmOffer(
  event: EventRecord,
  request: JoinRequestRecord,
  now: Date,
): Promise<PlacesOutcome> {
  const at = now.toISOString();
  return changePlaces(event, request, now, (current) => ({
    guard: { upcoming: true },
    delta: { offeredPlaces: -1, participantCount: 1 },
    parts: {
      request: {
        Update: statusChange(
          request,
          'offered',
          { status: 'accepted', decidedAt: at },
          { condition: 'offerExpiresAt > :now', values: { ':now': at } },
        ),
      },
      ...membership(current, request, 'participant'),
      // A block either way while the place was held: the requester never joins.
      notBlocked: notBlockedEitherWay(event.hostId, request.requesterId),
    },
    callerPart: 'participantStats',
  }));
}

/** The expiry job: an offer whose time is up is let go, and the place offered to the next in line. */
export async function expireOffer(
  event: EventRecord,
  request: JoinRequestRecord,
  now: Date,
): Promise<PlacesOutcome> {
  const at = now.toISOString();
  return changePlaces(event, request, now, () => ({
    guard: { upcoming: false },
    delta: { offeredPlaces: -1 },
    parts: {
      request: {
        Update: statusChange(
          request,
          'offered',
          { status: 'left', leftAt: at, offerExpiredAt: at },
          { condition: 'offerExpiresAt <= :now', values: { ':now': at } },
        ),
      },
    },
  }));
}

/**
 * A waitlisted or offered request steps out of the line (an account being deleted): the counters follow and a
 * held place goes to the next in line. False when the event is gone or the request moved meanwhile.
 */
export async function leaveLine(request: JoinRequestRecord, now: Date): Promise<boolean> {
  const event = await getEvent(request.eventId);
  if (!event) return false;
  return (await leave(event, request, now, false)).status === 'done';
}

/**
 * After a block between `hostId` and `requesterId`, whoever made it: the requester's places in line for the host's
 * events (waitlisted or offered) are given up, so a held place goes to the next in line and the requester never
 * takes one.
 */
export async function leaveLinesBetween(hostId: string, requesterId: string, now: Date): Promise<void> {
  const inLine = (await requestsOf(requesterId)).filter(
    (request) =>
      request.hostId === hostId && (request.status === 'waitlisted' || request.status === 'offered'),
  );
  for (const request of inLine) await leaveLine(request, now);
}

/**
 * Places that freed without a change of their own (the host raised the maximum) go to the first in line, as a
 * freed place does; nothing is written when there is no free place or nobody in line.
 */
export async function offerFreePlaces(event: EventRecord, now: Date): Promise<PlacesOutcome | undefined> {
  const counts = countsOf(event);
  if (freePlaces(counts) === 0 || counts.waitlistCount === 0) return undefined;
  return changePlaces(event, undefined, now, () => ({ guard: { upcoming: true }, delta: {}, parts: {} }));
}
