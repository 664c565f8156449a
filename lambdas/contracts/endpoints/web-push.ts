/** A user's devices for Web Push (phone notifications): subscribe this browser, forget it. */
import { endpoint } from '../endpoint';
import { webPushSubscriptionSchema, webPushUnsubscribeSchema, type WebPushDevicesAnswer } from '../web-push';

/**
 * Adds (or refreshes) the caller's device. The SPA sends it again on each start while it is subscribed, which keeps
 * the device from expiring; a device of another account on the same browser passes to the caller.
 */
export const subscribeWebPush = /* @__PURE__ */ endpoint<WebPushDevicesAnswer>()({
  method: 'POST',
  path: '/private/push-subscriptions',
  body: webPushSubscriptionSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});

/** Forgets one of the caller's devices, by its endpoint (none: nothing changes). */
export const unsubscribeWebPush = /* @__PURE__ */ endpoint<WebPushDevicesAnswer>()({
  method: 'DELETE',
  path: '/private/push-subscriptions',
  body: webPushUnsubscribeSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});
