/**
 * The notification centre's calls, through the shell's API client. Every SWR key is a path under
 * `/private/notifications`, which the live topic `notifications` revalidates; until a live update arrives, SWR's
 * revalidation on focus keeps the bell fresh. Nothing here polls.
 */
import { mutate } from 'swr';
import * as api from '@contracts/endpoints/notifications';
import type {
  MarketingConsentChange,
  MarketingConsentState,
  NotificationPage,
  NotificationSettingsForm,
} from '@contracts/notifications';
import { callApi, pathOf, readPath } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

export const notificationsPath = pathOf(api.listNotifications);

/** The newest page with the unread count: the bell, the popover and the page share this one entry. */
export function useNotifications() {
  return useApi(api.listNotifications, {}, { quiet: true });
}

/** An older page, after the cursor the page before it gave. */
export function olderNotifications(cursor: string): Promise<NotificationPage> {
  return readPath(api.listNotifications, pathOf(api.listNotifications, { query: { cursor } }), {
    quiet: true,
  });
}

/** Every notifications key catches up (after a mark, the count and the list). */
export function revalidateNotifications(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(notificationsPath));
}

/** Marks one read; the newest page shows it at once, the server's count follows. */
export async function markNotificationRead(id: string): Promise<void> {
  await mutate<NotificationPage>(
    notificationsPath,
    (page) =>
      page && {
        ...page,
        unread: Math.max(0, page.unread - (page.items.some((item) => item.id === id && !item.read) ? 1 : 0)),
        items: page.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
      },
    { revalidate: false },
  );
  await callApi(api.markNotificationRead, { body: { id } }, { quiet: true });
  await revalidateNotifications();
}

export async function markAllNotificationsRead(): Promise<void> {
  await callApi(api.markAllNotificationsRead);
  await revalidateNotifications();
}

export function useNotificationSettings() {
  return useApi(api.getNotificationSettings, {});
}

export async function saveNotificationSettings(
  form: NotificationSettingsForm,
): Promise<NotificationSettingsForm> {
  const saved = await callApi(api.saveNotificationSettings, { body: form }, { quiet: true });
  await mutate(pathOf(api.getNotificationSettings), saved, { revalidate: false });
  return saved;
}

/** After this browser's first subscription: the server turns the phone channel on for the kinds on in the app. */
export function revalidateNotificationSettings(): Promise<unknown> {
  return mutate(pathOf(api.getNotificationSettings));
}

/** Whether the caller opted in to marketing e-mails. */
export function useMarketingConsent() {
  return useApi(api.getMarketingConsent, {});
}

export async function saveMarketingConsent(change: MarketingConsentChange): Promise<MarketingConsentState> {
  const saved = await callApi(api.saveMarketingConsent, { body: change }, { quiet: true });
  await mutate(pathOf(api.getMarketingConsent), saved, { revalidate: false });
  return saved;
}
