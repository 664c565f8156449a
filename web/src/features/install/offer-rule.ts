/**
 * When the phone-app moment shows and what it offers: once per browser (until a sign-out clears the storage: the
 * next person on it may want the offer too), and only what this browser can still do.
 */
import type { PushSupport } from '../../lib/web-push/platform';

/** In localStorage: when the moment showed. */
export const offeredKey = 'squad.phoneApp.offered';

export const offeredBefore = (storage: Pick<Storage, 'getItem'>): boolean =>
  storage.getItem(offeredKey) !== null;

export function markOffered(storage: Pick<Storage, 'setItem'>, now: Date): void {
  storage.setItem(offeredKey, now.toISOString());
}

export interface BrowserStanding {
  readonly support: PushSupport;
  /** Chromium made its install offer (the app is not installed) */
  readonly installable: boolean;
  readonly permission: NotificationPermission;
  /** this browser already has phone notifications on */
  readonly subscribed: boolean;
}

export interface PhoneAppOffer {
  readonly install: boolean;
  readonly notifications: boolean;
  /** an iPhone or iPad in a Safari tab: adding to the Home Screen comes first */
  readonly homeScreenGuide: boolean;
}

/** What to offer, or nothing when there is nothing left to offer here. */
export function whatToOffer({
  support,
  installable,
  permission,
  subscribed,
}: BrowserStanding): PhoneAppOffer | undefined {
  if (support === 'iosNeedsInstall') return { install: false, notifications: false, homeScreenGuide: true };
  const notifications = support === 'supported' && permission !== 'denied' && !subscribed;
  return installable || notifications
    ? { install: installable, notifications, homeScreenGuide: false }
    : undefined;
}
