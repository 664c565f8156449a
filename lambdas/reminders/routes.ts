/** The reminders feature's functions: its part of the function list (lambdas/routes.ts). */
import type { ScheduledJobDefinition } from '../function-kinds';
import { eventPartitionPrefix } from '../platform/keys';

/** 24 hours and 1 hour before an event's start: writes the reminder item the notifier fans out. */
export const sendReminderJob: ScheduledJobDefinition = {
  handler: 'reminders/handlers/send-reminder',
  access: ['table:read', 'table:write'],
  writes: [eventPartitionPrefix],
  schedule: { kind: 'one-time' },
};
