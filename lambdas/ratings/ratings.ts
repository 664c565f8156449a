/**
 * Rating rules without AWS types: when an event takes ratings, who may rate whom, what a new rating holds, and
 * what counting one adds to the aggregates. The table's conditions hold the same rules under races
 * (ratings-table.ts); these say which refusal a person gets.
 */
import { markingWindowHours } from '../contracts/attendance';
import { ratingWindowDays, type GivenRating, type RatingRole } from '../contracts/ratings';
import { ratingRefusals, type RatingRefusal } from '../contracts/refusals';
import { refusal } from '../platform/errors';
import type { EventRecord } from '../events/event-record';
import { endsAt } from '../events/events';
import type { RatingRecord } from './rating-record';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export interface RatingWindow {
  /** when the host's attendance marks are final: the end (start + duration) + the 48-hour marking window */
  opensAt: Date;
  closesAt: Date;
}

export type WindowState = 'not-ended' | 'open' | 'closed';

/**
 * Opens once the host can no longer mark anyone a no-show (48 hours after the end), so a no-show never rates or is
 * rated before the mark; closes 14 days after the end. None for an event without a time.
 */
export function ratingWindow(event: Pick<EventRecord, 'startsAt' | 'durationMinutes'>): RatingWindow | null {
  const end = endsAt(event);
  if (end === null) return null;
  return {
    opensAt: new Date(end + markingWindowHours * hourMs),
    closesAt: new Date(end + ratingWindowDays * dayMs),
  };
}

/** Open from its opening to its close (both inclusive). */
export function windowState(window: RatingWindow | null, now: Date): WindowState {
  if (!window || now.getTime() < window.opensAt.getTime()) return 'not-ended';
  return now.getTime() <= window.closesAt.getTime() ? 'open' : 'closed';
}

/** What the rules need of a membership: that it exists, its role, and whether the host marked a no-show. */
export interface Membership {
  role: 'host' | 'participant';
  attendance?: string;
}

export const attended = (member: Membership | undefined): member is Membership =>
  member !== undefined && member.attendance !== 'no-show';

export type Eligibility = { ok: true; targetRole: RatingRole } | { ok: false; refusal: RatingRefusal };

/**
 * Whether `raterId` may rate `targetId` at this event now. Ratings run between the host and each participant
 * (never participant to participant), both of whom attended, once the attendance marks are final and within 14 days
 * of the end.
 */
export function ratingEligibility(input: {
  event: Pick<EventRecord, 'state' | 'hostId' | 'startsAt' | 'durationMinutes'>;
  raterId: string;
  targetId: string;
  rater: Membership | undefined;
  target: Membership | undefined;
  now: Date;
}): Eligibility {
  const { event, raterId, targetId, rater, target, now } = input;
  if (raterId === targetId) return { ok: false, refusal: 'SELF' };
  if (event.state === 'cancelled') return { ok: false, refusal: 'EVENT_CANCELLED' };
  if (event.state === 'draft') return { ok: false, refusal: 'NOT_COMPLETED' };
  const state = windowState(ratingWindow(event), now);
  if (state === 'not-ended') return { ok: false, refusal: 'NOT_COMPLETED' };
  if (state === 'closed') return { ok: false, refusal: 'WINDOW_CLOSED' };
  if (!rater) return { ok: false, refusal: 'NOT_A_PARTICIPANT' };
  if (raterId !== event.hostId && targetId !== event.hostId) return { ok: false, refusal: 'NOT_A_PAIR' };
  if (!target) return { ok: false, refusal: 'NOT_A_PARTICIPANT' };
  if (!attended(rater) || !attended(target)) return { ok: false, refusal: 'NO_SHOW' };
  return { ok: true, targetRole: targetId === event.hostId ? 'host' : 'participant' };
}

export function newRatingRecord(input: {
  event: Pick<EventRecord, 'id' | 'title'>;
  raterId: string;
  rater: RatingRecord['rater'];
  targetId: string;
  targetRole: RatingRole;
  stars: number;
  feedback: string | undefined;
  now: Date;
}): RatingRecord {
  const feedback = input.feedback?.trim() ? input.feedback.trim() : undefined;
  return {
    eventId: input.event.id,
    raterId: input.raterId,
    targetId: input.targetId,
    targetRole: input.targetRole,
    stars: input.stars,
    ...(feedback ? { feedback } : {}),
    feedbackStatus: feedback ? 'screening' : 'none',
    createdAt: input.now.toISOString(),
    rater: input.rater,
    eventTitle: input.event.title,
  };
}

export function toGivenRating(record: RatingRecord): GivenRating {
  return {
    targetUserId: record.targetId,
    stars: record.stars,
    feedback: record.feedbackStatus === 'rejected' ? null : (record.feedback ?? null),
    feedbackStatus: record.feedbackStatus,
    createdAt: record.createdAt,
  };
}

/** The profile's stored stats a rating of this role adds to. */
export const profileRatingStats = {
  host: { total: 'hostRatingTotal', count: 'hostRatingCount' },
  participant: { total: 'participantRatingTotal', count: 'participantRatingCount' },
} as const;

export interface RatingCounts {
  /** the rated user's stats: stars into the total, one into the count */
  profile: { role: RatingRole; stars: number };
  /** a host rating also counts on its event's results: stars, one rating, and its feedback if it has one */
  event: { stars: number; feedback: 0 | 1 } | null;
}

/** What counting one rating adds: only ever added, so two counts of different ratings commute. */
export function ratingCounts(rating: Pick<RatingRecord, 'targetRole' | 'stars' | 'feedback'>): RatingCounts {
  return {
    profile: { role: rating.targetRole, stars: rating.stars },
    event: rating.targetRole === 'host' ? { stars: rating.stars, feedback: rating.feedback ? 1 : 0 } : null,
  };
}

const refusalStatus: Record<RatingRefusal, number> = {
  SELF: 400,
  BAD_CURSOR: 400,
  NOT_A_PARTICIPANT: 403,
  NOT_A_PAIR: 403,
  NO_SHOW: 403,
  NOT_COMPLETED: 409,
  WINDOW_CLOSED: 409,
  EVENT_CANCELLED: 409,
  ALREADY_RATED: 409,
};

export const ratingRefused = (reason: RatingRefusal) =>
  refusal(refusalStatus[reason], ratingRefusals, reason);
