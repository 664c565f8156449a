/**
 * POST /private/join-request: asks to join an event. The request starts in `screening`; the screener (fed by
 * the table's stream) passes it to the host or declines it. One request per user per event, and every
 * refusal is decided by the write's conditions, so racing requests cannot slip past them. Only an adult asks
 * (lambdas/profile/age.ts); anyone may look. Between a host and a
 * requester blocked either way the event is not found, whatever its state: the block is not revealed.
 */
import { joinRequestSentMessage, type JoinRequestAnswer } from '../../contracts/requests';
import { refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/requests';
import { httpRoute } from '../../platform/route';
import { getEvent } from '../../events/events-table';
import { eventNotFound, existingEvent } from '../../events/hosted-event';
import { getProfile } from '../../profile/profiles-table';
import { refuseUnlessAdult } from '../../profile/age';
import { joinRefusalFor, newJoinRequestRecord, toMyRequest } from '../requests';
import { createJoinRequest } from '../requests-table';
import { eventRefusals, joinRefusals, profileRefusals, type JoinRefusal } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { blockedEitherWay } from '../../users/blocks-table';

const refusalStatus: Record<JoinRefusal, number> = {
  OWN_EVENT: 400,
  EVENT_DRAFT: 409,
  EVENT_CANCELLED: 409,
  EVENT_PAST: 409,
  ALREADY_REQUESTED: 409,
};
const refused = (reason: JoinRefusal) => refusal(refusalStatus[reason], joinRefusals, reason);

export const handler = httpRoute(api.createJoinRequest, async ({ body, userId }) => {
  const now = clock.now();
  const event = await existingEvent(body.eventId);
  // Read before the event's state is told; the write's own condition stops a block that lands after this read.
  if (await blockedEitherWay(userId, event.hostId)) throw eventNotFound();
  const refusedFor = joinRefusalFor(event, userId, now);
  if (refusedFor) throw refused(refusedFor);
  const profile = await getProfile(userId);
  // The SPA creates the profile on its first read; an API client that skipped it has nothing to show the host.
  if (!profile) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  refuseUnlessAdult(profile, now);

  const request = newJoinRequestRecord(event, profile, body.message, now);
  const outcome = await createJoinRequest(request);
  if (outcome === 'already-requested') throw refused('ALREADY_REQUESTED');
  if (outcome === 'blocked') throw eventNotFound();
  if (outcome === 'event-closed') {
    // The event changed between the read and the write: say what it is now.
    const current = await getEvent(event.id);
    if (!current) throw eventNotFound();
    const reason = joinRefusalFor(current, userId, clock.now());
    throw reason ? refused(reason) : refusal(409, eventRefusals, 'CONCURRENT_UPDATE');
  }
  const answer: JoinRequestAnswer = { message: joinRequestSentMessage, request: toMyRequest(request) };
  return { statusCode: 201, body: answer };
});
