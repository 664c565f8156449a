/**
 * Opening a thread for a caller: 404 for an unknown event, 409 NOT_SCREENED_YET for the requester whose request
 * the screener has not passed yet, 403 NOT_A_PARTY unless the caller is the event's host or the requester and the
 * request opens a thread. Whoever is refused learns nothing of the thread; the host learns nothing of a request
 * that has not reached them. Between two parties blocked either way, the event is not found (the block is not
 * revealed).
 */
import { type ThreadParty } from '../contracts/messages';
import { refusal } from '../platform/errors';
import { getEvent } from '../events/events-table';
import { eventNotFound } from '../events/hosted-event';
import { getProfile } from '../profile/profiles-table';
import { getJoinRequest } from '../requests/requests-table';
import { blockedEitherWay } from '../users/blocks-table';
import { awaitsScreening, otherPartyOf, partyOf, threadOf, threadOpensFor, type Thread } from './messages';
import { messageRefusals } from '../contracts/refusals';

export const notAParty = () => refusal(403, messageRefusals, 'NOT_A_PARTY');

export interface OpenedThread {
  thread: Thread;
  /** the party who is not the caller */
  otherId: string;
}

export async function openThread(
  params: { id: string; userId: string },
  callerId: string,
): Promise<OpenedThread> {
  const [event, request] = await Promise.all([getEvent(params.id), getJoinRequest(params.id, params.userId)]);
  if (!event) throw eventNotFound();
  if (awaitsScreening(request, callerId)) throw refusal(409, messageRefusals, 'NOT_SCREENED_YET');
  if (!threadOpensFor(request)) throw notAParty();
  const thread = threadOf(event, request);
  const otherId = otherPartyOf(thread, callerId);
  if (otherId === undefined) throw notAParty();
  if (await blockedEitherWay(callerId, otherId)) throw eventNotFound();
  return { thread, otherId };
}

/** A party as their profile shows them now. */
export async function currentParty(thread: Thread, userId: string): Promise<ThreadParty> {
  return partyOf(thread, userId, await getProfile(userId));
}
