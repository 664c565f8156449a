/**
 * From a cause (causes.ts) to what each reader gets: reads what the texts name (the event's title, its members
 * at this moment, the thread's parties, the order), honours each reader's settings (nothing in the app of a kind
 * in `inAppOff`, no e-mail of a kind in `emailOff`, nothing by phone of a kind in `pushOff` or to a reader without a
 * device) and writes each reader's notification, count, e-mail and phone notification in one transaction
 * (notifications-table.ts). Every notice's key comes from its cause, so running a cause again
 * writes nothing new.
 */
import { isEmailNotificationType, isRequiredNotificationType } from '../contracts/notifications';
import { reportsOfCase } from '../moderation/cases-table';
import { tokenPackageById, type LedgerReason, type TokenPackageId } from '../contracts/tokens';
import { eventMembers, getEvent } from '../events/events-table';
import { eventRequestsWithStatus } from '../requests/requests-table';
import { badgeRules } from '../rewards/badge-rules';
import type { Cause } from './causes';
import { emailText, noticeText, type EventFacts, type Notice } from './notices';
import { deliver, type DeliveryOutcome } from './notifications-table';
import { orderOf, readerOf, threadSummaryOf } from './readers-table';
import { readNotificationSettings } from './settings-table';

const text = (item: Record<string, unknown> | undefined, name: string) =>
  typeof item?.[name] === 'string' ? (item[name] as string) : undefined;

const factsOf = (event: { id: string; title: string; type: EventFacts['type'] }): EventFacts => ({
  id: event.id,
  title: event.title,
  type: event.type,
});

/** The participants of an event at this moment (the host is not one). */
async function participantsOf(eventId: string): Promise<string[]> {
  return (await eventMembers(eventId)).filter((m) => m.role === 'participant').map((m) => m.userId);
}

/** Who still waits on an event: asked and not answered yet, or in line for a place (an offer included). */
async function waitingOf(eventId: string): Promise<string[]> {
  const waiting = await eventRequestsWithStatus(eventId, ['pending', 'waitlisted', 'offered']);
  return waiting.map((request) => request.requesterId);
}

/** What a cause tells, to whom: none when it tells nobody anything (a stale reminder, a gone event). */
export async function noticesFor(cause: Cause): Promise<Notice[]> {
  switch (cause.kind) {
    case 'sanction':
      return [noticeText.sanction(cause.sanction)];
    case 'appealDecided':
      return [noticeText.appealDecided(cause.sanction)];
    case 'caseClosed': {
      // Each reporter once, however many reports they filed into the case.
      const reporters = new Set((await reportsOfCase(cause.caseId)).map((report) => report.reporter.userId));
      return [...reporters].map((reporterId) =>
        noticeText.reportReviewed(reporterId, cause.caseId, cause.action, cause.closedAt),
      );
    }
    case 'request': {
      const { eventId, requesterId, hostId, from, request } = cause;
      const event = await getEvent(eventId);
      if (!event) return [];
      const facts = factsOf(event);
      const requester = request.requester as { name?: string } | undefined;
      const name = requester?.name ?? 'Bir kullanıcı';
      const status = text(request, 'status');
      const decidedAt = text(request, 'decidedAt');
      // Passed to the host by the screener, or by a moderator (a held request, an overturned decline).
      if ((from === 'screening' || from === 'held' || from === 'declined') && status === 'pending') {
        const screenedAt = (request.screening as { screenedAt?: string } | null)?.screenedAt;
        return [
          noticeText.joinRequest(
            facts,
            hostId,
            { id: requesterId, name },
            screenedAt ?? text(request, 'createdAt')!,
          ),
        ];
      }
      if (
        (from === 'pending' || from === 'screening') &&
        (status === 'accepted' || status === 'waitlisted' || status === 'declined') &&
        decidedAt &&
        text(request, 'decidedBy') !== 'requester'
      ) {
        return [noticeText.requestDecided(facts, requesterId, status, decidedAt)];
      }
      if (from === 'waitlisted' && status === 'offered' && text(request, 'offeredAt')) {
        return [
          noticeText.waitlistOffer(
            facts,
            requesterId,
            text(request, 'offeredAt')!,
            text(request, 'offerExpiresAt'),
          ),
        ];
      }
      if (from === 'accepted' && status === 'left' && text(request, 'leftAt')) {
        return [
          noticeText.participantLeft(facts, hostId, { id: requesterId, name }, text(request, 'leftAt')!),
        ];
      }
      if (from === 'accepted' && status === 'removed' && text(request, 'removedAt')) {
        return [noticeText.participantRemoved(facts, requesterId, text(request, 'removedAt')!)];
      }
      return [];
    }

    case 'eventChanged':
    case 'eventCancelled': {
      const id = text(cause.event, 'id');
      const title = text(cause.event, 'title');
      const updatedAt = text(cause.event, 'updatedAt');
      if (!id || !title || !updatedAt) return [];
      if (cause.kind === 'eventCancelled') {
        const [participants, waiting] = await Promise.all([participantsOf(id), waitingOf(id)]);
        const type = text(cause.event, 'type');
        const event = { id, title, type: type === 'online' ? ('online' as const) : ('physical' as const) };
        const removed = text(cause.event, 'removedAt') !== undefined;
        return [
          ...participants.map((userId) =>
            noticeText.eventCancelled(event, userId, 'joined', updatedAt, removed),
          ),
          ...waiting.map((userId) => noticeText.eventCancelled(event, userId, 'waiting', updatedAt, removed)),
        ];
      }
      const participants = await participantsOf(id);
      // The calendar's SEQUENCE rises with every edit; before it exists, the edit's own instant does.
      const sequence = cause.event.sequence;
      const revision = typeof sequence === 'number' ? String(sequence) : updatedAt;
      return participants.map((userId) =>
        noticeText.eventChanged({ id, title }, userId, cause.change, revision, updatedAt),
      );
    }

    case 'reminder': {
      const event = await getEvent(cause.eventId);
      // A reminder of a start that moved, or of an event cancelled since, tells nobody anything.
      if (!event || event.state !== 'published' || event.startsAt !== cause.startsAt) return [];
      const participants = await participantsOf(event.id);
      return [event.hostId, ...participants].map((userId) =>
        noticeText.reminder(factsOf(event), userId, cause),
      );
    }

    case 'rating': {
      const { rating } = cause;
      const [eventId, raterId, targetId, eventTitle, createdAt] = [
        'eventId',
        'raterId',
        'targetId',
        'eventTitle',
        'createdAt',
      ].map((name) => text(rating, name));
      if (!eventId || !raterId || !targetId || !eventTitle || !createdAt) return [];
      return [
        noticeText.ratingReceived(
          { eventId, eventTitle, raterId, targetId, stars: Number(rating.stars) },
          createdAt,
        ),
      ];
    }

    case 'message': {
      const { eventId, requesterId, message } = cause;
      const senderId = text(message, 'senderId');
      const id = text(message, 'id');
      const sentAt = text(message, 'sentAt');
      if (!senderId || !id || !sentAt) return [];
      // The sender's summary names the recipient; the recipient's names the sender as the recipient sees them.
      const senderSummary = await threadSummaryOf(senderId, eventId, requesterId);
      const recipientId = (senderSummary?.other as { userId?: string } | undefined)?.userId;
      if (!senderSummary || !recipientId) return [];
      const recipientSummary = await threadSummaryOf(recipientId, eventId, requesterId);
      const senderName = (recipientSummary?.other as { name?: string } | undefined)?.name ?? 'Bir kullanıcı';
      return [
        noticeText.message({ eventId, eventTitle: text(senderSummary, 'eventTitle') ?? '' }, recipientId, {
          id,
          senderId,
          senderName,
          text: text(message, 'text') ?? '',
          sentAt,
        }),
      ];
    }

    case 'badges':
      return Object.entries(cause.earned).flatMap(([badgeId, at]) => {
        const rule = badgeRules.find((badge) => badge.id === badgeId);
        return rule ? [noticeText.badgeEarned(cause.userId, rule, at)] : [];
      });

    case 'attendance': {
      const { eventId, step, member } = cause;
      const userId = text(member, 'userId');
      const event = await getEvent(eventId);
      if (!event || !userId) return [];
      const facts = factsOf(event);
      if (step === 'contested') {
        const contest = member.contest as { at?: string } | undefined;
        if (!contest?.at) return [];
        const participant = { id: userId, name: text(member, 'name') ?? 'Bir katılımcı' };
        return [noticeText.noShowContested(facts, event.hostId, participant, contest.at)];
      }
      if (step === 'confirmed') {
        return [noticeText.noShowConfirmed(facts, userId, text(member, 'contestConfirmedAt')!)];
      }
      const markedAt = text(member, 'noShowMarkedAt');
      return markedAt ? [noticeText.noShowMarked(facts, userId, markedAt)] : [];
    }

    case 'friendship': {
      const { ownerId, step, friend } = cause;
      const otherId = text(friend, 'userId');
      const other = otherId && { id: otherId, name: text(friend, 'name') ?? 'Bir kullanıcı' };
      const at = text(friend, step === 'requested' ? 'requestedAt' : 'since');
      if (!other || !at) return [];
      return [
        step === 'requested'
          ? noticeText.friendRequest(ownerId, other, at)
          : noticeText.friendAccepted(ownerId, other, at),
      ];
    }

    case 'expired':
      // Not news: notify-record.ts takes it off the count.
      return [];

    case 'ledger': {
      const { userId, entryId, entry } = cause;
      const at = text(entry, 'createdAt');
      if (!at) return [];
      if (entry.reason !== 'PURCHASE') {
        const delta = Number(entry.delta);
        return [
          noticeText.tokensEarned(userId, { id: entryId, delta, reason: entry.reason as LedgerReason, at }),
        ];
      }
      const orderId = text(entry, 'orderId');
      const order = orderId && (await orderOf(userId, orderId));
      if (!orderId || !order) return [];
      const tokenPackage = tokenPackageById(order.packageId as TokenPackageId);
      return [
        noticeText.tokensPurchased(
          userId,
          {
            id: orderId,
            tokens: Number(order.tokens) + Number(order.bonusTokens ?? 0),
            packageName: tokenPackage?.name ?? String(order.packageId),
          },
          at,
        ),
      ];
    }
  }
}

export interface NoticeOutcome {
  readonly key: string;
  readonly type: Notice['type'];
  readonly outcome: DeliveryOutcome;
}

/** Writes one notice for its reader as their settings say. */
export async function deliverNotice(notice: Notice, siteUrl: string): Promise<NoticeOutcome> {
  const [settings, reader] = await Promise.all([
    readNotificationSettings(notice.recipientId),
    readerOf(notice.recipientId),
  ]);
  const report = (outcome: NoticeOutcome['outcome']) => ({ key: notice.key, type: notice.type, outcome });
  if (!reader) return report('reader-gone');
  const to = reader.email;
  const required = isRequiredNotificationType(notice.type);
  const emailed =
    notice.email !== undefined &&
    to !== undefined &&
    (required || (isEmailNotificationType(notice.type) && !settings.emailOff.has(notice.type)));
  return report(
    await deliver({
      notice,
      inApp: required || !settings.inAppOff.has(notice.type),
      ...(emailed ? { email: { to, text: emailText(notice, reader.name, siteUrl) } } : {}),
      push: settings.pushOn && (required || !settings.pushOff.has(notice.type)),
    }),
  );
}
