/**
 * The join requests feature's calls, through the shell's API client (token, timeout, 401 retry). There is no push
 * channel: the host's pending list polls every 5 s while it is on screen (SWR pauses while the tab is hidden), so
 * a new request shows up within seconds without a reload.
 */
import * as api from '@contracts/endpoints/requests';
import type { JoinRequestAnswer, JoinRequestCreate, RequestDecisionAnswer } from '@contracts/requests';
import { callApi } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

export const hostRequestsRefreshMs = 5_000;

/** The host's pending requests for one event, oldest first. */
export function useReceivedRequests(eventId: string) {
  return useApi(
    api.listJoinRequests,
    { params: { id: eventId } },
    { quiet: true, refreshInterval: hostRequestsRefreshMs },
  );
}

export function sendJoinRequest(body: JoinRequestCreate): Promise<JoinRequestAnswer> {
  return callApi(api.createJoinRequest, { body });
}

export type Decision = 'accept' | 'decline';

/** `requestId` is the requester's user id. */
export function decideRequest(
  decision: Decision,
  eventId: string,
  requestId: string,
): Promise<RequestDecisionAnswer> {
  const endpoint = decision === 'accept' ? api.acceptJoinRequest : api.declineJoinRequest;
  return callApi(endpoint, { params: { id: eventId, requestId } });
}
