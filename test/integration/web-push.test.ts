/**
 * Phone notifications on the local engines: a browser's subscription posted to the API, a notification's outbox
 * item written by the notifier, the Web Push sender posting it to the local push service stand-in
 * (bin/local/web-push-service.ts), which checks VAPID as the real ones do and keeps what it took. Each device here
 * is a P-256 key pair and an auth secret made by the test, as a browser makes them, so the test reads a push as the
 * phone would.
 */
import path from 'node:path';
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { NotificationPage } from '../../lambdas/contracts/notifications';
import type { WebPushMessage } from '../../lambdas/contracts/web-push';
import { deviceIdOf, pushDeviceKey, pushEndpointKey, webPushKey } from '../../lambdas/web-push/keys';
import { webPushSender } from '../../lambdas/web-push/routes';
import { localNames } from '../../bin/local/config';
import type { ReceivedPushMessage } from '../../bin/local/web-push-service';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { setHandlerEnvironment } from './support/jobs';
import { pendingRequester, publishedEvent, userWithProfile } from './support/join-requests';
import { stackInfo } from './support/stack-info';
import { recordStream, waitFor } from './support/stream-recorder';
import { getItem, setAttributes } from './support/table';
import { notificationSettingsKey } from '../../lambdas/notifications/keys';
import type { TestUser } from './support/users';

jest.setTimeout(90_000);

// http_ece (a dependency of web-push) decrypts what a push service holds, as the browser does; it ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

const seen = recordStream('web-push-test-recorder', webPushSender.stream.filters);

interface Device {
  readonly id: string;
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  readonly ecdh: ECDH;
  readonly auth: Buffer;
}

/** A browser's push subscription at the local push service. */
function newDevice(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const id = randomUUID();
  return {
    id,
    ecdh,
    auth,
    subscription: {
      endpoint: `${stackInfo().webPushUrl}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const subscribe = (user: TestUser, device: Device) =>
  callEndpoint(endpoints.webPush.subscribeWebPush, { token: user.accessToken, body: device.subscription });

async function subscribed(label: string, device = newDevice()): Promise<{ user: TestUser; device: Device }> {
  const user = await userWithProfile(label);
  const answer = await subscribe(user, device);
  if (answer.status !== 200)
    throw new Error(`not subscribed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { user, device };
}

async function pushesTo(device: Device): Promise<ReceivedPushMessage[]> {
  const all = (await (await fetch(`${stackInfo().webPushUrl}/messages`)).json()) as ReceivedPushMessage[];
  return all.filter((message) => message.subscriptionId === device.id);
}

/** What the phone shows: the push's body decrypted with the device's own keys. */
function opened(device: Device, message: ReceivedPushMessage): WebPushMessage {
  const body = ece.decrypt(Buffer.from(message.bodyBase64, 'base64'), {
    version: 'aes128gcm',
    privateKey: device.ecdh,
    authSecret: device.auth,
  });
  return JSON.parse(body.toString('utf8')) as WebPushMessage;
}

/** The device's pushes about the event (a new host may also be told of a badge), with what each shows. */
async function eventPushesTo(device: Device, eventId: string) {
  return (await pushesTo(device))
    .map((message) => ({ message, shown: opened(device, message) }))
    .filter(({ shown }) => shown.tag === `event-${eventId}`);
}

const notificationsOf = async (user: TestUser) =>
  (await callEndpoint(endpoints.notifications.listNotifications, { token: user.accessToken }))
    .body as NotificationPage;

/** Lets the consumers catch up with everything written so far. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

describe('a phone notification', () => {
  it('reaches the host’s device through the push service within 3 seconds of the request, readable only with the device’s keys', async () => {
    const { user: host, device } = await subscribed('wp-host');
    const event = await publishedEvent(host);
    const requester = await pendingRequester(event.id, 'wp-asker');
    const passedAt = Date.now();

    const [push] = await waitFor(
      () => eventPushesTo(device, event.id),
      (found) => found.length > 0,
      10_000,
    );
    expect(Date.now() - passedAt).toBeLessThan(3_000);
    const { message, shown } = push!;
    expect(message.headers).toMatchObject({ urgency: 'normal', 'content-encoding': 'aes128gcm' });
    expect(Number(message.headers.ttl)).toBeGreaterThan(86_000);
    expect(message.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(message.bodyBase64, 'base64').toString('utf8')).not.toContain('katılmak');

    expect(shown).toMatchObject({
      title: 'Yeni katılım isteği',
      url: '/dashboard/my-events',
      tag: `event-${event.id}`,
    });
    expect(shown.body).toContain('etkinliğine katılmak istiyor');
    expect(shown.unread).toBeGreaterThanOrEqual(1);
    expect(requester.userId).toBeDefined();
  });

  it('is sent once when the stream delivers its record again', async () => {
    const { user: host, device } = await subscribed('wp-once-host');
    const event = await publishedEvent(host);
    const requester = await pendingRequester(event.id, 'wp-once-asker');
    await waitFor(
      () => eventPushesTo(device, event.id),
      (found) => found.length === 1,
    );
    const key = webPushKey(host.userId, `join-request-${event.id}-${requester.userId}`);
    const record = await waitFor(
      async () => seen.find((r) => r.dynamodb?.Keys?.pk?.S === key.pk),
      (found) => found !== undefined,
    );

    const outcome = await senderHandler()({ Records: [record!] }, context);

    expect(outcome).toEqual({ batchItemFailures: [] });
    await settle();
    expect(await eventPushesTo(device, event.id)).toHaveLength(1);
    expect((await getItem(key))?.sentTo).toEqual(new Set([deviceIdOf(device.subscription.endpoint)]));
  });

  it('deletes a device whose subscription is gone, on the next notification', async () => {
    const { user: host, device } = await subscribed('wp-gone-host');
    const deviceId = deviceIdOf(device.subscription.endpoint);
    expect(await getItem(pushDeviceKey(host.userId, deviceId))).toBeDefined();
    // The browser dropped the subscription: the push service answers 410 from now on.
    await fetch(`${stackInfo().webPushUrl}/push/${device.id}`, { method: 'DELETE' });

    const event = await publishedEvent(host);
    await pendingRequester(event.id, 'wp-gone-asker');

    await waitFor(
      () => getItem(pushDeviceKey(host.userId, deviceId)),
      (item) => item === undefined,
    );
    expect(await getItem(pushEndpointKey(deviceId))).toBeUndefined();
    expect(await pushesTo(device)).toEqual([]);
  });

  it('is not sent of a kind the user turned off by phone, while the app still shows it', async () => {
    const { user: host, device } = await subscribed('wp-off-host');
    const saved = await callEndpoint(endpoints.notifications.saveNotificationSettings, {
      token: host.accessToken,
      body: { inAppOff: [], emailOff: [], pushOff: ['joinRequest'] },
    });
    expect(saved.status).toBe(200);
    const event = await publishedEvent(host);
    await pendingRequester(event.id, 'wp-off-asker');

    await waitFor(
      () => notificationsOf(host),
      (page) => page.items.some((item) => item.type === 'joinRequest'),
    );
    await settle();
    expect(await eventPushesTo(device, event.id)).toEqual([]);
  });
});

describe('a device’s subscription', () => {
  it('starts the phone choices from the app’s, on the user’s first device', async () => {
    const user = await userWithProfile('wp-first');
    // Settings from before the phone channel: a kind turned off in the app, no phone choices.
    await setAttributes(notificationSettingsKey(user.userId), { inAppOff: new Set(['message']) });
    expect((await subscribe(user, newDevice())).body).toEqual({ devices: 1 });
    const settings = await callEndpoint(endpoints.notifications.getNotificationSettings, {
      token: user.accessToken,
    });
    expect(settings.body).toEqual({ inAppOff: ['message'], emailOff: [], pushOff: ['message'] });
  });

  it('keeps the phone choices the user saved before their first device', async () => {
    const user = await userWithProfile('wp-saved-first');
    await callEndpoint(endpoints.notifications.saveNotificationSettings, {
      token: user.accessToken,
      body: { inAppOff: ['message'], emailOff: [], pushOff: ['reminder'] },
    });
    await subscribe(user, newDevice());
    const settings = await callEndpoint(endpoints.notifications.getNotificationSettings, {
      token: user.accessToken,
    });
    expect(settings.body).toEqual({ inAppOff: ['message'], emailOff: [], pushOff: ['reminder'] });
  });

  it('of an unknown push service is refused with a 400 and its reason', async () => {
    const user = await userWithProfile('wp-unknown');
    const device = newDevice();
    const answer = await subscribe(user, {
      ...device,
      subscription: { ...device.subscription, endpoint: 'https://push.example.com/send/abc' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ reason: 'UNKNOWN_PUSH_SERVICE' });
  });

  it('moves to a second account that subscribes the same browser', async () => {
    const { user: first, device } = await subscribed('wp-first-account');
    const second = await userWithProfile('wp-second-account');
    const deviceId = deviceIdOf(device.subscription.endpoint);

    expect((await subscribe(second, device)).body).toEqual({ devices: 1 });

    expect(await getItem(pushDeviceKey(first.userId, deviceId))).toBeUndefined();
    expect(await getItem(pushDeviceKey(second.userId, deviceId))).toBeDefined();
    expect(await getItem(pushEndpointKey(deviceId))).toMatchObject({ userId: second.userId });
  });

  it('is forgotten by its endpoint, and the count answered', async () => {
    const { user, device } = await subscribed('wp-forget');
    const answer = await callEndpoint(endpoints.webPush.unsubscribeWebPush, {
      token: user.accessToken,
      body: { endpoint: device.subscription.endpoint },
    });
    expect(answer.body).toEqual({ devices: 0 });
    const deviceId = deviceIdOf(device.subscription.endpoint);
    expect(await getItem(pushDeviceKey(user.userId, deviceId))).toBeUndefined();
    expect(await getItem(pushEndpointKey(deviceId))).toBeUndefined();
  });

  it('is deleted with the account, and so is its endpoint’s owner', async () => {
    const { user, device } = await subscribed('wp-deleted');
    const deviceId = deviceIdOf(device.subscription.endpoint);
    const answer = await callEndpoint(endpoints.account.deleteAccount, {
      token: user.accessToken,
      body: { confirmation: user.email },
    });
    expect(answer.status).toBe(200);
    expect(await getItem(pushDeviceKey(user.userId, deviceId))).toBeUndefined();
    expect(await getItem(pushEndpointKey(deviceId))).toBeUndefined();
  });
});

const context = { functionName: 'integration-test', awsRequestId: 'integration-test' } as Context;
function senderHandler(): (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse> {
  setHandlerEnvironment();
  process.env.VAPID_SECRET_NAME = localNames.vapidSecretName;
  process.env.EMAIL_FROM = localNames.supportEmail;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.resolve(__dirname, '../../lambdas/web-push/handlers/send-web-pushes')).handler;
}
