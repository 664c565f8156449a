/**
 * The subscription client: turns phone notifications on and off for this browser, keeping its push subscription
 * and the server's list of the user's devices in step, and renews the subscription on each start. Nothing here
 * subscribes by itself: only `subscribe()`, from the user's tap.
 */
import { subscribeWebPush, unsubscribeWebPush } from '@contracts/endpoints/web-push';
import { webPushSubscriptionSchema } from '@contracts/web-push';
import { callApi } from '../api/client';
import { siteConfig } from '../config/site-config';
import { applicationServerKey } from './platform';
import { currentSubscription } from './subscription';

/** Why turning on stopped before the server was asked: the user's answer, or no push service in reach. */
export type SetupProblem = 'denied' | 'dismissed' | 'noPushService';

export class PushSetupError extends Error {
  readonly problem: SetupProblem;

  constructor(problem: SetupProblem) {
    super(`Web Push setup stopped: ${problem}`);
    this.name = 'PushSetupError';
    this.problem = problem;
  }
}

/**
 * A browser without a registered service worker never settles `ready`, and one without a reachable push service
 * never settles `subscribe()`: past these the user is told instead of watching a spinner for ever. The worker's
 * first install downloads the app for offline use, which takes a while on a slow phone line.
 */
const serviceWorkerWaitMs = 30_000;
const pushServiceWaitMs = 20_000;

function within<T>(promise: Promise<T>, waitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('noPushService')), waitMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const tellServer = (subscription: PushSubscription) =>
  callApi(
    subscribeWebPush,
    { body: webPushSubscriptionSchema.parse(subscription.toJSON()) },
    { quiet: true },
  );

/**
 * Asks the browser's permission, subscribes this browser and tells the server. Call it straight from the user's
 * tap, before anything else is awaited: browsers show the permission prompt only then.
 */
export async function subscribe(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(permission === 'denied' ? 'denied' : 'dismissed');
  const registration = await within(navigator.serviceWorker.ready, serviceWorkerWaitMs);
  const { webPushPublicKey } = await siteConfig();
  // A subscription left over (an earlier server key, a try the server never heard of) would refuse the new one.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await within(
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(webPushPublicKey),
    }),
    pushServiceWaitMs,
  );
  try {
    await tellServer(subscription);
  } catch (error) {
    // Kept, it would look like notifications are on while the server sends none.
    await subscription.unsubscribe();
    throw error;
  }
}

/** The server forgets this browser, then its subscription ends; a failed call leaves both as they were. */
export async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi(unsubscribeWebPush, { body: { endpoint: subscription.endpoint } }, { quiet: true });
  await subscription.unsubscribe();
}

let renewed = false;

/**
 * On each start of the signed-in app, once: a subscription the server hears of again does not expire, and passes
 * to whoever is signed in now.
 */
export async function renewThisDevice(): Promise<void> {
  if (renewed) return;
  renewed = true;
  const subscription = await currentSubscription();
  if (subscription) await tellServer(subscription);
}
