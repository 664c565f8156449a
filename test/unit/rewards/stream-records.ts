/** Stream records as DynamoDB Streams delivers them, for the rewards consumers' tests. */
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

export function attribute(value: Plain): AttributeValue {
  if (value === null) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(attribute) };
  return { M: image(value) };
}

export const image = (item: Record<string, Plain>) =>
  Object.fromEntries(Object.entries(item).map(([name, value]) => [name, attribute(value)]));

export function streamRecord(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  key: { pk: string; sk: string },
  newItem?: Record<string, Plain>,
  oldItem?: Record<string, Plain>,
): DynamoDBRecord {
  return {
    eventID: `${eventName}-${key.pk}-${key.sk}`,
    eventName,
    eventSource: 'aws:dynamodb',
    awsRegion: 'eu-central-1',
    dynamodb: {
      Keys: image(key),
      ...(newItem ? { NewImage: image({ ...key, ...newItem }) } : {}),
      ...(oldItem ? { OldImage: image({ ...key, ...oldItem }) } : {}),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
      SequenceNumber: '1',
      SizeBytes: 100,
    },
  };
}

export const eventItem = {
  eventId: 'e1',
  hostId: 'host',
  title: 'Kadıköy koşusu',
  state: 'published',
  startsAt: '2026-11-25T16:00:00.000Z',
  durationMinutes: 120,
  completedAt: '2026-11-25T18:00:00.000Z',
};

export const attendanceClosed = () =>
  streamRecord(
    'MODIFY',
    { pk: 'EVENT#e1', sk: 'EVENT' },
    { ...eventItem, attendanceClosedAt: '2026-11-27T18:00:00.000Z' },
    eventItem,
  );

export const rating = (stars: number, raterId = 'rater', targetId = 'host') =>
  streamRecord(
    'INSERT',
    { pk: 'EVENT#e1', sk: `RATING#${raterId}#${targetId}` },
    { eventId: 'e1', raterId, targetId, targetRole: 'host', stars, eventTitle: 'Kadıköy koşusu' },
  );

const stats = (eventsHosted: number) => ({
  eventsHosted,
  eventsJoined: 0,
  totalParticipants: 0,
  ratingTotal: 0,
  ratingCount: 0,
});

export const profileHosting = (from: number, to: number, referredBy?: string) =>
  streamRecord(
    'MODIFY',
    { pk: 'USER#invited', sk: 'PROFILE' },
    { userId: 'invited', stats: stats(to), eventLimit: 4, ...(referredBy ? { referredBy } : {}) },
    { userId: 'invited', stats: stats(from), eventLimit: 5, ...(referredBy ? { referredBy } : {}) },
  );
