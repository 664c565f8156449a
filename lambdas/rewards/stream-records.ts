/**
 * What the rewards consumers read from a stream record, without AWS SDK types: the cause a record tells of (an
 * event whose attendance closed, a five-star rating, a referred user's first event) and whose facts moved.
 */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import type { CompletedEvent } from './earn-rules';

type Image = Record<string, AttributeValue>;

const text = (image: Image | undefined, name: string) => image?.[name]?.S;
const numberOf = (image: Image | undefined, name: string) => {
  const value = Number(image?.[name]?.N);
  return image?.[name]?.N === undefined || !Number.isFinite(value) ? undefined : value;
};
const afterPrefix = (value: string | undefined, prefix: string) =>
  value?.startsWith(prefix) ? value.slice(prefix.length) : undefined;

export type RewardCause =
  | { kind: 'completion'; event: CompletedEvent }
  | { kind: 'five-star'; eventId: string; eventTitle?: string; raterId: string; targetId: string }
  | { kind: 'referred-first-event'; userId: string; inviterId: string };

/** The cause a record of the `grant-earned-tokens` filters tells of; undefined for anything else. */
export function causeOf(record: DynamoDBRecord): RewardCause | undefined {
  const { Keys, NewImage, OldImage } = record.dynamodb ?? {};
  const pk = Keys?.pk?.S;
  const sk = Keys?.sk?.S;
  if (sk === 'EVENT' && record.eventName === 'MODIFY') {
    const eventId = afterPrefix(pk, 'EVENT#');
    const closedNow = text(NewImage, 'attendanceClosedAt') && !text(OldImage, 'attendanceClosedAt');
    const hostId = text(NewImage, 'hostId');
    const startsAt = text(NewImage, 'startsAt');
    if (!eventId || !closedNow || !hostId || !startsAt) return undefined;
    const duration = numberOf(NewImage, 'durationMinutes') ?? 0;
    const completedAt =
      text(NewImage, 'completedAt') ?? new Date(Date.parse(startsAt) + duration * 60_000).toISOString();
    return {
      kind: 'completion',
      event: { eventId, title: text(NewImage, 'title') ?? '', hostId, startsAt, completedAt },
    };
  }
  if (sk?.startsWith('RATING#') && record.eventName === 'INSERT') {
    const eventId = text(NewImage, 'eventId') ?? afterPrefix(pk, 'EVENT#');
    const raterId = text(NewImage, 'raterId');
    const targetId = text(NewImage, 'targetId');
    if (!eventId || !raterId || !targetId || numberOf(NewImage, 'stars') !== 5) return undefined;
    const eventTitle = text(NewImage, 'eventTitle');
    return { kind: 'five-star', eventId, raterId, targetId, ...(eventTitle ? { eventTitle } : {}) };
  }
  if (sk === 'PROFILE' && record.eventName === 'MODIFY') {
    const userId = text(NewImage, 'userId');
    const inviterId = text(NewImage, 'referredBy');
    const hosted = (image: Image | undefined) => numberOf(image?.stats?.M, 'eventsHosted');
    if (!userId || !inviterId || hosted(OldImage) !== 0 || hosted(NewImage) !== 1) return undefined;
    return { kind: 'referred-first-event', userId, inviterId };
  }
  return undefined;
}

/**
 * The user whose badge facts a record of the `award-badges` filters moved; undefined when it moved none (a
 * profile change that left its stats as they were: a balance, a setting, a badge recorded).
 */
export function badgeSubjectOf(record: DynamoDBRecord): string | undefined {
  const { Keys, NewImage, OldImage } = record.dynamodb ?? {};
  const userId = afterPrefix(Keys?.pk?.S, 'USER#');
  if (!userId) return undefined;
  if (Keys?.sk?.S === 'PROFILE' && record.eventName === 'MODIFY') {
    return JSON.stringify(OldImage?.stats) === JSON.stringify(NewImage?.stats) ? undefined : userId;
  }
  return userId;
}
