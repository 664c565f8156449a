/**
 * The rules of attendance, without AWS: who may mark, contest or confirm, and when. Handlers check them before
 * writing, for a clear refusal; the writes carry the same rules as DynamoDB conditions (attendance-table.ts), and
 * when a condition refuses, the handler reads again and asks these rules which refusal applies (none: the write was
 * a repeat, and nothing changed).
 */
import { attendanceWindows, type AttendanceEntry, type AttendanceMark } from '../contracts/attendance';
import type { AttendanceRefusal } from '../contracts/refusals';
import type { EventRecord } from '../events/event-record';

/** A MEMBER item as the attendance feature reads it. */
export interface AttendanceMember {
  userId: string;
  role: 'host' | 'participant';
  name: string;
  username: string | null;
  avatar: string | null;
  /** absent: came (the default) */
  attendance?: 'no-show' | 'contested';
  contest?: { text: string; at: string };
  contestConfirmedAt?: string;
}

export interface AttendanceRefusalOf {
  status: 403 | 404 | 409;
  reason: AttendanceRefusal;
}

const refused = (status: AttendanceRefusalOf['status'], reason: AttendanceRefusal) => ({ status, reason });

type CompletedEvent = Pick<EventRecord, 'hostId' | 'completedAt' | 'attendanceClosedAt'>;

export function markOf(member: Pick<AttendanceMember, 'attendance'>): AttendanceMark {
  return member.attendance ?? 'came';
}

/** Attended, for every feature that asks (ratings, badges): any membership not marked no-show; a contest counts. */
export function attended(member: { attendance?: string }): boolean {
  return member.attendance !== 'no-show';
}

/** Whether the host may mark participants now. */
export function markingOpen(event: CompletedEvent, now: Date): boolean {
  if (!event.completedAt || event.attendanceClosedAt) return false;
  return now.toISOString() < attendanceWindows(event.completedAt).markingClosesAt;
}

export function contestOpen(event: CompletedEvent, now: Date): boolean {
  return !!event.completedAt && now.toISOString() < attendanceWindows(event.completedAt).contestClosesAt;
}

export function confirmOpen(event: CompletedEvent, now: Date): boolean {
  return !!event.completedAt && now.toISOString() < attendanceWindows(event.completedAt).confirmClosesAt;
}

/** What the host's two acts share: the host, a completed event, one of its participants. */
function hostActRefusal(
  event: CompletedEvent,
  member: AttendanceMember | undefined,
  callerId: string,
): AttendanceRefusalOf | undefined {
  if (event.hostId !== callerId) return refused(403, 'NOT_HOST');
  if (!event.completedAt) return refused(409, 'NOT_COMPLETED');
  if (member?.role !== 'participant') return refused(404, 'NOT_A_PARTICIPANT');
  return undefined;
}

/** Why the host may not mark this member (came or no-show) now; undefined when they may. */
export function markRefusal(
  event: CompletedEvent,
  member: AttendanceMember | undefined,
  callerId: string,
  now: Date,
): AttendanceRefusalOf | undefined {
  const refusedAct = hostActRefusal(event, member, callerId);
  if (refusedAct) return refusedAct;
  if (!markingOpen(event, now)) return refused(409, 'MARKING_CLOSED');
  if (member?.contestConfirmedAt) return refused(409, 'ALREADY_CONFIRMED');
  if (member?.contest) return refused(409, 'CONTESTED');
  return undefined;
}

/** Why the caller (`member`, their own membership) may not contest now. */
export function contestRefusal(
  event: CompletedEvent,
  member: AttendanceMember | undefined,
  now: Date,
): AttendanceRefusalOf | undefined {
  if (member?.role !== 'participant') return refused(403, 'NOT_A_MEMBER');
  if (!event.completedAt) return refused(409, 'NOT_COMPLETED');
  if (member.contest) return refused(409, 'ALREADY_CONTESTED');
  if (member.attendance !== 'no-show') return refused(409, 'NOT_MARKED');
  if (!contestOpen(event, now)) return refused(409, 'CONTEST_CLOSED');
  return undefined;
}

/** Why the host may not confirm this member's contested no-show now. */
export function confirmRefusal(
  event: CompletedEvent,
  member: AttendanceMember | undefined,
  callerId: string,
  now: Date,
): AttendanceRefusalOf | undefined {
  const refusedAct = hostActRefusal(event, member, callerId);
  if (refusedAct) return refusedAct;
  if (member?.contestConfirmedAt) return refused(409, 'ALREADY_CONFIRMED');
  if (member?.attendance !== 'contested') return refused(409, 'NOT_CONTESTED');
  if (!confirmOpen(event, now)) return refused(409, 'CONFIRM_CLOSED');
  return undefined;
}

export function toAttendanceEntry(member: AttendanceMember): AttendanceEntry {
  return {
    userId: member.userId,
    name: member.name,
    username: member.username,
    avatar: member.avatar,
    attendance: markOf(member),
    contest: member.contest ?? null,
    contestConfirmedAt: member.contestConfirmedAt ?? null,
  };
}
