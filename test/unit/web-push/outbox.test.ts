import '../support/env';
import { notificationTypes } from '../../../lambdas/contracts/notifications';
import { noticeText } from '../../../lambdas/notifications/notices';
import {
  topicLength,
  webPushMessage,
  webPushOptions,
  webPushPut,
  webPushTitles,
  webPushTopic,
  type WebPushNotice,
} from '../../../lambdas/web-push/outbox';

const at = '2030-05-02T10:00:00.000Z';
const event = { id: 'e1', title: 'Moda’da koşu', type: 'physical' as const };
const joinRequest = noticeText.joinRequest(event, 'host', { id: 'mert', name: 'Mert' }, at);
const offer = noticeText.waitlistOffer(event, 'ayse', at, '2030-05-02T12:00:00.000Z');
const badge: WebPushNotice = {
  type: 'badgeEarned',
  recipientId: 'ayse',
  key: 'badge-earned-ayse-first-event',
  at,
  text: 'Yeni bir rozet kazandın: İlk etkinlik!',
  link: '/dashboard/profile',
};

describe('a phone notification’s payload', () => {
  it('has a Turkish title for every kind of notification', () => {
    for (const type of notificationTypes) expect(webPushTitles[type]).toMatch(/\S/);
    expect(Object.keys(webPushTitles).sort()).toEqual([...notificationTypes].sort());
  });

  it('says what the notification says, and opens its link', () => {
    expect(webPushMessage(joinRequest)).toEqual({
      title: 'Yeni katılım isteği',
      body: joinRequest.text,
      url: '/dashboard/my-events',
      tag: 'event-e1',
    });
  });

  it('is tagged with its kind when it names no event', () => {
    expect(webPushMessage(badge).tag).toBe('badgeEarned');
  });

  it('shortens a text far longer than a notification shows', () => {
    const body = webPushMessage({ ...badge, text: 'a'.repeat(5000) }).body;
    expect(body.length).toBe(1000);
    expect(body.endsWith('…')).toBe(true);
  });
});

describe('a phone notification’s delivery options', () => {
  it.each([
    ['waitlistOffer', 'high'],
    ['requestDecided', 'high'],
    ['sanction', 'high'],
    ['joinRequest', 'normal'],
    ['message', 'normal'],
    ['reminder', 'normal'],
  ] as const)('send a %s with %s urgency', (type, urgency) => {
    expect(webPushOptions({ ...badge, type }).urgency).toBe(urgency);
  });

  it.each([
    ['waitlistOffer', 2 * 3600],
    ['reminder', 3600],
    ['sanction', 7 * 86_400],
    ['appealDecided', 7 * 86_400],
    ['joinRequest', 86_400],
    ['message', 86_400],
  ] as const)('keep a %s at the push service for %i seconds', (type, ttl) => {
    expect(webPushOptions({ ...badge, type }).ttlSeconds).toBe(ttl);
  });

  it('name a topic of at most 32 URL-safe base64 characters, naming nobody', () => {
    const topic = webPushTopic(joinRequest);
    expect(topic).toMatch(new RegExp(`^[A-Za-z0-9_-]{1,${topicLength}}$`));
    expect(topic).not.toContain('mert');
  });

  it('give the same cause the same topic, so a newer push replaces one not delivered yet', () => {
    const later = noticeText.joinRequest(
      event,
      'host',
      { id: 'mert', name: 'Mert' },
      '2030-05-03T10:00:00.000Z',
    );
    expect(webPushTopic(later)).toBe(webPushTopic(joinRequest));
  });

  it('give another event, another person or another kind another topic', () => {
    const topics = new Set([
      webPushTopic(joinRequest),
      webPushTopic(noticeText.joinRequest({ ...event, id: 'e2' }, 'host', { id: 'mert', name: 'Mert' }, at)),
      webPushTopic(noticeText.joinRequest(event, 'host', { id: 'ece', name: 'Ece' }, at)),
      webPushTopic(offer),
    ]);
    expect(topics.size).toBe(4);
  });

  it('give each notice that names neither an event nor a person a topic of its own', () => {
    expect(webPushTopic(badge)).not.toBe(webPushTopic({ ...badge, key: 'badge-earned-ayse-ten-events' }));
  });
});

describe('the outbox item', () => {
  it('is put once per cause and recipient, indexed under the recipient, with its payload and options', () => {
    expect(webPushPut(offer).Put).toMatchObject({
      Item: {
        pk: `WEB_PUSH#ayse#${offer.key}`,
        sk: 'WEB_PUSH',
        recipientId: 'ayse',
        gsi5pk: 'USER#ayse',
        gsi5sk: `WEB_PUSH#${offer.key}`,
        message: { title: 'Yer açıldı', tag: 'event-e1' },
        urgency: 'high',
        ttlSeconds: 7200,
        topic: webPushTopic(offer),
        createdAt: at,
        expiresAt: Date.parse(at) / 1000 + 30 * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });
});
