/**
 * Cases opened from the table's stream (the `openCases` consumer): a report filed (the users feature's report item)
 * joins its subject's open report case or opens one; a join request the screener could not decide (moved to
 * `held`) opens its own case. Each reads what the moderators will see (the reported profile's words, the event's
 * title) as the record arrives, and is written once however often the record comes (cases-table.ts). A record
 * that holds neither is a poison record: it throws, so the batch reports it and it ends in the dead-letter queue.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { reportReasonIds } from '../contracts/users';
import { getEvent } from '../events/events-table';
import { getProfile } from '../profile/profiles-table';
import { reportsPartitionPrefix } from '../users/keys';
import { fileReportIntoCase, openHeldRequestCase } from './cases-table';
import { heldRequestContent, userReportContent } from './moderation';

const id = z.object({ S: z.string().check(z.minLength(1)) });
const stringAttribute = z.object({ S: z.string() });
const nullableString = z.union([stringAttribute, z.object({ NULL: z.literal(true) })]);

const reportImageSchema = z.object({
  targetId: id,
  reporterId: id,
  reason: z.object({ S: z.enum(reportReasonIds) }),
  text: stringAttribute,
  createdAt: id,
});

const heldRequestImageSchema = z.object({
  eventId: id,
  requesterId: id,
  heldAt: id,
  message: stringAttribute,
  screening: z.object({ M: z.object({ reason: z.optional(nullableString) }) }),
});

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
  const { targetId, reporterId, reason, text, createdAt } = image.data;
  const target = await getProfile(targetId.S);
  await fileReportIntoCase({
    reportKey: { pk: keys.pk.S, sk: keys.sk.S },
    report: {
      reporter: { userId: reporterId.S },
      reason: reason.S,
      text: text.S,
      createdAt: createdAt.S,
    },
    subject: { userId: targetId.S },
    content: userReportContent({ bio: target?.bio ?? '' }),
  });
}

async function openHeldCase(record: DynamoDBRecord): Promise<void> {
  const image = heldRequestImageSchema.safeParse(record.dynamodb?.NewImage);
  if (!image.success) {
    throw new PoisonCaseRecordError(
      `Stream record ${record.eventID ?? '(no id)'} holds no held join request`,
    );
  }
  const { eventId, requesterId, heldAt, message, screening } = image.data;
  const event = await getEvent(eventId.S);
  await openHeldRequestCase({
    eventId: eventId.S,
    requesterId: requesterId.S,
    heldAt: heldAt.S,
    subject: { userId: requesterId.S },
    content: heldRequestContent({
      eventTitle: event?.title ?? '(silinmiş etkinlik)',
      message: message.S,
      screeningReason: textOf(screening.M.reason) ?? 'Yapay zekâ bu isteği değerlendiremedi.',
    }),
  });
}

export const openCaseOf = (record: DynamoDBRecord): Promise<void> =>
  isReportRecord(record) ? openReportCase(record) : openHeldCase(record);
