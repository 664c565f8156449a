/**
 * Phone notifications through a transactional outbox, as e-mails go (lambdas/email/outbox.ts): the notifier writes
 * one outbox item per notice in the same transaction as the notification, and the Web Push sender
 * (send-web-push.ts) sends it to each of the recipient's devices. The item's key is the notice's (derived from its
 * cause) and the recipient's, so a redelivered cause collides with it and changes nothing.
 *
 * The payload is rendered here, when the cause happens: a title per kind, the notice's Turkish text, its link, and
 * a tag that groups an event's notifications on the phone. The push service's options come from the kind too: how
 * urgent it is (a phone in power saving wakes for `high` only), how long the service keeps it for an unreachable
 * phone, and a topic under which a newer push of the same cause replaces an older one not delivered yet.
 */
import { createHash } from 'node:crypto';
import type { NotificationType } from '../contracts/notifications';
import type { WebPushMessage } from '../contracts/web-push';
import type { Notice } from '../notifications/notices';
import { timeToLiveAttribute } from '../platform/rate-limits';
import { userPartition } from '../platform/keys';
import { indexAttributes, tableIndexes } from '../platform/table-schema';
import { tableName } from '../platform/table';
import type { TransactionItem } from '../platform/transactions';
import { webPushKey, webPushOfUserPrefix } from './keys';

/** What the outbox needs of a notice. */
export type WebPushNotice = Pick<
  Notice,
  'type' | 'recipientId' | 'key' | 'at' | 'eventId' | 'aboutUserId' | 'text' | 'link'
>;

/** The notification's title on the phone, one per kind; the body is the notice's own text. */
export const webPushTitles: Readonly<Record<NotificationType, string>> = {
  joinRequest: 'Yeni katılım isteği',
  requestDecided: 'İsteğin yanıtlandı',
  message: 'Yeni mesaj',
  eventChanged: 'Etkinlik değişti',
  eventCancelled: 'Etkinlik iptal edildi',
  participantLeft: 'Bir katılımcı ayrıldı',
  participantRemoved: 'Etkinlikten çıkarıldın',
  waitlistOffer: 'Yer açıldı',
  ratingReceived: 'Yeni değerlendirme',
  badgeEarned: 'Yeni rozet',
  tokensEarned: 'Jeton kazandın',
  tokensPurchased: 'Jeton alımın tamamlandı',
  reminder: 'Etkinlik hatırlatması',
  noShowMarked: '“Gelmedi” olarak işaretlendin',
  noShowContested: '“Gelmedi” itirazı',
  noShowConfirmed: '“Gelmedi” kaydın onaylandı',
  friendRequest: 'Yeni arkadaşlık isteği',
  friendAccepted: 'Arkadaşlık isteğin kabul edildi',
  sanction: 'Hesabınla ilgili karar',
  appealDecided: 'İtirazın karara bağlandı',
  reportReviewed: 'Bildirimin incelendi',
};

export type WebPushUrgency = 'normal' | 'high';

/** What a person acts on at once: a decision on their request, a place offered for 2 hours, a sanction. */
const urgentTypes: readonly NotificationType[] = ['waitlistOffer', 'requestDecided', 'sanction'];

const hour = 3600;
/**
 * How long the push service keeps a push for a phone it cannot reach: past that it is news no more. An offer lasts
 * 2 hours, a reminder is for the next hour at most; a moderation decision is worth telling a week later.
 */
const ttlSecondsByType: Partial<Record<NotificationType, number>> = {
  waitlistOffer: 2 * hour,
  reminder: hour,
  sanction: 7 * 24 * hour,
  appealDecided: 7 * 24 * hour,
};
const defaultTtlSeconds = 24 * hour;

/** RFC 8030: a topic is at most 32 characters of the URL-safe base64 alphabet. */
export const topicLength = 32;

/**
 * The same cause, pushed again (a second message in the thread, the event changed again), replaces the push not
 * delivered yet: the kind, the event and the other party name it. A notice with neither event nor other party is
 * its own cause. Hashed: the topic is sent to the push service in the clear and must name nobody.
 */
export function webPushTopic(notice: WebPushNotice): string {
  const cause =
    notice.eventId === undefined && notice.aboutUserId === undefined
      ? [notice.type, notice.key]
      : [notice.type, notice.eventId ?? '', notice.aboutUserId ?? ''];
  return createHash('sha256').update(cause.join('\n')).digest('base64url').slice(0, topicLength);
}

/** Far below the 4,096 bytes a push service takes, encrypted; notice texts are shorter still. */
const maxBodyLength = 1000;

export function webPushMessage(notice: WebPushNotice): WebPushMessage {
  const body =
    notice.text.length > maxBodyLength
      ? `${notice.text.slice(0, maxBodyLength - 1).trimEnd()}…`
      : notice.text;
  return {
    title: webPushTitles[notice.type],
    body,
    url: notice.link,
    tag: notice.eventId === undefined ? notice.type : `event-${notice.eventId}`,
  };
}

export interface WebPushOptions {
  readonly urgency: WebPushUrgency;
  readonly ttlSeconds: number;
  readonly topic: string;
}

export function webPushOptions(notice: WebPushNotice): WebPushOptions {
  return {
    urgency: urgentTypes.includes(notice.type) ? 'high' : 'normal',
    ttlSeconds: ttlSecondsByType[notice.type] ?? defaultTtlSeconds,
    topic: webPushTopic(notice),
  };
}

/** Long enough to outlive every redelivery (the stream keeps records 24 hours) and to answer "was it sent?". */
export const webPushRetentionDays = 30;

/**
 * The Put of a new outbox item, for the notifier's transaction. Its condition refuses a second one for the same
 * cause and recipient: the transaction is cancelled on this part when the notice was delivered before.
 */
export function webPushPut(notice: WebPushNotice): TransactionItem {
  const options = webPushOptions(notice);
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...webPushKey(notice.recipientId, notice.key),
        recipientId: notice.recipientId,
        ...indexAttributes(
          tableIndexes.userItemsElsewhere,
          userPartition(notice.recipientId),
          `${webPushOfUserPrefix}${notice.key}`,
        ),
        message: webPushMessage(notice),
        urgency: options.urgency,
        ttlSeconds: options.ttlSeconds,
        topic: options.topic,
        createdAt: notice.at,
        [timeToLiveAttribute]: Math.floor(Date.parse(notice.at) / 1000) + webPushRetentionDays * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
