/** The ratings feature's endpoints: rating after an event, the caller's rating duties, and a user's reviews. */
import { endpoint } from '../endpoint';
import { eventIdParamsSchema } from '../event-schemas';
import {
  ratingCreateSchema,
  reviewsQuerySchema,
  type EventRatings,
  type RatingAnswer,
  type ReviewPage,
} from '../ratings';
import { userHandleParamsSchema } from '../users';

/** A participant rates the host, or the host a participant, once per pair, within 14 days of the end. */
export const rateEventMember = /* @__PURE__ */ endpoint<RatingAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/ratings',
  params: eventIdParamsSchema,
  body: ratingCreateSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});

/** Whom the caller may rate at an event, and what they gave already. */
export const getEventRatings = /* @__PURE__ */ endpoint<EventRatings>()({
  method: 'GET',
  path: '/private/event/{id}/ratings',
  params: eventIdParamsSchema,
});

/** The published feedback a user received, newest first, a page at a time. */
export const listReviews = /* @__PURE__ */ endpoint<ReviewPage>()({
  method: 'GET',
  path: '/private/users/{handle}/reviews',
  params: userHandleParamsSchema,
  query: reviewsQuerySchema,
});
