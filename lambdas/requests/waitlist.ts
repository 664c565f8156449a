/**
 * Waitlist rules without AWS: the order of the line, where a place goes when it frees, and how long an offer
 * holds it. The table module (places-table.ts) writes what these decide under conditions on the counters they
 * were decided from, so a race re-decides instead of overfilling.
 */
import { createHash } from 'node:crypto';
import { offerHoldMinutes } from '../contracts/requests';
import type { EventRecord } from '../events/event-record';
import type { JoinRequestRecord } from './request-record';

/** The event's counters that the capacity invariant is about. */
export interface PlaceCounts {
  participantCount: number;
  /** places held for the first in line */
  offeredPlaces: number;
  /** requests waiting in line, offers not included */
  waitlistCount: number;
  maxParticipants: number;
}

export const countsOf = (event: EventRecord): PlaceCounts => ({
  participantCount: event.participantCount,
  offeredPlaces: event.offeredPlaces ?? 0,
  waitlistCount: event.waitlistCount ?? 0,
  maxParticipants: event.maxParticipants,
});

/** Places neither taken nor held for someone. */
export const freePlaces = (counts: PlaceCounts): number =>
  Math.max(counts.maxParticipants - counts.participantCount - counts.offeredPlaces, 0);

/**
 * An accepted request takes a place at once only when one is free and nobody is in line before it; otherwise it
 * joins the line.
 */
export const acceptsDirectly = (counts: PlaceCounts): boolean =>
  freePlaces(counts) > 0 && counts.waitlistCount === 0;

/** The line: waitlisted requests by when the host accepted them (the requester's id keeps equal moments apart). */
export function lineOrder(requests: readonly JoinRequestRecord[]): JoinRequestRecord[] {
  return requests
    .filter((request) => request.status === 'waitlisted')
    .sort(
      (a, b) =>
        (a.waitlistedAt ?? '').localeCompare(b.waitlistedAt ?? '') ||
        a.requesterId.localeCompare(b.requesterId),
    );
}

/** 1 for the first in line; null for anyone not in it. */
export function positionIn(line: readonly JoinRequestRecord[], requesterId: string): number | null {
  const index = line.findIndex((request) => request.requesterId === requesterId);
  return index < 0 ? null : index + 1;
}

/**
 * Until when a place freed at `now` is held: `offerHoldMinutes`, or until the event starts if that is sooner, to
 * the whole second (a one-time schedule's resolution, so the expiry job never runs before it).
 */
export function offerDeadline(now: Date, startsAt: string | null): Date {
  const held = now.getTime() + offerHoldMinutes * 60_000;
  const start = startsAt ? Date.parse(startsAt) : held;
  return new Date(Math.floor(Math.min(held, start) / 1000) * 1000);
}

/** A freed place is offered only on a listed event that has not started (an offer must have time to be taken). */
export function offersPossible(event: EventRecord, now: Date): boolean {
  return (
    event.state === 'published' &&
    event.startsAt !== null &&
    offerDeadline(now, event.startsAt).getTime() > now.getTime()
  );
}

/** Who is offered a place after a change that left `counts`: the first in line, one per free place. */
export function offersAfter(
  counts: PlaceCounts,
  line: readonly JoinRequestRecord[],
  possible: boolean,
): JoinRequestRecord[] {
  if (!possible) return [];
  return line.slice(0, Math.min(freePlaces(counts), counts.waitlistCount));
}

/** `counts` moved by each delta. */
export function moved(
  counts: PlaceCounts,
  delta: Partial<Omit<PlaceCounts, 'maxParticipants'>>,
): PlaceCounts {
  return {
    participantCount: counts.participantCount + (delta.participantCount ?? 0),
    offeredPlaces: counts.offeredPlaces + (delta.offeredPlaces ?? 0),
    waitlistCount: counts.waitlistCount + (delta.waitlistCount ?? 0),
    maxParticipants: counts.maxParticipants,
  };
}

/** The invariant every write keeps (checked before sending, and held by the write's conditions). */
export const withinCapacity = (counts: PlaceCounts): boolean =>
  counts.participantCount + counts.offeredPlaces <= counts.maxParticipants &&
  counts.offeredPlaces >= 0 &&
  counts.waitlistCount >= 0;

/**
 * The expiry job's schedule name, derived from the offer's cause (event and requester: a request is offered a
 * place at most once). Hashed, as two uuids do not fit the scheduler's 64 characters.
 */
export function expireOfferScheduleName(eventId: string, requesterId: string): string {
  const digest = createHash('sha256').update(`${eventId}#${requesterId}`).digest('hex');
  return `expire-offer-${digest.slice(0, 48)}`;
}
