/**
 * The kinds of notification the product sends, shared by the notifier (which writes them), the e-mail sender
 * (which adds the unsubscribe link of a kind), the settings (a switch per kind and channel) and the SPA. A kind
 * is named after what happened, from the reader's side.
 */
import * as z from 'zod/mini';

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
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationTypeSchema = z.enum(notificationTypes);

/** The kinds a user would want outside the app: these also go by e-mail, unless the user opted out. */
export const emailNotificationTypes = [
  'requestDecided',
  'eventCancelled',
  'waitlistOffer',
  'reminder',
  'tokensPurchased',
] as const satisfies readonly NotificationType[];
export type EmailNotificationType = (typeof emailNotificationTypes)[number];
export const emailNotificationTypeSchema = z.enum(emailNotificationTypes);

export const isEmailNotificationType = (type: string): type is EmailNotificationType =>
  (emailNotificationTypes as readonly string[]).includes(type);
