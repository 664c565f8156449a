import '../support/env';
import 'aws-sdk-client-mock-jest';
import { randomBytes } from 'node:crypto';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { HttpError } from '../../../lambdas/platform/errors';
import { deviceIdOf } from '../../../lambdas/web-push/keys';
import { isPushServiceEndpoint, maxDevicesPerUser, subscribe } from '../../../lambdas/web-push/subscriptions';
import { cancelledWhere } from '../support/transactions';

const table = mockClient(DynamoDBDocumentClient);
const now = new Date('2030-05-02T10:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

const keys = {
  p256dh: `B${randomBytes(64).toString('base64url')}`.slice(0, 87),
  auth: randomBytes(16).toString('base64url'),
};
const subscription = (endpoint = 'https://fcm.googleapis.com/fcm/send/device-1') => ({ endpoint, keys });

/** What the table holds: the endpoint's owner, the caller's devices and their settings. */
function holds({
  owner,
  devices = [],
  settings = {},
}: {
  owner?: string;
  devices?: { deviceId: string; lastSeenAt: string }[];
  settings?: Record<string, unknown>;
}) {
  table.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    if (input.Key.sk === 'PUSH_ENDPOINT') return { Item: owner ? { userId: owner } : undefined };
    if (input.Key.sk === 'NOTIFICATION_SETTINGS') return { Item: settings };
    return {};
  });
  table.on(QueryCommand).resolves({
    Items: devices.map(({ deviceId, lastSeenAt }) => ({
      pk: 'USER#ayse',
      sk: `PUSH_DEVICE#${deviceId}`,
      endpoint: `https://fcm.googleapis.com/fcm/send/${deviceId}`,
      keys,
      lastSeenAt,
      expiresAt: nowSeconds + 86_400,
    })),
  });
}

type Item = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const transactions = () =>
  table.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
const keyOf = (item: Item) => {
  const key = item.Put?.Item ?? item.Update?.Key ?? item.Delete?.Key ?? item.ConditionCheck?.Key;
  return `${String(key?.pk)} ${String(key?.sk)}`;
};
const deletes = (items: Item[]) => items.filter((item) => item.Delete).map(keyOf);
const settingsUpdate = (items: Item[]) =>
  items.find((item) => item.Update?.Key?.sk === 'NOTIFICATION_SETTINGS');

beforeEach(() => {
  table.reset();
  table.on(TransactWriteCommand).resolves({});
});

describe('the push services a device may subscribe with', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://api.push.apple.com/3/device/abc',
    'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
  ])('accept %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint, undefined)).toBe(true);
  });

  it.each([
    ['another host', 'https://push.example.com/send/abc'],
    ['a host that only ends like one', 'https://evilpush.apple.com.example.com/x'],
    ['a look-alike without the dot', 'https://evilnotify.windows.com/x'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/fcm/send/abc'],
    ['the local service when none is configured', 'http://localhost:4596/push/abc'],
    ['no URL at all', 'not a url'],
  ])('refuse %s', (_case, endpoint) => {
    expect(isPushServiceEndpoint(endpoint, undefined)).toBe(false);
  });

  it('accept the local push service only under the configured origin', () => {
    expect(isPushServiceEndpoint('http://localhost:4596/push/abc', 'http://localhost:4596')).toBe(true);
    expect(isPushServiceEndpoint('http://localhost:4597/push/abc', 'http://localhost:4596')).toBe(false);
  });

  it('refuse an unknown host with a 400 and its reason, writing nothing', async () => {
    holds({});
    const refused = await subscribe('ayse', subscription('https://push.example.com/x'), now).catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, reason: 'UNKNOWN_PUSH_SERVICE' });
    expect(transactions()).toEqual([]);
  });
});

describe('subscribing a device', () => {
  it('saves the device and its endpoint’s owner, under the caller’s active account, with a 60-day expiry', async () => {
    holds({});
    await expect(subscribe('ayse', subscription(), now)).resolves.toEqual({ devices: 1 });
    const [items] = transactions();
    const deviceId = deviceIdOf(subscription().endpoint);
    expect(deviceId).toHaveLength(43);
    expect(items?.map(keyOf)).toEqual(
      expect.arrayContaining([
        'USER#ayse PROFILE',
        `PUSH_ENDPOINT#${deviceId} PUSH_ENDPOINT`,
        `USER#ayse PUSH_DEVICE#${deviceId}`,
      ]),
    );
    const owner = items?.find((item) => item.Put);
    expect(owner?.Put).toMatchObject({
      Item: { userId: 'ayse', gsi5pk: 'USER#ayse', expiresAt: nowSeconds + 60 * 86_400 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    const device = items?.find((item) => item.Update?.Key?.sk === `PUSH_DEVICE#${deviceId}`);
    expect(device?.Update?.ExpressionAttributeValues).toMatchObject({
      ':endpoint': subscription().endpoint,
      ':expiresAt': nowSeconds + 60 * 86_400,
    });
  });

  it('starts the first device’s phone choices from the kinds on in the app', async () => {
    holds({ settings: { inAppOff: new Set(['message', 'badgeEarned']) } });
    await subscribe('ayse', subscription(), now);
    const update = settingsUpdate(transactions()[0]!)?.Update;
    expect(update?.UpdateExpression).toContain('pushOff = :pushOff');
    expect(update?.UpdateExpression).toContain('pushChosenAt = :at');
    expect(update?.ExpressionAttributeValues?.[':pushOff']).toEqual(new Set(['message', 'badgeEarned']));
    expect(update?.ConditionExpression).toBe('attribute_not_exists(pushChosenAt)');
  });

  it('keeps the phone choices a user made, for a later device', async () => {
    holds({ settings: { inAppOff: new Set(['message']), pushChosenAt: '2030-01-01T00:00:00.000Z' } });
    await subscribe('ayse', subscription(), now);
    const update = settingsUpdate(transactions()[0]!)?.Update;
    expect(update?.UpdateExpression).toBe('SET pushOn = :true');
  });

  it('replaces the least recently seen device when an 11th subscribes', async () => {
    const devices = Array.from({ length: maxDevicesPerUser }, (_, index) => ({
      deviceId: `device-${index}`,
      lastSeenAt: `2030-04-${String(20 - index).padStart(2, '0')}T00:00:00.000Z`,
    }));
    holds({ devices });
    await expect(subscribe('ayse', subscription(), now)).resolves.toEqual({ devices: maxDevicesPerUser });
    expect(deletes(transactions()[0]!)).toEqual([
      'USER#ayse PUSH_DEVICE#device-9',
      'PUSH_ENDPOINT#device-9 PUSH_ENDPOINT',
    ]);
  });

  it('refreshes a device subscribed before without counting it twice or evicting another', async () => {
    const deviceId = deviceIdOf(subscription().endpoint);
    holds({ owner: 'ayse', devices: [{ deviceId, lastSeenAt: '2030-04-01T00:00:00.000Z' }] });
    await expect(subscribe('ayse', subscription(), now)).resolves.toEqual({ devices: 1 });
    expect(deletes(transactions()[0]!)).toEqual([]);
  });

  it('moves an endpoint another account holds to the caller, in the same transaction', async () => {
    const deviceId = deviceIdOf(subscription().endpoint);
    holds({ owner: 'mert' });
    await subscribe('ayse', subscription(), now);
    const [items] = transactions();
    expect(deletes(items!)).toEqual([`USER#mert PUSH_DEVICE#${deviceId}`]);
    expect(items?.find((item) => item.Put)?.Put).toMatchObject({
      ConditionExpression: 'userId = :owner',
      ExpressionAttributeValues: { ':owner': 'mert' },
    });
  });

  it('reads again and tries once more when the endpoint changed hands meanwhile', async () => {
    holds({});
    table
      .on(TransactWriteCommand)
      .callsFakeOnce(cancelledWhere(({ pk }) => pk.startsWith('PUSH_ENDPOINT#')))
      .resolves({});
    await expect(subscribe('ayse', subscription(), now)).resolves.toEqual({ devices: 1 });
    expect(transactions()).toHaveLength(2);
  });

  it('answers 409 when the endpoint changed hands twice', async () => {
    holds({});
    table.on(TransactWriteCommand).callsFake(cancelledWhere(({ pk }) => pk.startsWith('PUSH_ENDPOINT#')));
    await expect(subscribe('ayse', subscription(), now)).rejects.toMatchObject({
      statusCode: 409,
      reason: 'CONCURRENT_UPDATE',
    });
  });

  it('refuses a caller whose account is suspended', async () => {
    holds({});
    table.on(TransactWriteCommand).callsFake(
      cancelledWhere(({ sk }) => sk === 'PROFILE', {
        pk: { S: 'USER#ayse' },
        suspendedUntil: { S: '2030-06-01T00:00:00.000Z' },
      }),
    );
    await expect(subscribe('ayse', subscription(), now)).rejects.toMatchObject({
      statusCode: 403,
      reason: 'SUSPENDED',
    });
  });
});
