/**
 * Ratings and feedback after an event (spec sections 2-4): who may rate whom and when, what a rating carries, and
 * the Reviews tab's pages. Shared by the handlers and the SPA (the rating dialog checks with `ratingCreateSchema`).
 */
import * as z from 'zod/mini';
import { userText } from './text';
import { built } from './built';

export const ratingStars = { min: 1, max: 5 } as const;
export const feedbackLimit = 500;
/** A rating is given from the event's end (start + duration) for this many days. */
export const ratingWindowDays = 14;

export const ratingCreateSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    targetUserId: z.uuid('Geçersiz kullanıcı.'),
    stars: z
      .int('Puan 1 ile 5 arasında olmalı.')
      .check(
        z.gte(ratingStars.min, 'Puan 1 ile 5 arasında olmalı.'),
        z.lte(ratingStars.max, 'Puan 1 ile 5 arasında olmalı.'),
      ),
    feedback: z.optional(userText({ max: feedbackLimit, multiline: true })),
  }),
);
export type RatingCreate = z.input<typeof ratingCreateSchema>;

export const reviewsQuerySchema = /* @__PURE__ */ built(() =>
  z.strictObject({ cursor: z.optional(z.string().check(z.maxLength(400))) }),
);

/**
 * none: stars only; screening: the text waits for the screener; published: shown on the Reviews tab; rejected: the
 * screener refused the text, which is removed (the stars stay).
 */
export const feedbackStatuses = ['none', 'screening', 'published', 'rejected'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export type RatingRole = 'host' | 'participant';

export const ratingSavedMessage = 'Değerlendirmen kaydedildi. Teşekkürler!';
export const ratingFailedMessage = 'Değerlendirme kaydedilemedi.';

/** A rating the caller gave; the text only while it is not rejected. */
export interface GivenRating {
  targetUserId: string;
  stars: number;
  feedback: string | null;
  feedbackStatus: FeedbackStatus;
  createdAt: string;
}

/** POST /private/event/{id}/ratings (201) */
export interface RatingAnswer {
  message: string;
  rating: GivenRating;
}

/** Someone the caller may rate at this event (the host for a participant, each attended participant for the host). */
export interface RatingTarget {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
  role: RatingRole;
  /** the caller's rating of them, once given */
  myRating: GivenRating | null;
}

/** GET /private/event/{id}/ratings: the caller's rating duties at one event. */
export interface EventRatings {
  /**
   * open: ratings are taken now; not-ended: the event has not ended yet; closed: the 14 days are over;
   * not-a-member: the caller did not attend (not a member, or marked no-show); cancelled: the event was cancelled
   */
  state: 'open' | 'not-ended' | 'closed' | 'not-a-member' | 'cancelled';
  /** ISO: when ratings open (the event's end) and close; null for an event without a time */
  opensAt: string | null;
  closesAt: string | null;
  targets: RatingTarget[];
}

/** One published feedback text a user received. */
export interface Review {
  id: string;
  eventId: string;
  eventTitle: string;
  rater: { name: string; username: string | null; avatar: string | null };
  /** the role the reviewed user had at that event */
  role: RatingRole;
  stars: number;
  text: string;
  createdAt: string;
}

/** GET /private/users/{handle}/reviews: newest first. */
export interface ReviewPage {
  items: Review[];
  /** pass back as `cursor` for the next page; null at the end */
  nextCursor: string | null;
}

/** An average kept as a total and a count, to one decimal; null when nobody rated. */
export function averageOf(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}
