/**
 * Join requests contract (spec sections 2-5, 7, 8): asking to join, the AI screening outcome, the
 * host's decisions and what each side sees. Shared by the handlers and the SPA (the join modal checks its
 * message with `joinRequestCreateSchema`).
 */
import * as z from 'zod/mini';
import type { Badge } from './profile';
import { userText } from './text';
import { built } from './built';

export const joinMessageLimit = 500;

export const joinRequestCreateSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    eventId: z.uuid('Geçersiz etkinlik.'),
    message: z._default(userText({ max: joinMessageLimit, multiline: true }), ''),
  }),
);
export type JoinRequestCreate = z.input<typeof joinRequestCreateSchema>;

/** `requestId` is the requester's user id: one request per user per event. */
export const requestDecisionParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    id: z.uuid('Geçersiz etkinlik.'),
    requestId: z.uuid('Geçersiz istek.'),
  }),
);

export const joinRequestSentMessage =
  'Katılım isteğin gönderildi! 🎉 Mesajına önce yapay zekâ göz atacak, sonra ev sahibi yanıtlayacak.';
export const joinRequestFailedMessage = 'Katılım isteği gönderilirken bir hata oluştu.';
export const requestAcceptedMessage = 'Request accepted successfully!';
export const requestDeclinedMessage = 'Request declined successfully!';
export const acceptFailedMessage = 'Failed to accept request.';
export const declineFailedMessage = 'Failed to decline request.';

/**
 * screening: waiting for the AI; held: the AI could not screen it, so it waits for a person, never shown to the
 * host; pending: with the host; accepted / declined: decided (by the host, or declined by the screener);
 * waitlisted: accepted while the event was full, in line for a place; offered: a freed place is held for it until
 * `offerExpiresAt`; left: the participant left, or let an offer go (or it expired); removed: the host removed the
 * participant, with a reason.
 */
export const joinRequestStatuses = [
  'screening',
  'held',
  'pending',
  'accepted',
  'declined',
  'waitlisted',
  'offered',
  'left',
  'removed',
] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/** The screener's verdict; `unscreened` when the AI could not answer (the request is then held for a person). */
export const screeningOutcomes = ['approved', 'rejected', 'unscreened'] as const;
export type ScreeningOutcome = (typeof screeningOutcomes)[number];
export const screeningCategories = [
  'harassment',
  'sexual',
  'spam',
  'scam',
  'hate',
  'personal_data',
  'other',
] as const;
export type ScreeningCategory = (typeof screeningCategories)[number];

/** The requester as the host sees them in the Requests tab and the Manage dialog. */
export interface RequesterSummary {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
  rating: number;
  /** events hosted plus joined */
  eventCount: number;
  badges: Pick<Badge, 'id' | 'name' | 'icon'>[];
}

/** GET /private/event/{id}/requests (host only): pending requests, oldest first. */
export interface ReceivedJoinRequest {
  id: string;
  eventId: string;
  status: JoinRequestStatus;
  message: string;
  /** ISO instant the request was sent */
  timestamp: string;
  user: RequesterSummary;
}

/** The requester's own view of a request (event details, My Events). */
export interface MyJoinRequest {
  eventId: string;
  status: JoinRequestStatus;
  message: string;
  timestamp: string;
  decidedAt: string | null;
  /** waitlisted: the place in line, 1 first (event details only; null elsewhere) */
  waitlistPosition: number | null;
  /** offered: the moment the held place goes to the next in line */
  offerExpiresAt: string | null;
  /** removed: the host's reason */
  removalReason: string | null;
}

export interface JoinRequestAnswer {
  message: string;
  request: MyJoinRequest;
}

export interface RequestDecisionAnswer {
  message: string;
  /** the event's participants after the decision */
  participants: { current: number; max: number };
  /** accepted while the event was full: the request's place in line */
  waitlistPosition?: number;
}

/** A freed place is held this long for the first in line (or until the event starts, if sooner). */
export const offerHoldMinutes = 120;
export const removalReasonLimit = 300;

/** The host's removal of a participant: the reason the participant then reads. */
export const removalSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    reason: userText({
      max: removalReasonLimit,
      min: 3,
      requiredMessage: 'Bir neden yaz (en az 3 karakter).',
    }),
  }),
);
export type Removal = z.input<typeof removalSchema>;

export const participantParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    id: z.uuid('Geçersiz etkinlik.'),
    userId: z.uuid('Geçersiz kullanıcı.'),
  }),
);

/** GET /private/event/{id}/waitlist (host only): the line in order, offers first. */
export interface WaitlistEntry {
  status: 'waitlisted' | 'offered';
  /** waitlisted: the place in line, 1 first; null while offered */
  position: number | null;
  /** when the host accepted it into the line: the order */
  waitlistedAt: string;
  offerExpiresAt: string | null;
  user: RequesterSummary;
}

export const waitlistedMessage = (position: number) =>
  `Etkinlik dolu: istek bekleme listesine alındı (sırada ${position}).`;
export const leftMessage = 'Etkinlikten ayrıldın. Yerin sıradaki kişiye geçti.';
export const leftLineMessage = 'Bekleme listesinden çıktın.';
export const removedMessage = 'Katılımcı etkinlikten çıkarıldı.';
export const offerConfirmedMessage = 'Yerin onaylandı, artık katılımcısın! 🎉';
export const offerDeclinedMessage = 'Yeri bıraktın; sıradaki kişiye teklif edildi.';
