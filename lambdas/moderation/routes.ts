/**
 * The moderation feature's functions: its part of the function list (lambdas/routes.ts). The audit log's partition
 * is in the `appends` of the functions that add entries and in no function's `writes`: nobody may change an entry.
 */
import * as api from '../contracts/endpoints/moderation';
import type { RouteDefinition, ScheduledJobDefinition, StreamConsumerDefinition } from '../function-kinds';
import { emailPartitionPrefix } from '../email/keys';
import { eventPartitionPrefix, moderationPartitionPrefix, userPartitionPrefix } from '../platform/keys';
import { requestKey } from '../requests/keys';
import { reportsPartitionPrefix } from '../users/keys';
import { reportCaseKinds } from '../contracts/moderation';
import { threadPartitionPrefix } from '../messages/keys';
import {
  auditPartitionPrefix,
  caseKey,
  casePartitionPrefix,
  reportedContentPartitionPrefix,
  subjectPartitionPrefix,
} from './keys';

export const moderationRoutes: readonly RouteDefinition[] = [
  {
    endpoint: api.listCases,
    handler: 'moderation/handlers/list-cases',
    access: ['table:read'],
  },
  {
    endpoint: api.countOpenCases,
    handler: 'moderation/handlers/count-open-cases',
    access: ['table:read'],
  },
  {
    endpoint: api.getCase,
    handler: 'moderation/handlers/get-case',
    // table:write: its rate limit's counter; every read of a case is an audit entry
    access: ['table:read', 'table:write', 'table:append'],
    appends: [auditPartitionPrefix],
  },
  {
    endpoint: api.decideCase,
    handler: 'moderation/handlers/decide-case',
    access: [
      'table:read',
      'table:write',
      'table:append',
      'schedules:create',
      'userPool:ban',
      'userPool:moderators',
    ],
    // the case and its subject or content, the open count and the sanctioned users, the sanction and the profile's
    // mark, a held request moved on, a message or a review (in its event's partition) removed, a notice's outcome
    // e-mailed
    writes: [
      casePartitionPrefix,
      subjectPartitionPrefix,
      reportedContentPartitionPrefix,
      threadPartitionPrefix,
      emailPartitionPrefix,
      moderationPartitionPrefix,
      userPartitionPrefix,
      eventPartitionPrefix,
    ],
    appends: [auditPartitionPrefix],
  },
  {
    endpoint: api.listAudit,
    handler: 'moderation/handlers/list-audit',
    access: ['table:read'],
  },
  {
    endpoint: api.reportContent,
    handler: 'moderation/handlers/report-content',
    // the report in its author's reports; table:write also for the caller's rate counter
    access: ['table:read', 'table:write'],
    writes: [reportsPartitionPrefix, userPartitionPrefix],
  },
  {
    endpoint: api.listMySanctions,
    handler: 'moderation/handlers/list-my-sanctions',
    access: ['table:read'],
  },
  {
    endpoint: api.appealSanction,
    handler: 'moderation/handlers/appeal-sanction',
    // the appeal on the sanction (the user's partition), its case and the open count
    access: ['table:read', 'table:write'],
    writes: [userPartitionPrefix, casePartitionPrefix, moderationPartitionPrefix],
  },
  {
    endpoint: api.giveContentNotice,
    handler: 'moderation/handlers/give-content-notice',
    // its case, the open count and the acknowledgement e-mail; table:write also for its address counter
    access: ['table:read', 'table:write'],
    writes: [casePartitionPrefix, moderationPartitionPrefix, emailPartitionPrefix],
  },
];

/** A suspension's end, at that moment: lifted off the profile and the sanctioned users if it is still that one. */
export const liftSuspensionJob: ScheduledJobDefinition = {
  handler: 'moderation/handlers/lift-suspension',
  access: ['table:write'],
  writes: [userPartitionPrefix, moderationPartitionPrefix],
  schedule: { kind: 'one-time' },
};

/** The queue's size and its oldest case's wait, as metrics: the dashboard's row and the 24-hour alarm. */
export const measureQueueJob: ScheduledJobDefinition = {
  handler: 'moderation/handlers/measure-queue',
  access: ['table:read'],
  schedule: { kind: 'recurring', everyMinutes: 5 },
};

// The key builder with empty ids spells the prefixes every join-request key starts with.
const requestKeyPrefixes = requestKey('', '');

/**
 * Opens cases from the stream: a report filed (an INSERT under `REPORTS#`) joins the open case of its subject or
 * of the content it names, or opens one; a join request the screener could not decide (`screening` -> `held`)
 * opens its own, and so does a sample of those it declined (`screening` -> `declined`). It also carries out what a
 * removal leaves to it: an event report's or a message report's case closed with `remove-content`
 * (lambdas/moderation/content-removals.ts).
 */
export const caseOpener: StreamConsumerDefinition = {
  handler: 'moderation/handlers/open-cases',
  access: ['table:read', 'table:write'],
  writes: [
    reportsPartitionPrefix,
    casePartitionPrefix,
    subjectPartitionPrefix,
    reportedContentPartitionPrefix,
    moderationPartitionPrefix,
    // an event's removal: the event cancelled, its host's and participants' counts; a removed message's inbox lines
    eventPartitionPrefix,
    userPartitionPrefix,
  ],
  stream: {
    filters: [
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: { pk: { S: [{ prefix: casePartitionPrefix }] }, sk: { S: [caseKey('').sk] } },
          OldImage: { status: { S: ['open'] } },
          NewImage: {
            status: { S: ['closed'] },
            kind: { S: [reportCaseKinds.event, reportCaseKinds.message] },
            decision: { M: { action: { S: ['remove-content'] } } },
          },
        },
      },
      { eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: reportsPartitionPrefix }] } } } },
      {
        eventName: ['MODIFY'],
        dynamodb: {
          Keys: {
            pk: { S: [{ prefix: requestKeyPrefixes.pk }] },
            sk: { S: [{ prefix: requestKeyPrefixes.sk }] },
          },
          OldImage: { status: { S: ['screening'] } },
          // held: a case each; declined: a sample of them
          NewImage: { status: { S: ['held', 'declined'] } },
        },
      },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 5,
    // a case must not be lost: past a day the record waits in the dead-letter queue for the runbook
    maxRecordAgeSeconds: 86_400,
  },
  timeoutSeconds: 60,
};
