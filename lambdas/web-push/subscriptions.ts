/**
 * A user's devices for phone notifications: subscribing one (the SPA posts its browser's push subscription on each
 * start, which also keeps it from expiring) and forgetting one. Only endpoints of the push services browsers use
 * are taken: the sender posts to whatever endpoint is stored, so any other host would make the server a client of
 * an address a caller chose.
 */
import type { WebPushDevicesAnswer, WebPushSubscription } from '../contracts/web-push';
import { webPushRefusals } from '../contracts/refusals';
import { refusal } from '../platform/errors';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { pushSetUpUpdate, readNotificationSettings, turnPushOff } from '../notifications/settings-table';
import { deleteDevice, devicesOf, endpointOwner, saveDevice } from './devices-table';
import { deviceIdOf } from './keys';

/** Enough for a person's phones, tablets and browsers; an 11th replaces the one seen least recently. */
export const maxDevicesPerUser = 10;

/** The push services of Chrome and Edge's Android (FCM), Firefox, Safari and Apple's devices, and Windows. */
const pushServiceHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const pushServiceDomains = ['.push.apple.com', '.notify.windows.com'];

/**
 * The local stack's stand-in push service (bin/local/web-push-service.ts): set by the local stack only, never in
 * the cloud, where an endpoint under it would be an address of the caller's choosing.
 */
const localPushOrigin = process.env.WEB_PUSH_LOCAL_ORIGIN || undefined;

/** Whether the endpoint is one of a real push service (https), or under the local origin when one is given. */
export function isPushServiceEndpoint(endpoint: string, localOrigin = localPushOrigin): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (localOrigin !== undefined && url.origin === new URL(localOrigin).origin) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '')
    return false;
  const host = url.hostname.toLowerCase();
  return pushServiceHosts.includes(host) || pushServiceDomains.some((domain) => host.endsWith(domain));
}

/**
 * Adds the caller's device, or refreshes it (its 60 days start again), in one transaction with the endpoint's
 * passing from the account it belonged to, the eviction of the least recently seen device over the cap, and the
 * settings: the user's first device ever starts `pushOff` from `inAppOff`. A race with another subscription of the
 * same endpoint or the same user is read again and tried once more.
 */
export async function subscribe(
  userId: string,
  subscription: WebPushSubscription,
  now: Date,
): Promise<WebPushDevicesAnswer> {
  if (!isPushServiceEndpoint(subscription.endpoint)) {
    throw refusal(400, webPushRefusals, 'UNKNOWN_PUSH_SERVICE');
  }
  const deviceId = deviceIdOf(subscription.endpoint);
  for (let attempt = 0; attempt < 2; attempt++) {
    const [previousOwner, devices, settings] = await Promise.all([
      endpointOwner(deviceId),
      devicesOf(userId, now),
      readNotificationSettings(userId, true),
    ]);
    const others = devices.filter((device) => device.deviceId !== deviceId);
    // Least recently seen first: the oldest make room.
    const evicted = others.slice(0, Math.max(0, others.length - (maxDevicesPerUser - 1)));
    const failure = await saveDevice({
      userId,
      deviceId,
      subscription,
      now,
      previousOwner,
      evicted: evicted.map((device) => device.deviceId),
      alongside: {
        ...callerActive(userId),
        settings: pushSetUpUpdate(userId, settings.pushChosen ? undefined : settings.inAppOff, now),
      },
    });
    refuseInactiveCaller(failure);
    if (!failure) return { devices: others.length - evicted.length + 1 };
    if (!['owner', 'evicted', 'settings'].some((part) => failure.conditionFailed(part))) {
      throw new Error(`Web Push subscription not saved: ${failure.summary}`);
    }
  }
  throw refusal(409, webPushRefusals, 'CONCURRENT_UPDATE');
}

/** Forgets the caller's device with this endpoint (none: nothing changes); with none left, phone notifications stop. */
export async function unsubscribe(
  userId: string,
  endpoint: string,
  now: Date,
): Promise<WebPushDevicesAnswer> {
  await deleteDevice(userId, deviceIdOf(endpoint));
  const left = (await devicesOf(userId, now)).length;
  if (left === 0) await turnPushOff(userId);
  return { devices: left };
}
