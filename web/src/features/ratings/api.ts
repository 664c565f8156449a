/** The ratings feature's calls, through the shell's API client (token, timeout, 401 retry). */
import * as api from '@contracts/endpoints/ratings';
import type { RatingAnswer, RatingCreate, ReviewPage } from '@contracts/ratings';
import { callApi } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

/** Whom the caller may rate at an event, and what they gave. */
export function useEventRatings(eventId: string) {
  return useApi(api.getEventRatings, { params: { id: eventId } });
}

export function rateMember(eventId: string, body: RatingCreate): Promise<RatingAnswer> {
  return callApi(api.rateEventMember, { params: { id: eventId }, body });
}

/** One page of a user's reviews (the first without a cursor). */
export function fetchReviews(handle: string, cursor?: string): Promise<ReviewPage> {
  return callApi(api.listReviews, { params: { handle }, query: { cursor } });
}

/** The first page of a user's reviews. */
export function useReviews(handle: string) {
  return useApi(api.listReviews, { params: { handle } });
}
