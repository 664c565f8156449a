/**
 * One push message as the HTTP request a push service takes (RFC 8030): the payload encrypted for the device
 * (aes128gcm, RFC 8291) and the VAPID authorization (RFC 8292), built by the `web-push` library. Sent with fetch,
 * not the library's own sender, which speaks https only (the local push service is http) and has no abort.
 */
import webPush from 'web-push';
import type { WebPushSubscription } from '../contracts/web-push';
import type { WebPushUrgency } from './outbox';
import type { VapidKeys } from './vapid-keys';

export interface PushRequest {
  readonly endpoint: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array<ArrayBuffer>;
}

export interface PushRequestOptions {
  readonly vapid: VapidKeys & { readonly subject: string };
  readonly ttlSeconds: number;
  readonly urgency: WebPushUrgency;
  readonly topic: string;
}

export function pushRequest(
  subscription: WebPushSubscription,
  payload: string,
  { vapid, ttlSeconds, urgency, topic }: PushRequestOptions,
): PushRequest {
  const details = webPush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: ttlSeconds,
    urgency,
    topic,
    contentEncoding: 'aes128gcm',
  });
  return {
    endpoint: details.endpoint,
    headers: Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    ),
    body: new Uint8Array(details.body ?? Buffer.alloc(0)),
  };
}
