/**
 * Join request rules without AWS: the record a request starts as, why an event refuses one, and what the
 * host and the requester each see of it.
 */
import type { JoinRefusal } from '../contracts/refusals';
import type { MyJoinRequest, ReceivedJoinRequest, WaitlistEntry } from '../contracts/requests';
import type { EventRecord } from '../events/event-record';
import { startsInFuture } from '../contracts/events';
import { badgesFor } from '../profile/badges';
import { publicStats, type ProfileRecord } from '../profile/profile';
import type { JoinRequestRecord } from './request-record';

export function newJoinRequestRecord(
  event: EventRecord,
  requester: ProfileRecord,
  message: string,
  now: Date,
): JoinRequestRecord {
  const stats = publicStats(requester.stats);
  return {
    eventId: event.id,
    requesterId: requester.userId,
    hostId: event.hostId,
    status: 'screening',
    message,
    createdAt: now.toISOString(),
    decidedAt: null,
    decidedBy: null,
    screening: null,
    requester: {
      name: requester.displayName,
      username: requester.username ?? null,
      avatar: requester.profilePicture,
      // what a host deciding on a requester wants to know: how others rated them as a participant
      rating: stats.participantAverageRating,
      eventCount: stats.eventsHosted + stats.eventsJoined,
      badges: badgesFor(requester)
        .filter((badge) => badge.earned)
        .map(({ id, name, icon }) => ({ id, name, icon })),
    },
  };
}

/**
 * Why this event does not take the user's request now; undefined when it does. A full event takes requests: the host
 * who accepts one puts it in line for the next free place.
 */
export function joinRefusalFor(event: EventRecord, userId: string, now: Date): JoinRefusal | undefined {
  if (event.hostId === userId) return 'OWN_EVENT';
  if (event.state === 'draft') return 'EVENT_DRAFT';
  if (event.state === 'cancelled') return 'EVENT_CANCELLED';
  if (!startsInFuture(event.startsAt, now)) return 'EVENT_PAST';
  return undefined;
}

export function toReceivedRequest(record: JoinRequestRecord): ReceivedJoinRequest {
  return {
    id: record.requesterId,
    eventId: record.eventId,
    status: record.status,
    message: record.message,
    timestamp: record.createdAt,
    user: { userId: record.requesterId, ...record.requester },
  };
}

/** `waitlistPosition`: where a waitlisted request stands in line, when the caller read it. */
export function toMyRequest(
  record: JoinRequestRecord,
  waitlistPosition: number | null = null,
): MyJoinRequest {
  return {
    eventId: record.eventId,
    status: record.status,
    message: record.message,
    timestamp: record.createdAt,
    decidedAt: record.decidedAt,
    waitlistPosition: record.status === 'waitlisted' ? waitlistPosition : null,
    offerExpiresAt: record.status === 'offered' ? (record.offerExpiresAt ?? null) : null,
    removalReason: record.status === 'removed' ? (record.removalReason ?? null) : null,
  };
}

/** The host's waitlist (offers first, then the line in order): positions count the line only. */
export function toWaitlistEntries(records: readonly JoinRequestRecord[]): WaitlistEntry[] {
  let position = 0;
  return records.map((record) => ({
    status: record.status === 'offered' ? 'offered' : 'waitlisted',
    position: record.status === 'offered' ? null : ++position,
    waitlistedAt: record.waitlistedAt ?? record.decidedAt ?? record.createdAt,
    offerExpiresAt: record.status === 'offered' ? (record.offerExpiresAt ?? null) : null,
    user: { userId: record.requesterId, ...record.requester },
  }));
}
