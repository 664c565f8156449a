/**
 * Account deletion, Turkey's KVKK right to erasure (the policy: docs/data-model.md, "Account deletion").
 * Every step is idempotent and the steps run in an order that lets a repeated call finish an interrupted one:
 * - the profile is marked first, which stops messages to and from the user, and goes last of the table items,
 *   so a retry still knows the confirmation and the username;
 * - requests are settled before memberships, so a host's accept racing the deletion has written its
 *   membership by the time memberships are anonymised;
 * - the Cognito user goes last of all, so until everything else is gone the user can still sign in and retry.
 * Every write of the user's own is refused from the mark on (profiles-table.ts, `activeAccount`); what landed just
 * before it, or reached the eventually consistent indexes late, is found by reading again after the sweep.
 */
import { confirmationMatches, retainedAfterDeletion, type AccountDeleted } from '../contracts/account';
import type { EventRecord } from '../events/event-record';
import { statusOf } from '../events/events';
import { endEveryFriendship } from '../friends/friends-table';
import { forgetNotificationsAbout } from '../notifications/notifications-table';
import { refusal } from '../platform/errors';
import { deletePoolUser, signUpAttributesOf } from '../platform/user-pool';
import { profileKey } from '../profile/keys';
import { getProfile } from '../profile/profiles-table';
import type { JoinRequestRecord } from '../requests/request-record';
import { leaveLine } from '../requests/places-table';
import { ledgerSortKeyPrefix, orderSortKeyPrefix } from '../tokens/keys';
import { anonymiseRatingsGivenAt, hideReviewsOf } from '../ratings/ratings-table';
import {
  anonymiseAcceptedRequest,
  anonymiseEventHost,
  anonymiseMembership,
  blocksOfUserByOthers,
  cancelHostedEvent,
  deleteItems,
  emailsToUser,
  webPushItemsOfUser,
  deleteProfile,
  deleteUsernameClaim,
  eventPartitionItems,
  getRequest,
  eventsById,
  itemsElsewhereOfUser,
  keyOf,
  markDeletionStarted,
  membershipsOfUser,
  rateCounters,
  reportsAbout,
  reportsFiledBy,
  requestsOfUser,
  retainUntil,
  threadMessages,
  threadSummariesOfUser,
  threadSummaryKeys,
  userPartitionItems,
  withdrawRequest,
} from './account-table';
import { deleteUserObjects } from './user-objects-store';
import { accountRefusals } from '../contracts/refusals';
import { calendarFeedLookupKey, calendarFeedSortKey } from '../calendar/keys';
import { areaWatchKeysOf, connectionSortKeyPrefix } from '../live/keys';
import { deleteInviteCodeClaim } from '../rewards/referrals-table';
import { suppressionKey } from '../email/keys';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { pause } from '../platform/transactions';

export interface Caller {
  userId: string;
  cognitoUsername: string;
}

/** Epoch seconds `years` after `now`: the table's time to live removes a kept item then. */
export function retentionExpiry(now: Date, years: number): number {
  const expiry = new Date(now);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + years);
  return Math.floor(expiry.getTime() / 1000);
}

export async function deleteAccount(
  caller: Caller,
  confirmation: string,
  now: Date,
): Promise<AccountDeleted> {
  const { userId } = caller;
  const profile = await getProfile(userId);
  await checkConfirmation(
    caller,
    confirmation,
    profile && { username: profile.username ?? null, email: profile.email },
  );

  await markDeletionStarted(userId, now);
  // Read again after the mark, which refuses every write of the user: a username changed (or an invite code drawn)
  // since the confirmation's read is on it now, and nothing changes it any more.
  const marked = (await getProfile(userId)) ?? profile;
  await sweep(userId, now);
  for (let round = 1; await landedSinceSweep(userId); round++) {
    if (round === sweepRounds) throw new Error('Account deletion still finds new items; a retry finishes it');
    await sweep(userId, now);
  }
  // Nothing is e-mailed to a deleted account: its address's suppression is no longer needed.
  if (marked) await deleteItems([suppressionKey(marked.email)]);
  if (marked?.username) await deleteUsernameClaim(marked.username, userId);
  if (marked?.inviteCode) await deleteInviteCodeClaim(marked.inviteCode, userId);
  await deleteUserObjects(userId);
  await deleteProfile(userId);
  await deletePoolUser(caller.cognitoUsername);
  // The first read of a profile creates it while the pool user exists: one read in between made a new one.
  if (await getProfile(userId)) {
    await settleOwnPartition(userId, now);
    await deleteProfile(userId);
  }
  return { deleted: true };
}

/** Sweeps after the first that may still find items landed meanwhile; then the deletion fails and a retry goes on. */
const sweepRounds = 5;
/** Longer than a global secondary index usually lags its table. */
const indexLagMs = 1000;

/**
 * Whether anything the sweep removes or settles is there again: the indexes answer eventually consistently, so a
 * write just before the mark may show only now. What the sweep keeps on purpose (ledger entries and orders with
 * their time to live, anonymised memberships and accepted requests, which leave the user's indexes) is not counted.
 */
async function landedSinceSweep(userId: string): Promise<boolean> {
  await pause(indexLagMs);
  const [memberships, requests, elsewhere, own] = await Promise.all([
    membershipsOfUser(userId),
    requestsOfUser(userId),
    itemsElsewhereOfUser(userId),
    userPartitionItems(userId),
  ]);
  const retained = (item: Record<string, unknown>) =>
    item.sk === profileKey(userId).sk ||
    ([ledgerSortKeyPrefix, orderSortKeyPrefix].some((prefix) => String(item.sk).startsWith(prefix)) &&
      item[timeToLiveAttribute] !== undefined);
  return (
    memberships.length + requests.length + elsewhere.length + own.filter((item) => !retained(item)).length > 0
  );
}

/** Every step that removes, anonymises or keeps the user's items; each idempotent, so a sweep may run again. */
async function sweep(userId: string, now: Date): Promise<void> {
  // Before the own partition, whose sweep would leave the other side's items and counts behind.
  await endEveryFriendship(userId);
  await settleRatings(userId);
  await settleHostedEvents(userId, now);
  await settleJoinRequests(userId, now);
  await anonymiseJoinedMemberships(userId);
  await deleteThreads(userId);
  await deleteItems(await blocksOfUserByOthers(userId));
  await deleteItems((await reportsFiledBy(userId)).map(keyOf));
  await deleteItems(await emailsToUser(userId));
  await deleteItems(await webPushItemsOfUser(userId));
  await forgetNotificationsAbout(userId);
  await retainAll(
    await reportsAbout(userId),
    retentionExpiry(now, retainedAfterDeletion.reportsAboutUser.years),
  );
  await settleOwnPartition(userId, now);
  await deleteItems((await rateCounters(userId)).map(keyOf));
}

/**
 * The username, or the e-mail without one. A user whose profile is already gone (an interrupted deletion, or
 * one who never opened the app) confirms with the pool's e-mail; with the pool user gone too there is nothing
 * left to protect, and the call only finishes what remains.
 */
async function checkConfirmation(
  caller: Caller,
  confirmation: string,
  profile: { username: string | null; email: string } | undefined,
): Promise<void> {
  const expected = profile ?? (await poolIdentity(caller.cognitoUsername));
  if (expected && !confirmationMatches(confirmation, expected)) {
    throw refusal(400, accountRefusals, 'CONFIRMATION_MISMATCH');
  }
}

async function poolIdentity(cognitoUsername: string) {
  const attributes = await signUpAttributesOf(cognitoUsername);
  return attributes && { username: null, email: attributes.email };
}

/**
 * Drafts are deleted with everything in their partition. A published event that is not over is cancelled for
 * its participants; every other hosted event keeps its state. Each keeps its members and requests, with the
 * host's card anonymised. The host's membership is anonymised last: it is how a retry finds the event again.
 */
/**
 * The ratings the user gave lose their card and text, those they received leave the Reviews. First: the ratings
 * given are found through the memberships, which the steps after this take out of `byMember`.
 */
async function settleRatings(userId: string): Promise<void> {
  for (const { eventId } of await membershipsOfUser(userId)) await anonymiseRatingsGivenAt(eventId, userId);
  await hideReviewsOf(userId);
}

async function settleHostedEvents(userId: string, now: Date): Promise<void> {
  const hosted = (await membershipsOfUser(userId)).filter((membership) => membership.role === 'host');
  const events = await eventsById(hosted.map((membership) => membership.eventId));
  for (const { eventId } of hosted) {
    const event = events.get(eventId);
    if (event?.state === 'draft') {
      await deleteItems((await eventPartitionItems(eventId)).map(keyOf));
      continue;
    }
    if (event) await settleHostedEvent(event, now);
    await anonymiseMembership(eventId, userId);
  }
}

async function settleHostedEvent(event: EventRecord, now: Date): Promise<void> {
  const status = statusOf(event, now);
  const cancellable = status === 'upcoming' || status === 'ongoing';
  // A failed condition means the event is no longer published: cancelled meanwhile, only its card is left.
  if (!cancellable || !(await cancelHostedEvent(event, now))) {
    await anonymiseEventHost(event.id, event.hostId);
  }
}

/**
 * Accepted requests stay beside their membership, anonymised; every other request is deleted. A request the
 * host or the screener moves meanwhile fails the write's condition and is settled again as it now is.
 */
async function settleJoinRequests(userId: string, now: Date): Promise<void> {
  for (const found of await requestsOfUser(userId)) {
    let request: JoinRequestRecord | undefined = found;
    for (let attempt = 0; request && attempt < 3; attempt++) {
      if (request.status === 'accepted') {
        await anonymiseAcceptedRequest(request.eventId, request.requesterId);
        break;
      }
      // Out of the waitlist first, so its counters stay true and a held place goes to the next in line.
      const inLine = request.status === 'waitlisted' || request.status === 'offered';
      if (!(inLine && (await leaveLine(request, now))) && (await withdrawRequest(request))) break;
      request = await getRequest(request.eventId, request.requesterId);
    }
  }
}

async function anonymiseJoinedMemberships(userId: string): Promise<void> {
  for (const membership of await membershipsOfUser(userId)) {
    await anonymiseMembership(membership.eventId, userId);
  }
}

/** Every thread the user is a party of: its messages, then the other party's summary, then the user's own. */
async function deleteThreads(userId: string): Promise<void> {
  for (const thread of await threadSummariesOfUser(userId)) {
    await deleteItems((await threadMessages(thread.eventId, thread.requesterId)).map(keyOf));
    await deleteItems(threadSummaryKeys(thread, userId));
  }
}

/**
 * The user's own partition: ledger entries and orders are kept (they name the user by id only) until their time
 * to live; the profile waits for the end; everything else (idempotency claims, blocks the user made, any item a
 * later feature adds there) is deleted.
 */
async function settleOwnPartition(userId: string, now: Date): Promise<void> {
  const items = await userPartitionItems(userId);
  const startsWith = (prefix: string) => (item: Record<string, unknown>) =>
    String(item.sk).startsWith(prefix);
  const isLedger = startsWith(ledgerSortKeyPrefix);
  const isOrder = startsWith(orderSortKeyPrefix);
  await retainAll(items.filter(isLedger), retentionExpiry(now, retainedAfterDeletion.ledger.years));
  await retainAll(items.filter(isOrder), retentionExpiry(now, retainedAfterDeletion.orders.years));
  // The calendar feed's lookup lives under its secret's hash, and an open tab's area items under their cells,
  // outside the partition: they go first.
  const feed = items.find((item) => item.sk === calendarFeedSortKey);
  if (typeof feed?.tokenHash === 'string') await deleteItems([calendarFeedLookupKey(feed.tokenHash)]);
  await deleteItems(items.filter(startsWith(connectionSortKeyPrefix)).flatMap(areaWatchKeysOf));
  await deleteItems(
    items.filter((item) => !isLedger(item) && !isOrder(item) && item.sk !== profileKey(userId).sk).map(keyOf),
  );
}

async function retainAll(items: readonly Record<string, unknown>[], expiresAt: number): Promise<void> {
  for (const item of items) await retainUntil(keyOf(item), expiresAt);
}
