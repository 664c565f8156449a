/** The attendance feature's endpoints: who came to a completed event, a participant's contest, reliability. */
import { endpoint } from '../endpoint';
import {
  attendanceMarkSchema,
  attendanceParamsSchema,
  contestSchema,
  reliabilityParamsSchema,
  type AttendanceAnswer,
  type AttendanceSheet,
  type ReliabilityAnswer,
} from '../attendance';
import { eventIdParamsSchema } from '../event-schemas';

/** The host's list of participants with their marks, or a participant's own mark. */
export const getAttendance = /* @__PURE__ */ endpoint<AttendanceSheet>()({
  method: 'GET',
  path: '/private/event/{id}/attendance',
  params: eventIdParamsSchema,
});

/** The host marks one participant came (the default) or no-show, within 48 hours of the end. Idempotent. */
export const markAttendance = /* @__PURE__ */ endpoint<AttendanceAnswer>()({
  method: 'PUT',
  path: '/private/event/{id}/attendance/{userId}',
  params: attendanceParamsSchema,
  body: attendanceMarkSchema,
});

/** A participant marked no-show contests it, once, with a short text. */
export const contestAttendance = /* @__PURE__ */ endpoint<AttendanceAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/attendance/contest',
  params: eventIdParamsSchema,
  body: contestSchema,
  rateLimit: { limit: 30, windowSeconds: 3600 },
});

/** The host confirms a contested no-show again, once. */
export const confirmNoShow = /* @__PURE__ */ endpoint<AttendanceAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/attendance/{userId}/confirm',
  params: attendanceParamsSchema,
});

/** A user's reliability score: what hosts see beside the rating. */
export const getReliability = /* @__PURE__ */ endpoint<ReliabilityAnswer>()({
  method: 'GET',
  path: '/private/reliability/{userId}',
  params: reliabilityParamsSchema,
});
