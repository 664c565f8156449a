/** Hosts, events and join requests on the local stack, and waiting for the screener to decide. */
import type { EventCard } from '../../../lambdas/contracts/events';
import type { JoinRequestStatus } from '../../../lambdas/contracts/requests';
import {
  requestKey,
  requesterIndexAttributes,
  screeningIndexAttributes,
} from '../../../lambdas/requests/keys';
import type { JoinRequestRecord } from '../../../lambdas/requests/request-record';
import { adultBirthDate, physicalEventBody } from './events';
import { stackInfo } from './stack-info';
import { getItem, setAttributes, tableClient } from './table';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createUser, type TestUser } from './users';
import { callEndpoint } from './api';
import * as endpoints from './endpoints';

/**
 * A signed-in user whose profile exists (the SPA creates it on its first read), with an adult's birth date given as
 * the SPA asks it before a first join request or event.
 */
export async function userWithProfile(label: string): Promise<TestUser> {
  const user = await createUser(label);
  await callEndpoint(endpoints.profile.getProfile, { token: user.accessToken });
  await giveAdultBirthDate(user);
  return user;
}

/** Saves an adult's birth date on the user's profile, as the SPA's birth-date step does. */
export async function giveAdultBirthDate(user: TestUser): Promise<void> {
  const dated = await callEndpoint(endpoints.profile.updateProfile, {
    token: user.accessToken,
    body: { birthDate: adultBirthDate },
  });
  if (dated.status !== 200) throw new Error(`birth date not saved: ${dated.status}`);
}

export async function publishedEvent(host: TestUser, maxParticipants = 4): Promise<EventCard> {
  const answer = await callEndpoint(endpoints.events.createEvent, {
    token: host.accessToken,
    body: physicalEventBody({ maxParticipants }),
  });
  if (answer.status !== 201) throw new Error(`event not created: ${answer.status}`);
  return answer.body.event;
}

export function sendJoinRequest(
  user: TestUser,
  eventId: string,
  message = 'Merhaba! Ben de gelmek isterim.',
) {
  return callEndpoint(endpoints.requests.createJoinRequest, {
    token: user.accessToken,
    body: { eventId, message },
  });
}

/** The stored status of a request once it has left `screening` (the stream delivers within ~2 s). */
export async function screenedStatus(
  eventId: string,
  requesterId: string,
  timeoutMs = 10_000,
): Promise<JoinRequestStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const item = await getItem(requestKey(eventId, requesterId));
    const status = item?.status as JoinRequestStatus | undefined;
    if (status && status !== 'screening') return status;
    if (Date.now() > deadline) throw new Error(`request of ${requesterId} still ${status ?? 'absent'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new user whose request to the event the screener passed to the host. */
export async function pendingRequester(eventId: string, label: string): Promise<TestUser> {
  const user = await userWithProfile(label);
  const sent = await sendJoinRequest(user, eventId);
  if (sent.status !== 201) throw new Error(`request not sent: ${sent.status}`);
  const status = await screenedStatus(eventId, user.userId);
  if (status !== 'pending') throw new Error(`request screened ${status}`);
  return user;
}

/** `guest` asks to join, the screener passes it to the host, the host accepts: an accepted participant. */
export async function acceptGuest(host: TestUser, eventId: string, guest: TestUser): Promise<void> {
  const sent = await sendJoinRequest(guest, eventId);
  if (sent.status !== 201) throw new Error(`request not sent: ${sent.status}`);
  const status = await screenedStatus(eventId, guest.userId);
  if (status !== 'pending') throw new Error(`request screened ${status}`);
  const accepted = await callEndpoint(endpoints.requests.acceptJoinRequest, {
    params: { id: eventId, requestId: guest.userId },
    token: host.accessToken,
  });
  if (accepted.status !== 200) throw new Error(`request not accepted: ${accepted.status}`);
}

/**
 * A request in `screening` whose stream record never reached the screener (as when its batch was dead-lettered),
 * sent `minutesAgo`: the item createJoinRequest writes, put as `held` and then moved to `screening`, so the
 * screener's filter (INSERTs in `screening`) never sees it.
 */
export async function requestStuckInScreening(
  host: TestUser,
  eventId: string,
  guest: TestUser,
  message: string,
  minutesAgo = 0,
): Promise<void> {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const request: JoinRequestRecord = {
    eventId,
    requesterId: guest.userId,
    hostId: host.userId,
    status: 'held',
    message,
    createdAt,
    decidedAt: null,
    decidedBy: null,
    screening: null,
    requester: { name: 'Deniz', username: null, avatar: null, rating: 0, eventCount: 0, badges: [] },
  };
  await tableClient().send(
    new PutCommand({
      TableName: stackInfo().tableName,
      Item: {
        ...requestKey(eventId, guest.userId),
        ...request,
        ...requesterIndexAttributes(guest.userId, createdAt, eventId),
        ...screeningIndexAttributes(eventId, guest.userId, createdAt),
      },
    }),
  );
  await setAttributes(requestKey(eventId, guest.userId), { status: 'screening' });
}
