/**
 * Moderation's rules without AWS: which decisions a case takes, what a sanction is and until when it holds and may
 * be appealed, what the moderators see of a case's content, and the ids derived from a cause.
 */
import { createHash } from 'node:crypto';
import { istanbulDateTime } from '../contracts/istanbul-time';
import {
  actionsByKind,
  appealWindowDays,
  appealableUntil,
  communityRules,
  moderationActions,
  isSanction,
  type CaseContentField,
  type CaseDecision,
  type CaseKind,
  type ModerationAction,
  type ReportedContent,
  type SanctionView,
} from '../contracts/moderation';
import type { SanctionRecord } from './case-record';

/**
 * A UUID derived from its cause (`held-request#<event>#<requester>#<heldAt>`): a redelivered stream record or a
 * retried write names the same case and writes it once.
 */
export function idFromCause(cause: string): string {
  const hex = createHash('sha256').update(cause).digest('hex');
  // The version (5: name-based) and variant bits of RFC 9562, so it is a UUID by any parser.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Moderation's records are kept two years, then the table's time to live removes them: an audit entry from when it
 * was written, a case from when it closed (its reports from when they were filed, a case closing within months).
 */
export const moderationRetentionDays = 2 * 365;

/** The time to live (epoch seconds) of a moderation record dated `at` (ISO). */
export const retainedUntil = (at: string): number =>
  Math.floor(Date.parse(at) / 1000) + moderationRetentionDays * 86_400;

export const actionFits = (kind: CaseKind, action: ModerationAction): boolean =>
  actionsByKind[kind].includes(action);

const dayMs = 86_400_000;

/** The sanction a decision imposes, or undefined for a decision that sanctions nobody. */
export function sanctionOf(
  decision: CaseDecision,
  userId: string,
  caseId: string,
  moderatorId: string,
  now: Date,
): SanctionRecord | undefined {
  if (!isSanction(decision.action) || decision.rule === undefined) return undefined;
  const createdAt = now.toISOString();
  return {
    sanctionId: idFromCause(`sanction#${caseId}`),
    userId,
    caseId,
    action: decision.action,
    rule: decision.rule,
    reason: decision.reason.trim(),
    createdAt,
    endsAt:
      decision.action === 'suspend' && decision.days !== undefined
        ? new Date(now.getTime() + decision.days * dayMs).toISOString()
        : null,
    liftedAt: null,
    decidedBy: moderatorId,
    appeal: null,
  };
}

export function isInForce(sanction: SanctionRecord, now: Date): boolean {
  // A warning and a removal are told and on the record; neither restricts the account.
  if (sanction.liftedAt !== null || sanction.action === 'warn' || sanction.action === 'remove-content') {
    return false;
  }
  return sanction.endsAt === null || Date.parse(sanction.endsAt) > now.getTime();
}

/** The earliest creation time of a sanction still appealable at `now`: the appeal's condition. */
export const appealCutoff = (now: Date): string =>
  new Date(now.getTime() - appealWindowDays * dayMs).toISOString();

export const isAppealable = (sanction: SanctionRecord, now: Date): boolean =>
  sanction.appeal === null && sanction.createdAt >= appealCutoff(now);

export function toSanctionView(sanction: SanctionRecord, now: Date): SanctionView {
  return {
    sanctionId: sanction.sanctionId,
    action: sanction.action,
    rule: sanction.rule,
    reason: sanction.reason,
    createdAt: sanction.createdAt,
    endsAt: sanction.endsAt,
    inForce: isInForce(sanction, now),
    appealableUntil: appealableUntil(sanction.createdAt),
    appealable: isAppealable(sanction, now),
    appeal: sanction.appeal,
  };
}

/** What the moderator deciding an appeal sees: the sanction as decided, and the user's side. */
export function appealContent(sanction: SanctionRecord, text: string): CaseContentField[] {
  return [
    {
      label: 'Yaptırım',
      text: `${moderationActions[sanction.action]} (${communityRules[sanction.rule].title})${
        sanction.endsAt ? `, bitişi ${istanbulDateTime(sanction.endsAt)}` : ''
      }`,
    },
    { label: 'Gerekçe', text: sanction.reason },
    { label: 'İtiraz', text },
  ];
}

/**
 * What moderators see of a reported user: their profile's words as the report found them. Not their name or
 * username, which the case shows as they are now (an account deletion must leave neither behind).
 */
export function userReportContent(profile: { bio: string }): CaseContentField[] {
  return [{ label: 'Hakkında (bildirildiği anda)', text: profile.bio || '(boş)' }];
}

/**
 * What moderators see of a join request the screener held or declined: the event, the message, and what the
 * screener said of it.
 */
export function requestCaseContent(request: {
  eventTitle: string;
  message: string;
  screening: 'held' | 'declined';
  screeningReason: string | null;
}): CaseContentField[] {
  return [
    { label: 'Etkinlik', text: request.eventTitle },
    { label: 'Katılım mesajı', text: request.message || '(boş)' },
    request.screening === 'held'
      ? {
          label: 'Neden bekletildi',
          text: request.screeningReason ?? 'Yapay zekâ bu isteği değerlendiremedi.',
        }
      : { label: 'Yapay zekânın ret gerekçesi', text: request.screeningReason ?? '(gerekçe yok)' },
  ];
}

/**
 * Whether a request the screener declined is in the sample moderators review: `percent` of them, chosen by the
 * request's keys, so a redelivered record decides the same and nobody can steer their own request into it.
 */
export function isSampledDecline(eventId: string, requesterId: string, percent: number): boolean {
  const draw = parseInt(
    createHash('sha256').update(`${eventId}#${requesterId}`).digest('hex').slice(0, 8),
    16,
  );
  return draw % 100 < percent;
}

/** One id per piece of content, from the keys that name it. */
export function contentIdOf(target: ReportedContent): string {
  switch (target.kind) {
    case 'event':
      return `event#${target.eventId}`;
    case 'message':
      return `message#${target.eventId}#${target.threadUserId}#${target.sentAt}#${target.messageId}`;
    case 'review':
      return `review#${target.eventId}#${target.raterId}#${target.userId}`;
  }
}

/** The e-mail telling a notice's sender what was decided: never who the content's author is. */
export function noticeOutcomeEmail(
  caseId: string,
  action: ModerationAction,
): { subject: string; text: string } {
  return {
    subject: 'Squad: hukuka aykırı içerik bildirimin sonuçlandı',
    text: [
      'Merhaba,',
      action === 'dismiss'
        ? 'Bildirdiğin içeriği inceledik; Türkiye Cumhuriyeti yasalarına ya da topluluk kurallarımıza aykırı bulmadık ve yayında bıraktık.'
        : 'Bildirdiğin içeriği inceledik ve gerekli işlemi yaptık. Bize bildirdiğin için teşekkürler.',
      `Bildirim numaran: ${caseId}`,
      'Squad',
    ].join('\n\n'),
  };
}

/** Whom a notice is about when its link names nothing of ours: no sanction can be decided on it. */
export const nobodyKnown = { userId: 'unknown' } as const;
