/**
 * Which users a change of the table concerns, and what their open tabs should read again: from the stream record
 * alone, with no reads. A change that concerns everyone in an event (the event edited or cancelled) names the
 * event; the fan-out reads its participants.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { PushMessage } from '../contracts/push';
import type { JoinRequestStatus } from '../contracts/requests';
import { notificationSortKeyPrefix } from '../platform/keys';
import { eventKey } from '../events/keys';
import { profileKey } from '../profile/keys';
import { requestKey } from '../requests/keys';
import { threadSummarySortKeyPrefix } from '../messages/keys';

export type Audience =
  | { readonly kind: 'user'; readonly userId: string; readonly message: PushMessage }
  | { readonly kind: 'participants'; readonly eventId: string; readonly message: PushMessage };

type Image = Record<string, string | undefined>;

const requestShape = requestKey('', '');
const eventShape = eventKey('');
const profileShape = profileKey('');
const userPrefix = profileShape.pk;

/** The event fields a participant sees change (counters, views and listings do not count). */
const eventFieldsParticipantsSee = ['state', 'updatedAt'] as const;

/**
 * The string and number attributes of a stream image, as strings. The rest (maps, lists, sets) is never needed
 * here, and reading only these keeps one odd attribute elsewhere in the item from failing the record.
 */
function image(value: Record<string, AttributeValue> | undefined): Image | undefined {
  if (!value) return undefined;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, attribute]) =>
      attribute.S !== undefined
        ? [[name, attribute.S]]
        : attribute.N !== undefined
          ? [[name, attribute.N]]
          : [],
    ),
  );
}

const user = (userId: string | undefined, message: PushMessage): Audience[] =>
  userId ? [{ kind: 'user', userId, message }] : [];

export function audiencesOf(record: DynamoDBRecord): Audience[] {
  const keys = image(record.dynamodb?.Keys);
  const pk = keys?.pk ?? '';
  const sk = keys?.sk ?? '';
  const fresh = image(record.dynamodb?.NewImage);
  const old = image(record.dynamodb?.OldImage);
  if (!fresh || record.eventName === 'REMOVE') return [];

  if (pk.startsWith(requestShape.pk) && sk.startsWith(requestShape.sk)) {
    return requestAudiences(record.eventName === 'INSERT' ? undefined : old, fresh);
  }
  if (pk.startsWith(eventShape.pk) && sk === eventShape.sk && record.eventName === 'MODIFY') {
    const seen = eventFieldsParticipantsSee.some((field) => old?.[field] !== fresh[field]);
    const eventId = fresh.id ?? pk.slice(eventShape.pk.length);
    return seen ? [{ kind: 'participants', eventId, message: { topics: ['participation'], eventId } }] : [];
  }
  if (!pk.startsWith(userPrefix)) return [];
  const userId = pk.slice(userPrefix.length);
  if (sk.startsWith(notificationSortKeyPrefix) && record.eventName === 'INSERT') {
    return user(userId, { topics: ['notifications'] });
  }
  if (sk === profileShape.sk && old?.eventLimit !== fresh.eventLimit) {
    return user(userId, { topics: ['balance'] });
  }
  // The recipient's summary counts one more unread message; the sender's is only marked read.
  if (sk.startsWith(threadSummarySortKeyPrefix) && Number(fresh.unread ?? 0) > Number(old?.unread ?? 0)) {
    return user(userId, { topics: ['messages'], ...(fresh.eventId ? { eventId: fresh.eventId } : {}) });
  }
  return [];
}

/**
 * A new request and its screening outcome concern the host (and the requester, who waits for the outcome); a
 * decision, an offer and a removal the requester; a participant leaving (or an offer running out) the host, and
 * confirming an offer the host too.
 */
function requestAudiences(old: Image | undefined, fresh: Image): Audience[] {
  const eventId = fresh.eventId ?? '';
  const host = (audience: Audience[] = []) => [
    ...audience,
    ...user(fresh.hostId, { topics: ['requests'], eventId }),
  ];
  const requester = (audience: Audience[] = []) => [
    ...audience,
    ...user(fresh.requesterId, { topics: ['participation'], eventId }),
  ];
  if (!old) return host();
  const from = old.status as JoinRequestStatus;
  const to = fresh.status as JoinRequestStatus;
  if (from === to) return [];
  if (from === 'screening') return requester(host());
  switch (to) {
    case 'accepted':
      return from === 'offered' ? requester(host()) : requester();
    case 'declined':
    case 'waitlisted':
    case 'offered':
    case 'removed':
      return requester();
    case 'left':
      return fresh.offerExpiredAt && !old.offerExpiredAt ? requester(host()) : host();
    default:
      return host();
  }
}
