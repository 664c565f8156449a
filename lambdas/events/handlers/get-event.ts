/**
 * GET /private/event/{id}: the details screen. Anyone signed in may read a published event; a draft only its
 * host, and so an event a moderator removed. The host and accepted participants get the meeting point; the host also gets analytics, the pending
 * request count and the form values; anyone else gets their own join request, and their view is counted.
 * An event is not found by anyone its host blocked or who blocked its host, nor by anyone but its host while the
 * host is suspended or banned; anyone else but the host does not see the participants they are blocked with either
 * way.
 */
import { type EventDetails, type EventParticipant } from '../../contracts/events';
import { logger } from '../../platform/logger';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { eventResults, formOf, toCard } from '../events';
import { eventMembers, recordView, viewsByDay, type MemberRecord } from '../events-table';
import { eventNotFound, existingEvent } from '../hosted-event';
import { istanbulParts } from '../../contracts/istanbul-time';
import { toMyRequest } from '../../requests/requests';
import { getJoinRequest } from '../../requests/requests-table';
import { lineOf } from '../../requests/places-table';
import { positionIn } from '../../requests/waitlist';
import { clock } from '../../platform/clock';
import { publicStats } from '../../profile/profile';
import { getProfile, ratedProfileFaces } from '../../profile/profiles-table';
import { blockedEitherWay, usersBlockedEitherWay } from '../../users/blocks-table';
import { sanctionedUsers } from '../../platform/sanctioned-users';

const participantOf = ({ userId, name, username, avatar, rating, role }: MemberRecord) => ({
  userId,
  name,
  username,
  avatar,
  rating,
  role,
});

export const handler = httpRoute(api.getEvent, async ({ params, userId }) => {
  const now = clock.now();
  const event = await existingEvent(params.id);
  const isHost = event.hostId === userId;
  // A draft is its host's alone; so is an event a moderator removed.
  if ((event.state === 'draft' || event.removedAt !== undefined) && !isHost) throw eventNotFound();

  const [blocked, sanctioned, hiddenMembers, members, days, myRequest, hostProfile] = await Promise.all([
    // The host by its items (consistent); the participants by the index, as a listing.
    !isHost && blockedEitherWay(userId, event.hostId),
    isHost ? new Set<string>() : sanctionedUsers(),
    isHost ? new Set<string>() : usersBlockedEitherWay(userId),
    eventMembers(event.id),
    isHost ? viewsByDay(event.id) : Promise.resolve([]),
    isHost ? Promise.resolve(undefined) : getJoinRequest(event.id, userId),
    // The host's rating as it is now (cards carry a snapshot that count-ratings refreshes on recent events only).
    getProfile(event.hostId),
  ]);
  // Each member as they show now, with the rating of their role here: a membership keeps a snapshot from the day
  // they joined (a deleted account's, anonymised, stays as it is).
  const faces = await ratedProfileFaces(members.map((member) => member.userId));
  if (blocked || sanctioned.has(event.hostId)) throw eventNotFound();
  const position = myRequest?.status === 'waitlisted' ? positionIn(await lineOf(event.id), userId) : null;
  if (!isHost) {
    // A lost view count must never cost the reader the page.
    await recordView(event.id, istanbulParts(now).date).catch((error: Error) =>
      logger.warn('View not counted', { eventId: event.id, error: error.message }),
    );
  }
  const accepted = members.some((member) => member.userId === userId && member.role === 'participant');
  const card = toCard(event, now);
  const hostStats = hostProfile && publicStats(hostProfile.stats);
  const body: EventDetails = {
    ...card,
    host: hostStats
      ? { ...card.host, rating: hostStats.averageRating, ratingCount: hostStats.ratingCount }
      : card.host,
    meetingPoint: isHost || accepted ? event.location : null,
    participantsList: members
      .filter((member) => !hiddenMembers.has(member.userId))
      .map((member): EventParticipant => {
        const face = faces.get(member.userId);
        if (!face) return { ...participantOf(member), ratingCount: 0 };
        const host = member.role === 'host';
        return {
          ...participantOf(member),
          name: face.displayName,
          username: face.username,
          avatar: face.profilePicture,
          rating: host ? face.stats.averageRating : face.stats.participantAverageRating,
          ratingCount: host ? face.stats.ratingCount : face.stats.participantRatingCount,
        };
      })
      .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name, 'tr') : a.role === 'host' ? -1 : 1)),
    isHost,
    analytics: isHost
      ? {
          views: event.views,
          viewsByDay: days,
          shares: {
            copy: event.shares.copy ?? 0,
            twitter: event.shares.twitter ?? 0,
            whatsapp: event.shares.whatsapp ?? 0,
            discord: event.shares.discord ?? 0,
          },
          requests: event.requestCount,
        }
      : null,
    form: isHost ? formOf(event) : null,
    ...eventResults(event),
    pendingRequests: isHost ? event.pendingRequests : 0,
    myRequest: myRequest ? toMyRequest(myRequest, position) : null,
  };
  return { body };
});
