/**
 * Which users a change of the table concerns, and what their open tabs should read again: from the stream record
 * alone, with no reads. A change that concerns everyone in an event (the event edited or cancelled), or its host
 * (a participant's contest), names the event and the role; the fan-out reads who holds it.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { LiveMessage } from '../contracts/live';
import { notificationSortKeyPrefix } from '../platform/keys';
import { cellPartition, eventKey, memberKey } from '../events/keys';
import { tableIndexes } from '../platform/table-schema';
import { friendSortKeyPrefix } from '../friends/keys';
import { profileKey } from '../profile/keys';
import { requestKey } from '../requests/keys';
import { threadSummarySortKeyPrefix } from '../messages/keys';
import { notificationCountKey } from '../notifications/keys';

export type Audience =
  | { readonly kind: 'user'; readonly userId: string; readonly message: LiveMessage }
  /** the members of an event in one role (read by the fan-out) */
  | {
      readonly kind: 'members';
      readonly eventId: string;
      readonly role: 'host' | 'participant';
      readonly message: LiveMessage;
    }
  /** the tabs watching a geohash cell (lambdas/live/connections-table.ts), but the ones of `exceptUserId` */
  | {
      readonly kind: 'area';
      readonly cell: string;
      readonly exceptUserId?: string;
      readonly message: LiveMessage;
    };

type Image = Record<string, string | undefined>;

const requestShape = requestKey('', '');
const eventShape = eventKey('');
const memberShape = memberKey('', '');
const profileShape = profileKey('');
const notificationCountShape = notificationCountKey('');
const userPrefix = profileShape.pk;
const cellAttribute = tableIndexes.eventsByCell.partitionKey;

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

const user = (userId: string | undefined, message: LiveMessage): Audience[] =>
  userId ? [{ kind: 'user', userId, message }] : [];

export function audiencesOf(record: DynamoDBRecord): Audience[] {
  const keys = image(record.dynamodb?.Keys);
  const pk = keys?.pk ?? '';
  const sk = keys?.sk ?? '';
  const fresh = image(record.dynamodb?.NewImage);
  const old = image(record.dynamodb?.OldImage);
  // Both sides of a friendship see every move of it, a withdrawal or an ending (a removal) included.
  if (pk.startsWith(userPrefix) && sk.startsWith(friendSortKeyPrefix)) {
    return user(pk.slice(userPrefix.length), { topics: ['friends'] });
  }
  if (!fresh || record.eventName === 'REMOVE') return [];

  if (pk.startsWith(requestShape.pk) && sk.startsWith(requestShape.sk)) {
    return requestAudiences(record.eventName === 'INSERT' ? undefined : old, fresh);
  }
  if (pk.startsWith(eventShape.pk) && sk === eventShape.sk) {
    const eventId = fresh.id ?? pk.slice(eventShape.pk.length);
    const seen =
      record.eventName === 'MODIFY' &&
      eventFieldsParticipantsSee.some((field) => old?.[field] !== fresh[field]);
    const participants: Audience = {
      kind: 'members',
      eventId,
      role: 'participant',
      message: { topics: ['participation'], eventId },
    };
    return [...(seen ? [participants] : []), ...newNearby(old, fresh)];
  }
  if (pk.startsWith(eventShape.pk) && sk.startsWith(memberShape.sk) && record.eventName === 'MODIFY') {
    return attendanceAudiences(old, fresh, pk.slice(eventShape.pk.length));
  }
  if (!pk.startsWith(userPrefix)) return [];
  const userId = pk.slice(userPrefix.length);
  if (sk.startsWith(notificationSortKeyPrefix) && record.eventName === 'INSERT') {
    return user(userId, { topics: ['notifications'] });
  }
  // Read in one tab (one, all, or expired unread): the other tabs drop it too. A rise comes with its INSERT above.
  if (sk === notificationCountShape.sk && Number(fresh.unread ?? 0) < Number(old?.unread ?? 0)) {
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
 * An event listed in a cell it was not listed in before (published, or moved there) is news to the tabs watching
 * that cell, but its host's. The live update names only the topic: what the event is, the tab reads through the
 * listing.
 */
function newNearby(old: Image | undefined, fresh: Image): Audience[] {
  const cell = fresh[cellAttribute];
  if (!cell || old?.[cellAttribute] === cell) return [];
  return [
    {
      kind: 'area',
      cell: cell.slice(cellPartition('').length),
      ...(fresh.hostId ? { exceptUserId: fresh.hostId } : {}),
      message: { topics: ['listings'] },
    },
  ];
}

/**
 * A participant's attendance concerns them and the host: a mark or a confirmation by the host moves the
 * participant's page, a contest by the participant the host's. Both are told, for the actor's other tabs.
 */
function attendanceAudiences(old: Image | undefined, fresh: Image, eventId: string): Audience[] {
  if (old?.attendance === fresh.attendance) return [];
  return [
    ...user(fresh.userId, { topics: ['participation'], eventId }),
    { kind: 'members', eventId, role: 'host', message: { topics: ['requests'], eventId } },
  ];
}

/**
 * A request concerns its two parties, whoever acted: the other party sees it move (a new request and a participant
 * leaving on the host's side; the screening, a decision, an offer and a removal on the requester's), and the one
 * who acted sees it in their other tabs. The acting tab has just read it, and SWR folds the live update's read into
 * that one. The host hears of a request only once the screener passed it: not while it is screened or held, nor
 * when the screener declines it.
 */
function requestAudiences(old: Image | undefined, fresh: Image): Audience[] {
  if (old && old.status === fresh.status) return [];
  const eventId = fresh.eventId ?? '';
  return [
    ...(reachedHost(old) || reachedHost(fresh) ? user(fresh.hostId, { topics: ['requests'], eventId }) : []),
    ...user(fresh.requesterId, { topics: ['participation'], eventId }),
  ];
}

const reachedHost = (request: Image | undefined) =>
  request !== undefined &&
  request.status !== 'screening' &&
  request.status !== 'held' &&
  request.decidedBy !== 'screener';
