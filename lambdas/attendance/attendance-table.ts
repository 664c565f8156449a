/**
 * Attendance on the event's MEMBER items (`attendance`: absent = came, 'no-show', 'contested'; `noShowMarkedAt`, the
 * instant of the host's mark, which names its notification; `contest` {text, at}, written once; `contestConfirmedAt`), each change in one transaction with the participant's reliability bucket and
 * a check of the event's window. The conditions make a repeated change fail and so change nothing.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { markingWindowHours, contestWindowDays, confirmWindowDays } from '../contracts/attendance';
import { documentClient, tableName } from '../platform/table';
import { callerActive, refuseInactiveCaller } from '../profile/profiles-table';
import { transactWithRetries, type TransactionItem } from '../platform/transactions';
import { eventMembers } from '../events/events-table';
import { eventKey, memberKey } from '../events/keys';
import type { AttendanceMember } from './attendance';
import { bucketNoShowAdd } from './reliability-table';
import { istanbulMonth } from './reliability';

export async function getMember(eventId: string, userId: string): Promise<AttendanceMember | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: memberKey(eventId, userId), ConsistentRead: true }),
  );
  return Item as AttendanceMember | undefined;
}

/** The event's members (at most maxParticipants, 20), host included, with their attendance. */
export async function membersOf(eventId: string): Promise<AttendanceMember[]> {
  return (await eventMembers(eventId)) as AttendanceMember[];
}

export interface CompletedEventRef {
  id: string;
  hostId: string;
  /** the event's end, which also names the month of its reliability buckets */
  completedAt: string;
}

const hourMs = 3_600_000;
const since = (now: Date, hours: number) => new Date(now.getTime() - hours * hourMs).toISOString();

/** The event completed less than `hours` ago (its completedAt is its end), and, for the host's acts, is theirs. */
function eventCheck(event: CompletedEventRef, condition: string, values: Record<string, unknown>) {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: eventKey(event.id),
      ConditionExpression: `attribute_exists(completedAt) AND completedAt > :openSince${condition}`,
      ExpressionAttributeValues: values,
    },
  } satisfies TransactionItem;
}

/**
 * Whether the transaction committed, with the caller's account held active beside its parts; false when a condition
 * refused (the caller reads again to say why).
 */
async function commit(callerId: string, parts: Record<string, TransactionItem>): Promise<boolean> {
  const failure = await transactWithRetries({ ...parts, ...callerActive(callerId) });
  if (!failure) return true;
  refuseInactiveCaller(failure);
  if (failure.raced) throw new Error(`Attendance change kept racing: ${failure.summary}`);
  return false;
}

/** The host marks a participant no-show (attended = false) or back to came, within the marking window. */
export function markAttendance(
  event: CompletedEventRef,
  userId: string,
  attended: boolean,
  now: Date,
): Promise<boolean> {
  const month = istanbulMonth(new Date(event.completedAt));
  const member: TransactionItem = attended
    ? {
        Update: {
          TableName: tableName,
          Key: memberKey(event.id, userId),
          UpdateExpression: 'REMOVE attendance, noShowMarkedAt',
          ConditionExpression: 'attendance = :noShow AND attribute_not_exists(contest)',
          ExpressionAttributeValues: { ':noShow': 'no-show' },
        },
      }
    : {
        Update: {
          TableName: tableName,
          Key: memberKey(event.id, userId),
          UpdateExpression: 'SET attendance = :noShow, noShowMarkedAt = :now',
          ConditionExpression:
            '#role = :participant AND attribute_not_exists(attendance) AND attribute_not_exists(contest)',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: {
            ':noShow': 'no-show',
            ':participant': 'participant',
            ':now': now.toISOString(),
          },
        },
      };
  return commit(event.hostId, {
    event: eventCheck(event, ' AND hostId = :me AND attribute_not_exists(attendanceClosedAt)', {
      ':openSince': since(now, markingWindowHours),
      ':me': event.hostId,
    }),
    member,
    bucket: bucketNoShowAdd(userId, month, attended ? -1 : 1),
  });
}

/** The participant contests their no-show, once: the no-show leaves the score until the host confirms it. */
export function contestNoShow(
  event: CompletedEventRef,
  userId: string,
  text: string,
  now: Date,
): Promise<boolean> {
  return commit(userId, {
    event: eventCheck(event, '', { ':openSince': since(now, contestWindowDays * 24) }),
    member: {
      Update: {
        TableName: tableName,
        Key: memberKey(event.id, userId),
        UpdateExpression: 'SET attendance = :contested, contest = :contest',
        ConditionExpression: 'attendance = :noShow AND attribute_not_exists(contest)',
        ExpressionAttributeValues: {
          ':contested': 'contested',
          ':noShow': 'no-show',
          ':contest': { text, at: now.toISOString() },
        },
      },
    },
    bucket: bucketNoShowAdd(userId, istanbulMonth(new Date(event.completedAt)), -1),
  });
}

/** The host confirms a contested no-show, once: it counts again. */
export function confirmNoShow(event: CompletedEventRef, userId: string, now: Date): Promise<boolean> {
  return commit(event.hostId, {
    event: eventCheck(event, ' AND hostId = :me', {
      ':openSince': since(now, confirmWindowDays * 24),
      ':me': event.hostId,
    }),
    member: {
      Update: {
        TableName: tableName,
        Key: memberKey(event.id, userId),
        UpdateExpression: 'SET attendance = :noShow, contestConfirmedAt = :now',
        ConditionExpression: 'attendance = :contested AND attribute_not_exists(contestConfirmedAt)',
        ExpressionAttributeValues: {
          ':contested': 'contested',
          ':noShow': 'no-show',
          ':now': now.toISOString(),
        },
      },
    },
    bucket: bucketNoShowAdd(userId, istanbulMonth(new Date(event.completedAt)), 1),
  });
}
