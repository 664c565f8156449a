/**
 * Web Push: a user's devices (a browser's push subscription each) and the message the server sends them. The
 * message is encrypted for the device (aes128gcm, RFC 8291) and handed to the browser's push service, which holds
 * it until the phone is reachable; the service worker shows it as a notification. Not to be confused with the
 * live channel (contracts/live.ts), which reaches open tabs only.
 */
import * as z from 'zod/mini';
import { built } from './built';

/** 65 bytes (an uncompressed P-256 point) and 16 bytes, base64url without padding, as `PushSubscription.toJSON()` gives them. */
const base64Url = (bytes: number, message: string) =>
  z.string(message).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), message));

export const webPushEndpointMaxLength = 1024;

const endpointSchema = z
  .string('Geçersiz bildirim adresi.')
  .check(
    z.maxLength(webPushEndpointMaxLength, 'Geçersiz bildirim adresi.'),
    z.regex(/^https?:\/\/[^\s]+$/, 'Geçersiz bildirim adresi.'),
  );

/** A device's subscription, as the browser's `PushSubscription.toJSON()` gives it (other fields left out). */
export const webPushSubscriptionSchema = /* @__PURE__ */ built(() =>
  z.object({
    endpoint: endpointSchema,
    keys: z.object({
      p256dh: base64Url(65, 'Geçersiz bildirim anahtarı.'),
      auth: base64Url(16, 'Geçersiz bildirim anahtarı.'),
    }),
  }),
);
export type WebPushSubscription = z.output<typeof webPushSubscriptionSchema>;

/** Which device to forget: its endpoint. */
export const webPushUnsubscribeSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ endpoint: endpointSchema }),
);

export interface WebPushDevicesAnswer {
  /** the caller's subscribed devices after the call */
  readonly devices: number;
}

/**
 * A push message's payload, JSON: the texts are Turkish and rendered by the server; the service worker only shows
 * them. `tag` groups the notifications of one event (a newer one replaces the older on the phone's screen);
 * `unread` is the caller's unread count when it was sent, for the app icon's badge.
 */
export interface WebPushMessage {
  readonly title: string;
  readonly body: string;
  /** a path of the SPA to open on a tap */
  readonly url: string;
  readonly tag: string;
  readonly unread?: number;
}
