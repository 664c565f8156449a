import { createECDH, randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { startWebPushService, type ReceivedPushMessage } from '../../../bin/local/web-push-service';
import { portsOf } from '../../ports';

const { webPush: port } = portsOf('webPushService');
let service: Awaited<ReturnType<typeof startWebPushService>>;

const vapidKeys = webPush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:destek@squad.app', ...vapidKeys };

/** A device's subscription: a fresh P-256 key pair and auth secret, as a browser makes one. */
function subscription(id: string) {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return {
    endpoint: `${service.url}/push/${id}`,
    keys: {
      p256dh: device.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

async function send(id: string, options: webPush.RequestOptions = { vapidDetails, TTL: 60 }) {
  const details = webPush.generateRequestDetails(subscription(id), 'merhaba', options);
  return fetch(details.endpoint, {
    method: details.method,
    headers: details.headers,
    body: new Uint8Array(details.body),
  });
}

const received = async (): Promise<ReceivedPushMessage[]> =>
  (await (await fetch(`${service.url}/messages`)).json()) as ReceivedPushMessage[];

beforeAll(async () => {
  service = await startWebPushService({ port });
});
afterAll(() => service.stop());

describe('the local Web Push service', () => {
  it('takes a message signed with VAPID and answers 201 with a Location, as push services do', async () => {
    const answer = await send('device-a', { vapidDetails, TTL: 120, urgency: 'high', topic: 'offer' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toMatch(/\/message\//);
  });

  it('lists what it took with its subscription, headers and the still encrypted body', async () => {
    await send('device-b', { vapidDetails, TTL: 90, urgency: 'high', topic: 'decision' });
    const message = (await received()).find((m) => m.subscriptionId === 'device-b');
    expect(message).toMatchObject({
      endpoint: `${service.url}/push/device-b`,
      headers: { ttl: '90', urgency: 'high', topic: 'decision', 'content-encoding': 'aes128gcm' },
    });
    expect(Buffer.from(message!.bodyBase64, 'base64').toString('utf8')).not.toContain('merhaba');
  });

  it('refuses a message whose VAPID token another key signed', async () => {
    const other = webPush.generateVAPIDKeys();
    const details = webPush.generateRequestDetails(subscription('device-c'), 'merhaba', {
      vapidDetails,
      TTL: 60,
    });
    const forged = String(details.headers.Authorization).replace(/k=[^,]+/, `k=${other.publicKey}`);
    const answer = await fetch(details.endpoint, {
      method: 'POST',
      headers: { ...details.headers, Authorization: forged },
      body: new Uint8Array(details.body),
    });
    expect(answer.status).toBe(403);
  });

  it('refuses a message without VAPID', async () => {
    const answer = await fetch(`${service.url}/push/device-d`, { method: 'POST', headers: { TTL: '60' } });
    expect(answer.status).toBe(403);
  });

  it('answers 410 for a subscription it was told is gone, and 404 when told so', async () => {
    await fetch(`${service.url}/push/device-e`, { method: 'DELETE' });
    await fetch(`${service.url}/push/device-f?status=404`, { method: 'DELETE' });
    expect((await send('device-e')).status).toBe(410);
    expect((await send('device-f')).status).toBe(404);
  });
});
