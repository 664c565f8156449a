/**
 * The notification centre's endpoints. Every path is under `/private/notifications`: the live topic
 * `notifications` revalidates exactly those in the SPA.
 */
import { endpoint } from '../endpoint';
import {
  notificationListQuerySchema,
  notificationReadSchema,
  marketingConsentSchema,
  notificationSettingsSchema,
  type MarketingConsentState,
  type NotificationCountAnswer,
  type NotificationPage,
  type NotificationSettingsForm,
} from '../notifications';

/** The caller's notifications, newest first, a page at a time, with the unread count. */
export const listNotifications = /* @__PURE__ */ endpoint<NotificationPage>()({
  method: 'GET',
  path: '/private/notifications',
  query: notificationListQuerySchema,
});

/** Marks one notification read (again: nothing changes). */
export const markNotificationRead = /* @__PURE__ */ endpoint<NotificationCountAnswer>()({
  method: 'POST',
  path: '/private/notifications/read',
  body: notificationReadSchema,
  rateLimit: { limit: 600, windowSeconds: 3600 },
});

/** Marks every notification there is now read; newer ones arrive unread. */
export const markAllNotificationsRead = /* @__PURE__ */ endpoint<NotificationCountAnswer>()({
  method: 'POST',
  path: '/private/notifications/read-all',
  rateLimit: { limit: 120, windowSeconds: 3600 },
});

/** The kinds the caller turned off, in the app and by e-mail. */
export const getNotificationSettings = /* @__PURE__ */ endpoint<NotificationSettingsForm>()({
  method: 'GET',
  path: '/private/notifications/settings',
});

/** Replaces the caller's settings with the whole form. */
export const saveNotificationSettings = /* @__PURE__ */ endpoint<NotificationSettingsForm>()({
  method: 'PUT',
  path: '/private/notifications/settings',
  body: notificationSettingsSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});

/** Whether the caller opted in to marketing e-mails, and since when. */
export const getMarketingConsent = /* @__PURE__ */ endpoint<MarketingConsentState>()({
  method: 'GET',
  path: '/private/notifications/marketing-consent',
});

/** The caller switches marketing e-mails on or off; each change is recorded with its time and screen. */
export const saveMarketingConsent = /* @__PURE__ */ endpoint<MarketingConsentState>()({
  method: 'PUT',
  path: '/private/notifications/marketing-consent',
  body: marketingConsentSchema,
  rateLimit: { limit: 30, windowSeconds: 3600 },
});
