/**
 * PUT /private/event/{id}/attendance/{userId} {attended}: within 48 hours of the end, the host marks a participant
 * came (the default) or no-show, with the participant's reliability bucket in the same transaction. A repeat
 * changes nothing.
 */
import { attendanceMessages } from '../../contracts/attendance';
import * as api from '../../contracts/endpoints/attendance';
import { httpRoute } from '../../platform/route';
import { markRefusal } from '../attendance';
import { actOnAttendance } from '../attendance-act';
import { markAttendance } from '../attendance-table';

export const handler = httpRoute(api.markAttendance, async ({ params, body, userId }) => ({
  body: await actOnAttendance({
    eventId: params.id,
    memberId: params.userId,
    rule: (event, member, now) => markRefusal(event, member, userId, now),
    write: (event, now) => markAttendance(event, params.userId, body.attended, now),
    message: body.attended ? attendanceMessages.came : attendanceMessages.noShow,
  }),
}));
