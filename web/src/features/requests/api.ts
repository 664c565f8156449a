/**
 * The join requests feature's calls, through the shell's API client (token, timeout, 401 retry). There is no push
 * channel: the host's pending list polls every 5 s while it is on screen (SWR pauses while the tab is hidden), so
 * a new request shows up within seconds without a reload.
 */
import useSWR from 'swr';
import type {
  JoinRequestAnswer,
  JoinRequestCreate,
  ReceivedJoinRequest,
  RequestDecisionAnswer,
} from '@contracts/requests';
import { apiRequest, pollingRead, type ApiError } from '../../lib/api/client';

export const hostRequestsRefreshMs = 5_000;

const eventPath = (eventId: string) => `/private/event/${encodeURIComponent(eventId)}`;
export const receivedRequestsPath = (eventId: string) => `${eventPath(eventId)}/requests`;

/** The host's pending requests for one event, oldest first. */
export function useReceivedRequests(eventId: string) {
  return useSWR<ReceivedJoinRequest[], ApiError>(
    receivedRequestsPath(eventId),
    pollingRead<ReceivedJoinRequest[]>,
    { refreshInterval: hostRequestsRefreshMs },
  );
}

export function sendJoinRequest(body: JoinRequestCreate): Promise<JoinRequestAnswer> {
  return apiRequest<JoinRequestAnswer>('POST', '/private/join-request', body);
}

export type Decision = 'accept' | 'decline';

/** `requestId` is the requester's user id. */
export function decideRequest(
  decision: Decision,
  eventId: string,
  requestId: string,
): Promise<RequestDecisionAnswer> {
  return apiRequest<RequestDecisionAnswer>(
    'PUT',
    `${eventPath(eventId)}/${decision}-request/${encodeURIComponent(requestId)}`,
  );
}
