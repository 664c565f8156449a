/** Full events with a line, leaving, removal and offers through the local API, the way the SPA calls them. */
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { localNames } from '../../../bin/local/config';
import type { EventCard } from '../../../lambdas/contracts/events';
import { expireOfferScheduleName } from '../../../lambdas/requests/waitlist';
import { stackInfo } from './stack-info';
import { eventKey } from '../../../lambdas/events/keys';
import { requestKey } from '../../../lambdas/requests/keys';
import { callEndpoint } from './api';
import * as endpoints from './endpoints';
import { pendingRequester, publishedEvent, userWithProfile } from './join-requests';
import { getItem } from './table';
import type { TestUser } from './users';

export const accept = (host: TestUser, eventId: string, requestId: string) =>
  callEndpoint(endpoints.requests.acceptJoinRequest, {
    params: { id: eventId, requestId },
    token: host.accessToken,
  });

export const leaveEvent = (user: TestUser, eventId: string) =>
  callEndpoint(endpoints.requests.leaveEvent, { params: { id: eventId }, token: user.accessToken });

export const removeParticipant = (host: TestUser, eventId: string, userId: string, reason: unknown) =>
  callEndpoint(endpoints.requests.removeParticipant, {
    params: { id: eventId, userId },
    token: host.accessToken,
    body: { reason },
  });

export const confirmOffer = (user: TestUser, eventId: string) =>
  callEndpoint(endpoints.requests.confirmOffer, { params: { id: eventId }, token: user.accessToken });

export const declineOffer = (user: TestUser, eventId: string) =>
  callEndpoint(endpoints.requests.declineOffer, { params: { id: eventId }, token: user.accessToken });

export const waitlistOf = (user: TestUser, eventId: string) =>
  callEndpoint(endpoints.requests.listWaitlist, { params: { id: eventId }, token: user.accessToken });

export const myRequestOn = async (user: TestUser, eventId: string) =>
  (await callEndpoint(endpoints.events.getEvent, { params: { id: eventId }, token: user.accessToken })).body
    .myRequest;

export interface FullEvent {
  host: TestUser;
  event: EventCard;
  participants: TestUser[];
  /** in line, first first */
  waiting: TestUser[];
}

/** An event of `max` places (the host's one of them) filled by accepts, then `waiting` more accepted into line. */
export async function fullEventWithLine(max: number, waiting: number): Promise<FullEvent> {
  const host = await userWithProfile('host');
  const event = await publishedEvent(host, max);
  const participants = await Promise.all(
    Array.from({ length: max - 1 }, (_, i) => pendingRequester(event.id, `member${i}`)),
  );
  const inLine = await Promise.all(
    Array.from({ length: waiting }, (_, i) => pendingRequester(event.id, `waiting${i}`)),
  );
  for (const user of [...participants, ...inLine]) {
    const answer = await accept(host, event.id, user.userId);
    if (answer.status !== 200) throw new Error(`accept answered ${answer.status}`);
  }
  return { host, event, participants, waiting: inLine };
}

export async function storedEvent(eventId: string) {
  return (await getItem(eventKey(eventId))) as {
    participantCount: number;
    maxParticipants: number;
    offeredPlaces?: number;
    waitlistCount?: number;
  };
}

export async function storedRequest(eventId: string, requesterId: string) {
  return (await getItem(requestKey(eventId, requesterId))) as Record<string, unknown> & { status: string };
}

/** Whether the expiry of the offer to `requesterId` is scheduled (in the one-time job's group, `expire-offer`). */
export async function expiryScheduled(eventId: string, requesterId: string): Promise<boolean> {
  const scheduler = new SchedulerClient({
    endpoint: stackInfo().schedulerEndpoint,
    region: localNames.region,
    credentials: localNames.credentials,
  });
  const request = new GetScheduleCommand({
    Name: expireOfferScheduleName(eventId, requesterId),
    GroupName: 'expire-offer',
  });
  return scheduler.send(request).then(
    () => true,
    () => false,
  );
}

/** The stream schedules an offer's expiry within a second or two of the offer: waits for it to be there. */
export async function expiryScheduledSoon(eventId: string, requesterId: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await expiryScheduled(eventId, requesterId))) {
    if (Date.now() > deadline) throw new Error(`no expiry scheduled for the offer to ${requesterId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
