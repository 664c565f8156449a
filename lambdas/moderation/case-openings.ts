/**
 * Cases opened from the table's stream (the `openCases` consumer): a report filed (the users feature's report item)
 * joins the open report case of its subject, or of the piece of content it names, or opens one; a join request the screener could not decide (moved to
 * `held`) opens its own case. Each reads what the moderators will see (the reported profile's words, the event's
 * title) as the record arrives, and is written once however often the record comes (cases-table.ts). A record
 * that holds neither is a poison record: it throws, so the batch reports it and it ends in the dead-letter queue.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { reportReasonIds } from '../contracts/users';
import { getEvent } from '../events/events-table';
import { screenerDeclineSamplePercent } from '../contracts/moderation';
import { getProfile } from '../profile/profiles-table';
import { reportsPartitionPrefix } from '../users/keys';
import { reportedContentAt } from '../users/reports-table';
import { caseContentSchema, reportedContentSchema } from './case-record';
import { fileReportIntoCase, openRequestCase } from './cases-table';
import { isSampledDecline, requestCaseContent, userReportContent } from './moderation';

const id = z.object({ S: z.string().check(z.minLength(1)) });
const stringAttribute = z.object({ S: z.string() });
const nullableString = z.union([stringAttribute, z.object({ NULL: z.literal(true) })]);

const reportImageSchema = z.object({
  targetId: id,
  reporterId: id,
  reason: z.object({ S: z.enum(reportReasonIds) }),
  text: stringAttribute,
  createdAt: id,
  content: z.optional(z.object({ M: z.record(z.string(), z.unknown()) })),
});

const screenedRequestImageSchema = z.object({
  eventId: id,
  requesterId: id,
  status: z.object({ S: z.enum(['held', 'declined']) }),
  message: stringAttribute,
  screening: z.object({ M: z.object({ screenedAt: id, reason: z.optional(nullableString) }) }),
});

/** A report of content as the users feature keeps it: the piece, and its words as reported. */
const filedContentSchema = z.extend(reportedContentSchema, { fields: caseContentSchema });

export class PoisonCaseRecordError extends Error {}

const textOf = (value: z.infer<typeof nullableString> | undefined): string | null =>
  value && 'S' in value ? value.S : null;

export const isReportRecord = (record: DynamoDBRecord) =>
  record.dynamodb?.Keys?.pk?.S?.startsWith(reportsPartitionPrefix) ?? false;

async function openReportCase(record: DynamoDBRecord): Promise<void> {
  const image = reportImageSchema.safeParse(record.dynamodb?.NewImage);
  const keys = record.dynamodb?.Keys;
  if (!image.success || !keys?.pk?.S || !keys.sk?.S) {
    throw new PoisonCaseRecordError(`Stream record ${record.eventID ?? '(no id)'} holds no report`);
  }
  const { targetId, reporterId, reason, createdAt } = image.data;
  const reportKey = { pk: keys.pk.S, sk: keys.sk.S };
  // A report of content carries its words as reported; one of the user, their profile's words as they are now.
  const stored = image.data.content && (await reportedContentAt(reportKey));
  // the report deleted since (its reporter's account deletion): nothing left to file
  if (image.data.content && stored === undefined) return;
  const reported = stored === undefined ? undefined : filedContentSchema.parse(stored);
  const content = reported
    ? reported.fields
    : userReportContent({ bio: (await getProfile(targetId.S))?.bio ?? '' });
  await fileReportIntoCase({
    reportKey,
    report: {
      reporter: { userId: reporterId.S },
      reason: reason.S,
      text: image.data.text.S,
      createdAt: createdAt.S,
    },
    subject: { userId: targetId.S },
    ...(reported && { reportedContent: { target: reported.target, contentId: reported.contentId } }),
    content,
  });
}

/**
 * A request the screener held opens its case; one it declined does when it falls in the sample (`samplePercent` of
 * them, by its keys: a redelivery decides the same).
 */
export async function openScreenedRequestCase(
  record: DynamoDBRecord,
  samplePercent = screenerDeclineSamplePercent,
): Promise<void> {
  const image = screenedRequestImageSchema.safeParse(record.dynamodb?.NewImage);
  if (!image.success) {
    throw new PoisonCaseRecordError(
      `Stream record ${record.eventID ?? '(no id)'} holds no screened join request`,
    );
  }
  const { eventId, requesterId, status, message, screening } = image.data;
  const declined = status.S === 'declined';
  if (declined && !isSampledDecline(eventId.S, requesterId.S, samplePercent)) return;
  const event = await getEvent(eventId.S);
  await openRequestCase({
    kind: declined ? 'screened-decline' : 'held-request',
    eventId: eventId.S,
    requesterId: requesterId.S,
    screenedAt: screening.M.screenedAt.S,
    subject: { userId: requesterId.S },
    content: requestCaseContent({
      eventTitle: event?.title ?? '(silinmiş etkinlik)',
      message: message.S,
      screening: declined ? 'declined' : 'held',
      screeningReason: textOf(screening.M.reason),
    }),
  });
}

export const openCaseOf = (record: DynamoDBRecord): Promise<void> =>
  isReportRecord(record) ? openReportCase(record) : openScreenedRequestCase(record);
