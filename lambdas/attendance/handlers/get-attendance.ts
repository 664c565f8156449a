/**
 * GET /private/event/{id}/attendance: the host gets every participant with their mark and contest; a participant
 * only their own entry; anyone else 403. Before the event completed the list is there, with every window closed.
 */
import { attendanceWindows, type AttendanceSheet } from '../../contracts/attendance';
import * as api from '../../contracts/endpoints/attendance';
import { attendanceRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { existingEvent } from '../../events/hosted-event';
import { confirmOpen, contestRefusal, markingOpen, toAttendanceEntry } from '../attendance';
import { membersOf } from '../attendance-table';

export const handler = httpRoute(api.getAttendance, async ({ params, userId }) => {
  const now = clock.now();
  const event = await existingEvent(params.id);
  const members = await membersOf(event.id);
  const isHost = event.hostId === userId;
  const mine = members.find((member) => member.userId === userId && member.role === 'participant');
  if (!isHost && !mine) throw refusal(403, attendanceRefusals, 'NOT_A_MEMBER');
  const shown = isHost ? members.filter((member) => member.role === 'participant') : mine ? [mine] : [];
  const windows = event.completedAt ? attendanceWindows(event.completedAt) : undefined;
  const body: AttendanceSheet = {
    eventId: event.id,
    isHost,
    completedAt: event.completedAt ?? null,
    markingClosesAt: windows?.markingClosesAt ?? null,
    contestClosesAt: windows?.contestClosesAt ?? null,
    confirmClosesAt: windows?.confirmClosesAt ?? null,
    canMark: isHost && markingOpen(event, now),
    canConfirm: isHost && confirmOpen(event, now),
    canContest: !isHost && contestRefusal(event, mine, now) === undefined,
    participants: shown.map(toAttendanceEntry).sort((a, b) => a.name.localeCompare(b.name, 'tr')),
  };
  return { body };
});
