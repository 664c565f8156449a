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
 * screening: waiting for the AI; pending: with the host; accepted / declined: decided (by the host, or
 * declined by the screener).
 */
export const joinRequestStatuses = ['screening', 'pending', 'accepted', 'declined'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/** The screener's verdict; `unscreened` when the AI could not answer (the host still decides). */
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
  /** true when the AI could not screen the message ("not screened" marker) */
  unscreened: boolean;
  user: RequesterSummary;
}

/** The requester's own view of a request (event details, My Events). */
export interface MyJoinRequest {
  eventId: string;
  status: JoinRequestStatus;
  message: string;
  timestamp: string;
  decidedAt: string | null;
}

export interface JoinRequestAnswer {
  message: string;
  request: MyJoinRequest;
}

export interface RequestDecisionAnswer {
  message: string;
  /** the event's participants after the decision */
  participants: { current: number; max: number };
}
