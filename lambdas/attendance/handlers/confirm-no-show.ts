/**
 * POST /private/event/{id}/attendance/{userId}/confirm: the host confirms a contested no-show again, once, within
 * 14 days of the end; it counts in the participant's score again.
 */
import { attendanceMessages } from '../../contracts/attendance';
import * as api from '../../contracts/endpoints/attendance';
import { httpRoute } from '../../platform/route';
import { confirmRefusal } from '../attendance';
import { actOnAttendance } from '../attendance-act';
import { confirmNoShow } from '../attendance-table';

export const handler = httpRoute(api.confirmNoShow, async ({ params, userId }) => ({
  body: await actOnAttendance({
    eventId: params.id,
    memberId: params.userId,
    rule: (event, member, now) => confirmRefusal(event, member, userId, now),
    write: (event, now) => confirmNoShow(event, params.userId, now),
    message: attendanceMessages.confirmed,
  }),
}));
