/** The attendance feature's functions: its part of the function list (lambdas/routes.ts). */
import * as api from '../contracts/endpoints/attendance';
import type { RouteDefinition, ScheduledJobDefinition } from '../function-kinds';
import { eventPartitionPrefix, userPartitionPrefix } from '../platform/keys';

export const attendanceRoutes: readonly RouteDefinition[] = [
  { endpoint: api.getAttendance, handler: 'attendance/handlers/get-attendance', access: ['table:read'] },
  {
    endpoint: api.markAttendance,
    handler: 'attendance/handlers/mark-attendance',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.contestAttendance,
    handler: 'attendance/handlers/contest-attendance',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.confirmNoShow,
    handler: 'attendance/handlers/confirm-no-show',
    access: ['table:read', 'table:write'],
    writes: [eventPartitionPrefix, userPartitionPrefix],
  },
  { endpoint: api.getReliability, handler: 'attendance/handlers/get-reliability', access: ['table:read'] },
];

/** At an event's end: marks it completed and counts it for each participant's reliability. */
export const completeEventJob: ScheduledJobDefinition = {
  handler: 'attendance/handlers/complete-event',
  access: ['table:read', 'table:write'],
  writes: [eventPartitionPrefix, userPartitionPrefix],
  schedule: { kind: 'one-time' },
};

/** 48 hours after an event's end: the host's attendance marks become final. */
export const closeAttendanceJob: ScheduledJobDefinition = {
  handler: 'attendance/handlers/close-attendance',
  access: ['table:read', 'table:write'],
  writes: [eventPartitionPrefix, userPartitionPrefix],
  schedule: { kind: 'one-time' },
};
