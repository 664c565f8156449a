/**
 * What leaving, removal and the waitlist's routes share: the caller's own request on an event, and a places
 * change's outcome turned into a refusal.
 */
import { participationRefusals, type ParticipationRefusal } from '../contracts/refusals';
import { refusal } from '../platform/errors';
import { existingEvent } from '../events/hosted-event';
import type { EventRecord } from '../events/event-record';
import type { JoinRequestRecord } from './request-record';
import { getJoinRequest } from './requests-table';
import type { PlacesOutcome } from './places-table';
import type { PlaceCounts } from './waitlist';

const statusOf: Record<ParticipationRefusal, number> = {
  NOT_A_PARTICIPANT: 404,
  PARTICIPANT_NOT_FOUND: 404,
  HOST_CANNOT_LEAVE: 400,
  EVENT_NOT_UPCOMING: 409,
  NO_OFFER: 409,
  OFFER_EXPIRED: 409,
};
export const participationRefused = (reason: ParticipationRefusal) =>
  refusal(statusOf[reason], participationRefusals, reason);

/** The event and the caller's request on it, in one of `statuses` (else `otherwise`). */
export async function ownRequest(
  eventId: string,
  userId: string,
  statuses: readonly JoinRequestRecord['status'][],
  otherwise: ParticipationRefusal,
): Promise<{ event: EventRecord; request: JoinRequestRecord }> {
  const event = await existingEvent(eventId);
  if (event.hostId === userId) throw participationRefused('HOST_CANNOT_LEAVE');
  const request = await getJoinRequest(event.id, userId);
  if (!request || !statuses.includes(request.status)) throw participationRefused(otherwise);
  return { event, request };
}

/** The counters after a change that went through; a refusal otherwise. */
export function settled(outcome: PlacesOutcome, refused: ParticipationRefusal): PlaceCounts {
  if (outcome.status === 'event-unavailable') throw participationRefused('EVENT_NOT_UPCOMING');
  if (outcome.status === 'refused') throw participationRefused(refused);
  return outcome.counts;
}
