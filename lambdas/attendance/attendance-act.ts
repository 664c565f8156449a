/**
 * What marking, contesting and confirming share: the event (404), the member concerned, the rule that may refuse
 * (a Turkish 4xx from the catalogue), the conditional write, and after a refused write the rule asked again on what
 * is stored now. A write refused while the rule still allows it was a repeat: nothing changed, and the answer is
 * the entry as it is.
 */
import type { AttendanceAnswer } from '../contracts/attendance';
import { attendanceRefusals } from '../contracts/refusals';
import { clock } from '../platform/clock';
import { refusal } from '../platform/errors';
import { getEvent } from '../events/events-table';
import { existingEvent } from '../events/hosted-event';
import type { EventRecord } from '../events/event-record';
import { toAttendanceEntry, type AttendanceMember, type AttendanceRefusalOf } from './attendance';
import { getMember, type CompletedEventRef } from './attendance-table';

export interface AttendanceAct {
  eventId: string;
  /** whose membership changes */
  memberId: string;
  rule: (
    event: EventRecord,
    member: AttendanceMember | undefined,
    now: Date,
  ) => AttendanceRefusalOf | undefined;
  write: (event: CompletedEventRef, now: Date) => Promise<boolean>;
  message: string;
}

const refuse = ({ status, reason }: AttendanceRefusalOf) => refusal(status, attendanceRefusals, reason);

export async function actOnAttendance({
  eventId,
  memberId,
  rule,
  write,
  message,
}: AttendanceAct): Promise<AttendanceAnswer> {
  const now = clock.now();
  const event = await existingEvent(eventId);
  const member = await getMember(eventId, memberId);
  const refused = rule(event, member, now);
  if (refused) throw refuse(refused);
  const { completedAt } = event;
  if (!member || !completedAt)
    throw new Error('The rule let through an act without a member or a completion');
  const written = await write({ id: event.id, hostId: event.hostId, completedAt }, now);
  const [eventNow, memberNow] = await Promise.all([getEvent(eventId), getMember(eventId, memberId)]);
  if (!written) {
    const refusedNow = rule(eventNow ?? event, memberNow, now);
    if (refusedNow) throw refuse(refusedNow);
  }
  return { message, entry: toAttendanceEntry(memberNow ?? member) };
}
