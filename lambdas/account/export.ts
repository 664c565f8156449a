/**
 * The data export (KVKK's right of access): everything Squad holds about the caller, read through the same
 * keys and indexes the deletion uses, so what can be downloaded is what a deletion removes or keeps.
 */
import type {
  AccountExport,
  ExportedEvent,
  ExportedFriend,
  ExportedJoinRequest,
  ExportedLedgerEntry,
  ExportedOrder,
  ExportedPushDevice,
  ExportedRating,
  ExportedReport,
  ExportedSanction,
  ExportedThread,
} from '../contracts/account';
import { markOf, type AttendanceMember } from '../attendance/attendance';
import { recentActivityOf } from '../events/activity';
import type { EventRecord } from '../events/event-record';
import { statusOf } from '../events/events';
import { parseMessageRecord } from '../messages/thread-records';
import { toChatMessage } from '../messages/messages';
import { toProfileResponse } from '../profile/profile';
import { getProfile } from '../profile/profiles-table';
import { allFriendsOf } from '../friends/friends-table';
import { allNotificationsOf, settingsOf } from '../notifications/centre';
import { marketingConsentRecordsOf } from '../notifications/marketing-consent-table';
import { sanctionsOf } from '../moderation/sanctions-table';
import { blocksOf } from '../users/blocks-table';
import type { RatingRecord } from '../ratings/rating-record';
import { ratingsInvolving } from '../ratings/ratings-table';
import {
  eventsById,
  ledgerItems,
  ordersOfUser,
  pushDevicesOf,
  membershipsOfUser,
  reportsFiledBy,
  requestsOfUser,
  threadMessages,
  threadSummariesOfUser,
} from './account-table';

export async function accountExport(userId: string, now: Date): Promise<AccountExport> {
  const [
    profile,
    activity,
    memberships,
    requests,
    threads,
    ledger,
    orders,
    blockedUsers,
    reports,
    friends,
    notifications,
    notificationSettings,
    sanctions,
    pushDevices,
    marketingConsents,
  ] = await Promise.all([
    getProfile(userId),
    recentActivityOf(userId),
    membershipsOfUser(userId),
    requestsOfUser(userId),
    exportedThreads(userId),
    ledgerItems(userId),
    ordersOfUser(userId),
    blocksOf(userId),
    reportsFiledBy(userId),
    allFriendsOf(userId),
    allNotificationsOf(userId),
    settingsOf(userId),
    sanctionsOf(userId),
    pushDevicesOf(userId),
    marketingConsentRecordsOf(userId),
  ]);
  const ratings = (
    await Promise.all(memberships.map((membership) => ratingsInvolving(membership.eventId, userId)))
  ).flat();
  const hostedIds = memberships.filter((membership) => membership.role === 'host').map((m) => m.eventId);
  const events = await eventsById([...hostedIds, ...requests.map((request) => request.eventId)]);
  return {
    exportedAt: now.toISOString(),
    profile: profile ? toProfileResponse(profile, activity) : null,
    hostedEvents: hostedIds.flatMap((id) => {
      const event = events.get(id);
      return event ? [exportedEvent(event, now)] : [];
    }),
    joinRequests: requests.map((request): ExportedJoinRequest => ({
      eventId: request.eventId,
      eventTitle: events.get(request.eventId)?.title ?? null,
      status: request.status,
      message: request.message,
      createdAt: request.createdAt,
      decidedAt: request.decidedAt,
    })),
    messages: threads,
    ledger: ledger.map((entry): ExportedLedgerEntry => ({
      delta: entry.delta as number,
      reason: entry.reason as string,
      createdAt: entry.createdAt as string,
      eventId: (entry.eventId as string | undefined) ?? null,
      orderId: (entry.orderId as string | undefined) ?? null,
      expiresAt: (entry.expiresAt as string | undefined) ?? null,
    })),
    orders: orders.map((order): ExportedOrder => ({
      id: order.orderId,
      packageId: order.packageId,
      tokens: order.tokens + order.bonusTokens,
      price: order.price,
      currency: order.currency,
      method: order.method,
      status: order.status,
      createdAt: order.createdAt,
      paidAt: order.paidAt ?? null,
      refundedAt: order.refundedAt ?? null,
      failureReason: order.failureReason ?? null,
    })),
    blockedUsers,
    sanctions: sanctions.map(
      ({ action, rule, reason, createdAt, endsAt, liftedAt, appeal }): ExportedSanction => ({
        action,
        rule,
        reason,
        createdAt,
        endsAt,
        liftedAt,
        appeal,
      }),
    ),
    reports: reports.map((report): ExportedReport => ({
      targetId: report.targetId,
      reason: report.reason,
      text: report.text,
      createdAt: report.createdAt,
    })),
    attendance: (memberships as (AttendanceMember & { eventId: string })[])
      .filter((membership) => membership.attendance || membership.contest)
      .map((membership) => ({
        eventId: membership.eventId,
        attendance: markOf(membership),
        contest: membership.contest ?? null,
        contestConfirmedAt: membership.contestConfirmedAt ?? null,
      })),
    friends: friends.map((friend): ExportedFriend => ({
      userId: friend.userId,
      name: friend.name,
      username: friend.username,
      status: friend.status,
      requestedAt: friend.requestedAt,
      since: friend.since,
    })),
    ratingsGiven: ratings
      .filter((rating) => rating.raterId === userId)
      .map((rating) => exportedRating(rating, rating.targetId, rating.feedback)),
    ratingsReceived: ratings
      .filter((rating) => rating.targetId === userId)
      // Received feedback only once the screener published it, as everywhere else the rated person sees it.
      .map((rating) =>
        exportedRating(
          rating,
          rating.raterId,
          rating.feedbackStatus === 'published' ? rating.feedback : undefined,
        ),
      ),
    notifications,
    notificationSettings,
    pushDevices: pushDevices.map((device): ExportedPushDevice => ({
      pushService: URL.canParse(String(device.endpoint)) ? new URL(String(device.endpoint)).host : '',
      createdAt: String(device.createdAt),
      lastSeenAt: String(device.lastSeenAt),
    })),
    marketingConsents,
  };
}

function exportedRating(rating: RatingRecord, otherId: string, feedback: string | undefined): ExportedRating {
  return {
    eventId: rating.eventId,
    eventTitle: rating.eventTitle,
    userId: otherId,
    role: rating.targetRole,
    stars: rating.stars,
    feedback: feedback ?? null,
    createdAt: rating.createdAt,
  };
}

function exportedEvent(event: EventRecord, now: Date): ExportedEvent {
  return {
    id: event.id,
    type: event.type,
    status: statusOf(event, now),
    title: event.title || null,
    description: event.description || null,
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    participants: { current: event.participantCount, max: event.maxParticipants },
    createdAt: event.createdAt,
  };
}

async function exportedThreads(userId: string): Promise<ExportedThread[]> {
  const summaries = await threadSummariesOfUser(userId);
  return Promise.all(
    summaries.map(async (summary) => ({
      eventId: summary.eventId,
      eventTitle: summary.eventTitle,
      userId: summary.requesterId,
      other: summary.other,
      messages: (await threadMessages(summary.eventId, summary.requesterId)).map((item) =>
        toChatMessage(parseMessageRecord(item)),
      ),
    })),
  );
}
