/** The access logs' functions: their part of the function list (lambdas/routes.ts). */
import type { ScheduledJobDefinition } from '../function-kinds';
import { accessLogSealPartitionPrefix } from './keys';

/** Seals every complete hour of the access logs into the digest chain. */
export const sealAccessLogs: ScheduledJobDefinition = {
  handler: 'access-logs/handlers/seal-access-logs',
  access: ['table:read', 'table:write', 'accessLogs:list', 'logDigests:write'],
  writes: [accessLogSealPartitionPrefix],
  schedule: { kind: 'recurring', everyMinutes: 60 },
  timeoutSeconds: 300,
};
