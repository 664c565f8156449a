/**
 * POST /private/event/{id}/attendance/contest {text}: a participant marked no-show contests it, once, within 7 days
 * of the end. The contest is kept for audit, and the no-show leaves their score until the host confirms it.
 */
import { attendanceMessages } from '../../contracts/attendance';
import * as api from '../../contracts/endpoints/attendance';
import { httpRoute } from '../../platform/route';
import { contestRefusal } from '../attendance';
import { actOnAttendance } from '../attendance-act';
import { contestNoShow } from '../attendance-table';

export const handler = httpRoute(api.contestAttendance, async ({ params, body, userId }) => ({
  body: await actOnAttendance({
    eventId: params.id,
    memberId: userId,
    rule: contestRefusal,
    write: (event, now) => contestNoShow(event, userId, body.text, now),
    message: attendanceMessages.contested,
  }),
}));
