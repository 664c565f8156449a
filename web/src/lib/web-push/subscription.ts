/**
 * This browser's push subscription: reading it, and forgetting it at sign-out. The sign-out's call goes out on its
 * own, not through the API client: the client answers a refused session by signing out, and this is the sign-out.
 */
import { unsubscribeWebPush } from '@contracts/endpoints/web-push';
import { endpointPath } from '@contracts/endpoint';
import { siteConfig } from '../config/site-config';

/** How long a sign-out waits for the server to forget the device: past that it signs out all the same. */
const signOutWaitMs = 3_000;

/** The subscription of this browser's service worker, if it has one (without waiting for a worker to start). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Before the tokens go, so the next person on this browser gets none of this account's notifications: the
 * subscription ends here first (nothing can reach this browser any more, whatever the server hears), then the
 * server forgets the device. A server it cannot reach keeps a dead address, which it drops at the push service's
 * first "gone". However it goes, the sign-out waits no longer than `signOutWaitMs`.
 */
export function forgetThisDevice(accessToken: () => Promise<string | undefined>): Promise<void> {
  return Promise.race([
    forget(accessToken),
    new Promise<void>((resolve) => setTimeout(resolve, signOutWaitMs)),
  ]);
}

async function forget(accessToken: () => Promise<string | undefined>): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await subscription.unsubscribe();
  const [{ apiUrl }, token] = await Promise.all([siteConfig(), accessToken().catch(() => undefined)]);
  if (!token) return;
  await fetch(`${apiUrl.replace(/\/$/, '')}${endpointPath(unsubscribeWebPush)}`, {
    method: unsubscribeWebPush.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
}
