/**
 * POST /private/event/{id}/ratings: a participant rates the host, or the host a participant, after the event's end
 * and within 14 days, once per pair, only between people who attended. The rules pick the refusal a person
 * reads; the transaction's conditions decide under races (ratings-table.ts createRating).
 */
import { ratingSavedMessage } from '../../contracts/ratings';
import { profileRefusals } from '../../contracts/refusals';
import * as api from '../../contracts/endpoints/ratings';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { clock } from '../../platform/clock';
import { eventNotFound, existingEvent } from '../../events/hosted-event';
import { getProfile } from '../../profile/profiles-table';
import { newRatingRecord, ratingEligibility, ratingRefused, ratingWindow, toGivenRating } from '../ratings';
import { createRating, memberships } from '../ratings-table';

export const handler = httpRoute(api.rateEventMember, async ({ params, body, userId }) => {
  const now = clock.now();
  if (body.targetUserId === userId) throw ratingRefused('SELF');
  const event = await existingEvent(params.id);
  if (event.state === 'draft' && event.hostId !== userId) throw eventNotFound();
  const [members, rater] = await Promise.all([memberships(event.id), getProfile(userId)]);
  if (!rater) throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  const verdict = ratingEligibility({
    event,
    raterId: userId,
    targetId: body.targetUserId,
    rater: members.get(userId),
    target: members.get(body.targetUserId),
    now,
  });
  const window = ratingWindow(event);
  if (!verdict.ok || !window) throw ratingRefused(verdict.ok ? 'NOT_COMPLETED' : verdict.refusal);
  const record = newRatingRecord({
    event,
    raterId: userId,
    rater: { name: rater.displayName, username: rater.username ?? null, avatar: rater.profilePicture },
    targetId: body.targetUserId,
    targetRole: verdict.targetRole,
    stars: body.stars,
    feedback: body.feedback,
    now,
  });
  const outcome = await createRating(record, event, window, now);
  if (outcome.status === 'refused') throw ratingRefused(outcome.refusal);
  return { statusCode: 201, body: { message: ratingSavedMessage, rating: toGivenRating(record) } };
});
