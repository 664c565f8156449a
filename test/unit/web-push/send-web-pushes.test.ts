import '../support/env';
import 'aws-sdk-client-mock-jest';
import { createECDH, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import webPush from 'web-push';
import { handler } from '../../../lambdas/web-push/handlers/send-web-pushes';
import { webPushPut } from '../../../lambdas/web-push/outbox';
import { noticeText } from '../../../lambdas/notifications/notices';
import { clock } from '../../../lambdas/platform/clock';
import { lambdaContext } from '../support/events';
import { insertRecord } from '../screening/stream-records';

const table = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);
const vapid = webPush.generateVAPIDKeys();

const at = '2030-05-02T10:00:00.000Z';
const notice = noticeText.joinRequest({ id: 'e1', title: 'Koşu' }, 'host', { id: 'mert', name: 'Mert' }, at);
const outboxItem = webPushPut(notice).Put?.Item as Record<string, unknown>;

function device(id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    pk: 'USER#host',
    sk: `PUSH_DEVICE#${id}`,
    endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    lastSeenAt: '2030-05-01T00:00:00.000Z',
    expiresAt: Date.parse(at) / 1000 + 30 * 86_400,
  };
}

/** The outbox item (with the devices sent to), the recipient's devices and their unread count. */
function holds({ sentTo = [] as string[], devices = ['phone'] } = {}) {
  table.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    if (input.Key.sk === 'WEB_PUSH')
      return { Item: { pk: input.Key.pk, ...(sentTo.length ? { sentTo: new Set(sentTo) } : {}) } };
    if (input.Key.sk === 'NOTIFICATION_COUNT') return { Item: { unread: 3 } };
    return {};
  });
  table.on(QueryCommand).resolves({ Items: devices.map(device) });
}

/** Every push service answers `status`; what was posted is kept. */
function pushServicesAnswer(...statuses: number[]) {
  const fetchMock = jest.spyOn(globalThis, 'fetch');
  for (const status of statuses) fetchMock.mockResolvedValueOnce(new Response(null, { status }));
  return fetchMock;
}

const send = () => handler({ Records: [insertRecord(outboxItem)] }, lambdaContext);
/** A batch whose every record failed is thrown back whole; the stream retries it. */
const failedForRetry = (answer: Promise<unknown>) => expect(answer).rejects.toThrow('All records failed');
const marks = () =>
  table.commandCalls(UpdateCommand).filter((call) => call.args[0].input.Key?.sk === 'WEB_PUSH');

beforeEach(() => {
  table.reset();
  secrets.reset();
  jest.restoreAllMocks();
  jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(at) + 5_000));
  secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(vapid) });
  table.on(UpdateCommand).resolves({});
  table.on(DeleteCommand).resolves({});
});

describe('the Web Push sender', () => {
  it('posts the encrypted payload with VAPID, its urgency, time to live and topic, and marks the device sent', async () => {
    holds();
    const fetchMock = pushServicesAnswer(201);
    await expect(send()).resolves.toEqual({ batchItemFailures: [] });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://fcm.googleapis.com/fcm/send/phone');
    const headers = init?.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'Content-Encoding': 'aes128gcm',
      Urgency: 'normal',
      Topic: outboxItem.topic,
      TTL: String(86_400 - 5),
    });
    expect(headers.Authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    expect(marks()[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'ADD sentTo :device',
      ConditionExpression: 'attribute_exists(pk) AND NOT contains(sentTo, :deviceId)',
      ExpressionAttributeValues: { ':device': new Set(['phone']), ':deviceId': 'phone' },
    });
  });

  it('skips a device the item was sent to before, when the record is delivered again', async () => {
    holds({ sentTo: ['phone'], devices: ['phone', 'tablet'] });
    const fetchMock = pushServicesAnswer(201);
    await send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://fcm.googleapis.com/fcm/send/tablet');
  });

  it('sends nothing when every device was sent to', async () => {
    holds({ sentTo: ['phone'] });
    const fetchMock = pushServicesAnswer();
    await expect(send()).resolves.toEqual({ batchItemFailures: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([410, 404])(
    'deletes a device whose push service answers %i, with its endpoint’s owner item',
    async (status) => {
      holds({ devices: ['phone', 'tablet'] });
      pushServicesAnswer(status, 201);
      await expect(send()).resolves.toEqual({ batchItemFailures: [] });
      const deleted = table.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key);
      expect(deleted).toEqual([
        { pk: 'USER#host', sk: 'PUSH_DEVICE#phone' },
        { pk: 'PUSH_ENDPOINT#phone', sk: 'PUSH_ENDPOINT' },
      ]);
    },
  );

  it('turns phone notifications off when every device is gone', async () => {
    holds();
    pushServicesAnswer(410);
    await send();
    const settings = table
      .commandCalls(UpdateCommand)
      .find((call) => call.args[0].input.Key?.sk === 'NOTIFICATION_SETTINGS');
    expect(settings?.args[0].input.UpdateExpression).toBe('REMOVE pushOn');
  });

  it.each([500, 503, 429])(
    'fails the record for a retry when a push service answers %i, after trying every device',
    async (status) => {
      holds({ devices: ['phone', 'tablet'] });
      const fetchMock = pushServicesAnswer(status, 201);
      await failedForRetry(send());
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(marks()).toHaveLength(1);
    },
  );

  it('fails the record for a retry when a push service does not answer', async () => {
    holds();
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    await failedForRetry(send());
  });

  it('does not retry a push a push service refuses (400), and marks nothing', async () => {
    holds();
    pushServicesAnswer(400);
    await expect(send()).resolves.toEqual({ batchItemFailures: [] });
    expect(marks()).toHaveLength(0);
    expect(table.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('sends nothing for an item already gone (the account was deleted)', async () => {
    table.on(GetCommand).resolves({});
    const fetchMock = pushServicesAnswer();
    await expect(send()).resolves.toEqual({ batchItemFailures: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing once the push’s time to live has passed', async () => {
    holds();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(at) + 86_400_000));
    const fetchMock = pushServicesAnswer();
    await send();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a push marked by another delivery at the same time as sent', async () => {
    holds();
    pushServicesAnswer(201);
    table
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'sent already', $metadata: {} }));
    await expect(send()).resolves.toEqual({ batchItemFailures: [] });
  });

  it('fails a record that holds no outbox item, for the dead-letter queue', async () => {
    await failedForRetry(
      handler({ Records: [insertRecord({ pk: 'WEB_PUSH#x', sk: 'WEB_PUSH' })] }, lambdaContext),
    );
  });
});
