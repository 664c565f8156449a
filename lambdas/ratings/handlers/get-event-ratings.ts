/**
 * GET /private/event/{id}/ratings: whom the caller may rate at an event (a participant: the host; the host: each
 * participant who attended), what they gave already, and whether ratings are open.
 */
import type { EventRatings, RatingTarget } from '../../contracts/ratings';
import * as api from '../../contracts/endpoints/ratings';
import { httpRoute } from '../../platform/route';
import { clock } from '../../platform/clock';
import { eventNotFound, existingEvent } from '../../events/hosted-event';
import { attended, ratingWindow, toGivenRating, windowState } from '../ratings';
import { memberships, ratingsGivenAt } from '../ratings-table';

export const handler = httpRoute(api.getEventRatings, async ({ params, userId }) => {
  const now = clock.now();
  const event = await existingEvent(params.id);
  if (event.state === 'draft' && event.hostId !== userId) throw eventNotFound();
  const [members, given] = await Promise.all([memberships(event.id), ratingsGivenAt(event.id, userId)]);
  const window = ratingWindow(event);
  const me = members.get(userId);
  const mine = new Map(given.map((rating) => [rating.targetId, toGivenRating(rating)]));
  const targets: RatingTarget[] = attended(me)
    ? [...members.entries()]
        .filter(([memberId, member]) =>
          me.role === 'host' ? member.role === 'participant' && attended(member) : memberId === event.hostId,
        )
        .map(([memberId, member]) => ({
          userId: memberId,
          name: member.name,
          username: member.username,
          avatar: member.avatar,
          role: member.role,
          myRating: mine.get(memberId) ?? null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
    : [];
  const body: EventRatings = {
    state:
      event.state === 'cancelled'
        ? 'cancelled'
        : !attended(me)
          ? 'not-a-member'
          : event.state === 'draft'
            ? 'not-ended'
            : windowState(window, now),
    opensAt: window?.opensAt.toISOString() ?? null,
    closesAt: window?.closesAt.toISOString() ?? null,
    targets: event.state === 'cancelled' ? [] : targets,
  };
  return { body };
});
