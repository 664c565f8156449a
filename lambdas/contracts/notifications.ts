/**
 * The kinds of notification the product sends, shared by the notifier (which writes them), the e-mail sender
 * (which adds the unsubscribe link of a kind), the settings (a switch per kind and channel) and the SPA. A kind
 * is named after what happened, from the reader's side.
 */
import * as z from 'zod/mini';
import { built } from './built';

export const notificationTypes = [
  /** the host: someone asked to join */
  'joinRequest',
  /** the requester: the host accepted, or could not take them (never "rejected") */
  'requestDecided',
  'message',
  /** participants: the host changed the time or the place */
  'eventChanged',
  'eventCancelled',
  /** the host: a participant left */
  'participantLeft',
  /** a participant: the host removed them */
  'participantRemoved',
  /** a place freed up for someone waiting in line */
  'waitlistOffer',
  'ratingReceived',
  'badgeEarned',
  'tokensEarned',
  'tokensPurchased',
  /** 24 hours and 1 hour before the start, to the host and every participant */
  'reminder',
  /** a participant: the host marked them "Gelmedi", which lowers their reliability */
  'noShowMarked',
  /** the host: a participant contested their "Gelmedi" */
  'noShowContested',
  /** a participant: the host confirmed the "Gelmedi" they contested, which counts again */
  'noShowConfirmed',
  /** someone sent the reader a friend request */
  'friendRequest',
  /** the reader's friend request was accepted */
  'friendAccepted',
  /** a moderator warned, suspended or banned the reader: what, why, until when, how to appeal */
  'sanction',
  /** another moderator decided the reader's appeal */
  'appealDecided',
  /** a report the reader filed was reviewed (nothing about the other person) */
  'reportReviewed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationTypeSchema = z.enum(notificationTypes);

/** The kinds a user would want outside the app: these also go by e-mail, unless the user opted out. */
export const emailNotificationTypes = [
  'requestDecided',
  'eventCancelled',
  'waitlistOffer',
  'reminder',
  'noShowMarked',
] as const satisfies readonly NotificationType[];
export type EmailNotificationType = (typeof emailNotificationTypes)[number];
export const emailNotificationTypeSchema = z.enum(emailNotificationTypes);

export const isEmailNotificationType = (type: string): type is EmailNotificationType =>
  (emailNotificationTypes as readonly string[]).includes(type);

/**
 * The kinds told in the app and by e-mail whatever the settings say: a sanction and its appeal's outcome are the
 * user's to know. No switch in the settings, no unsubscribe link.
 */
export const requiredNotificationTypes = [
  'sanction',
  'appealDecided',
] as const satisfies readonly NotificationType[];

export const isRequiredNotificationType = (type: string): boolean =>
  (requiredNotificationTypes as readonly string[]).includes(type);

/** One notification as the bell's list shows it, newest first. */
export interface NotificationView {
  /** opaque; the id `markNotificationRead` takes */
  readonly id: string;
  readonly type: NotificationType;
  readonly read: boolean;
  /** when its cause happened (ISO) */
  readonly createdAt: string;
  readonly eventId?: string;
  /** Turkish, ready to show */
  readonly text: string;
  /** a path of the SPA (`/dashboard/...`) */
  readonly link: string;
}

export interface NotificationPage {
  readonly items: readonly NotificationView[];
  /** notifications not read yet, all pages together */
  readonly unread: number;
  /** pass back as `cursor` for the next (older) page; absent on the last page */
  readonly nextCursor?: string;
}

export const notificationListQuerySchema = /* @__PURE__ */ built(() =>
  z.strictObject({ cursor: z.optional(z.string().check(z.maxLength(600))) }),
);

/** A notification's id: the instant of its cause, then its key (letters, digits, dashes, colons and dots). */
export const notificationIdPattern = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[A-Za-z0-9:._-]{1,400}$/;

export const notificationReadSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    id: z.string('Geçersiz bildirim.').check(z.regex(notificationIdPattern, 'Geçersiz bildirim.')),
  }),
);
export type NotificationRead = z.input<typeof notificationReadSchema>;

/**
 * The whole settings form: the kinds turned off in the app, by e-mail and by phone notification (Web Push, to each
 * device the user subscribed); everything else is on. A user's first device turns on by phone every kind that is on
 * in the app (`pushOff` starts as `inAppOff`).
 */
export const notificationSettingsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    inAppOff: z
      .array(z.enum(notificationTypes, 'Geçersiz bildirim türü.'))
      .check(z.maxLength(notificationTypes.length)),
    emailOff: z
      .array(z.enum(emailNotificationTypes, 'Geçersiz e-posta bildirimi türü.'))
      .check(z.maxLength(emailNotificationTypes.length)),
    pushOff: z
      .array(z.enum(notificationTypes, 'Geçersiz telefon bildirimi türü.'))
      .check(z.maxLength(notificationTypes.length)),
  }),
);
export type NotificationSettingsForm = z.output<typeof notificationSettingsSchema>;

export interface NotificationCountAnswer {
  readonly unread: number;
}

/**
 * Marketing e-mails ("new events near you", referral campaigns) go only to someone who opted in, separately from
 * everything else: off until switched on, each change recorded with its time and the screen it was made on, in the
 * shape İYS (İleti Yönetim Sistemi) takes. Transactional e-mails (receipts, decisions, reminders) need no opt-in.
 */
export const marketingConsentScreens = ['notification-settings'] as const;
export type MarketingConsentScreen = (typeof marketingConsentScreens)[number];

export const marketingConsentSchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    optIn: z.boolean('Pazarlama e-postası tercihi açık ya da kapalı olmalı.'),
    screen: z.enum(marketingConsentScreens, 'Geçersiz izin kaynağı.'),
  }),
);
export type MarketingConsentChange = z.output<typeof marketingConsentSchema>;

/** One recorded consent change, as İYS takes it: the e-mail channel, approval (ONAY) or withdrawal (RET). */
export interface MarketingConsentRecord {
  readonly recipient: string;
  readonly recipientType: 'BIREYSEL';
  readonly type: 'EPOSTA';
  readonly status: 'ONAY' | 'RET';
  /** when the user made the change (ISO) */
  readonly consentDate: string;
  /** İYS's source code for a consent given on the service provider's website */
  readonly source: 'HS_WEB';
  /** the product's screen it was made on */
  readonly screen: MarketingConsentScreen;
}

/** The switch as the settings show it: on or off, and since when (null: never switched). */
export interface MarketingConsentState {
  readonly optedIn: boolean;
  readonly changedAt: string | null;
}
