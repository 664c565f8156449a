/**
 * Sending one new Web Push outbox item (outbox.ts) from the table's stream to each of its recipient's devices,
 * exactly once per device: the item's `sentTo` lists the devices a push service accepted it for, each added under
 * the condition that it is not there yet, and a redelivered record skips them. Only a crash between a push
 * service's answer and that mark sends a push twice.
 *
 * What a push service answers decides: accepted (2xx) marks the device; gone (404, 410: the browser dropped the
 * subscription) deletes the device; busy or down (429, 5xx, no answer in time) throws once every device was tried,
 * so the stream retries the record and the devices sent to are skipped then; any other refusal is logged and
 * counted, and not tried again (the same request would be refused again). Nothing private is logged: no endpoint,
 * no text; a device is named by its id, a hash of its endpoint.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import type { WebPushMessage } from '../contracts/web-push';
import { clock } from '../platform/clock';
import { loggableError, logger } from '../platform/logger';
import { turnPushOff } from '../notifications/settings-table';
import { deleteDevice, devicesOf, type StoredDevice } from './devices-table';
import { webPushKey } from './keys';
import type { WebPushUrgency } from './outbox';
import { pushRequest, type PushRequestOptions } from './push-request';
import { markSentTo, sentDevices, unreadCount } from './pushes-table';
import { vapidKeys, vapidSubject } from './vapid-keys';
import { webPushMetrics } from './web-push-metrics';

export const metrics = new Metrics({
  namespace: webPushMetrics.namespace,
  serviceName: webPushMetrics.service,
});

/** A push service that has not answered in this long is treated as down: the record is retried. */
export const sendTimeoutMs = 10_000;

const text = z.object({ S: z.string().check(z.minLength(1)) });
/** The attributes of an outbox item (webPushPut) the sender needs, in the stream's DynamoDB JSON. */
const newPushImageSchema = z.object({
  pk: text,
  recipientId: text,
  message: z.object({ M: z.object({ title: text, body: text, url: text, tag: text }) }),
  urgency: z.object({ S: z.enum(['normal', 'high']) }),
  ttlSeconds: z.object({ N: z.string().check(z.regex(/^\d+$/)) }),
  topic: text,
  createdAt: text,
});

class PoisonRecordError extends Error {}
/** A push service was busy or down for at least one device: the stream retries the record. */
class RetryLaterError extends Error {}

export type DeviceOutcome = 'sent' | 'gone' | 'refused' | 'retry';
export type RecordResult = 'sent' | 'already-sent' | 'outbox-gone' | 'expired' | 'no-devices';

interface Push {
  readonly key: ReturnType<typeof webPushKey>;
  readonly recipientId: string;
  readonly message: WebPushMessage;
  readonly options: Omit<PushRequestOptions, 'vapid'>;
}

const isGone = (status: number) => status === 404 || status === 410;
const isTransient = (status: number) => status === 429 || status >= 500;

async function sendToDevice(
  push: Push,
  device: StoredDevice,
  payload: string,
  vapid: PushRequestOptions['vapid'],
): Promise<DeviceOutcome> {
  const { deviceId } = device;
  const request = pushRequest(device.subscription, payload, { ...push.options, vapid });
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    metrics.addMetric(webPushMetrics.failed, MetricUnit.Count, 1);
    logger.warn('Push service unreachable; the record is retried', {
      key: push.key.pk,
      deviceId,
      error: (error as Error).name,
    });
    return 'retry';
  }
  if (status >= 200 && status < 300) {
    metrics.addMetric(webPushMetrics.sent, MetricUnit.Count, 1);
    if (!(await markSentTo(push.key, deviceId))) {
      logger.warn('Push sent by two deliveries at once', { key: push.key.pk, deviceId });
    }
    return 'sent';
  }
  if (isGone(status)) {
    await deleteDevice(push.recipientId, deviceId);
    metrics.addMetric(webPushMetrics.goneDevicesDeleted, MetricUnit.Count, 1);
    logger.info('Push subscription gone; device deleted', { key: push.key.pk, deviceId, status });
    return 'gone';
  }
  metrics.addMetric(webPushMetrics.failed, MetricUnit.Count, 1);
  if (isTransient(status)) {
    logger.warn('Push service busy or down; the record is retried', { key: push.key.pk, deviceId, status });
    return 'retry';
  }
  logger.error('Push refused; not tried again', { key: push.key.pk, deviceId, status });
  return 'refused';
}

function pushOf(record: DynamoDBRecord): Push & { createdAt: string } {
  const image = newPushImageSchema.safeParse(record.dynamodb?.NewImage);
  if (!image.success) {
    throw new PoisonRecordError(`Stream record ${record.eventID ?? '(no id)'} holds no Web Push outbox item`);
  }
  const { pk, recipientId, message, urgency, ttlSeconds, topic, createdAt } = image.data;
  const { title, body, url, tag } = message.M;
  return {
    key: { pk: pk.S, sk: webPushKey('', '').sk },
    recipientId: recipientId.S,
    message: { title: title.S, body: body.S, url: url.S, tag: tag.S },
    options: { urgency: urgency.S as WebPushUrgency, ttlSeconds: Number(ttlSeconds.N), topic: topic.S },
    createdAt: createdAt.S,
  };
}

export async function sendRecord(record: DynamoDBRecord): Promise<RecordResult> {
  try {
    const push = pushOf(record);
    const sent = await sentDevices(push.key);
    if (!sent) {
      logger.info('Push not sent: its outbox item is gone', { key: push.key.pk });
      return 'outbox-gone';
    }
    const now = clock.now();
    // A retried record: the push service keeps it only for what is left of its time.
    const ageSeconds = Math.max(0, Math.floor((now.getTime() - Date.parse(push.createdAt)) / 1000));
    const ttlSeconds = push.options.ttlSeconds - ageSeconds;
    if (ttlSeconds <= 0) {
      logger.info('Push not sent: news no more', { key: push.key.pk });
      return 'expired';
    }
    const devices = await devicesOf(push.recipientId, now);
    if (devices.length === 0) {
      await turnPushOff(push.recipientId);
      return 'no-devices';
    }
    const pending = devices.filter((device) => !sent.has(device.deviceId));
    if (pending.length === 0) return 'already-sent';
    const [keys, unread] = await Promise.all([vapidKeys(), unreadCount(push.recipientId)]);
    const payload = JSON.stringify({ ...push.message, unread } satisfies WebPushMessage);
    const timely = { ...push, options: { ...push.options, ttlSeconds } };
    const outcomes = await Promise.all(
      pending.map((device) => sendToDevice(timely, device, payload, { ...keys, subject: vapidSubject })),
    );
    if (outcomes.length === devices.length && outcomes.every((outcome) => outcome === 'gone')) {
      await turnPushOff(push.recipientId);
    }
    if (outcomes.includes('retry')) {
      throw new RetryLaterError(`${outcomes.filter((o) => o === 'retry').length} device(s) to try again`);
    }
    logger.info('Push sent', { key: push.key.pk, outcomes });
    return 'sent';
  } catch (error) {
    logger.error('Sending a push from a stream record failed', {
      eventID: record.eventID,
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: loggableError(error),
    });
    throw error;
  }
}
