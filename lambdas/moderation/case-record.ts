/**
 * A case, a report grouped into it, an audit entry and a sanction as stored, parsed on every read. People are kept
 * by id alone, their names read as they are now (cases.ts): an account deletion leaves no name or username here.
 */
import * as z from 'zod/mini';
import {
  caseKindIds,
  caseStatuses,
  communityRuleIds,
  contentReportSchema,
  moderationActionIds,
  sanctionActions,
} from '../contracts/moderation';
import { reportReasonIds } from '../contracts/users';
import { nullableNumber, nullableText, number, text } from '../platform/record-fields';

const person = z.object({ userId: text });
export type StoredPerson = z.infer<typeof person>;
const rule = z.enum(communityRuleIds);
/** The content a case shows, field by field, as it was when reported. */
export const caseContentSchema = z.array(z.object({ label: text, text }));
/** The piece of content reports name, and its id (lambdas/moderation/moderation.ts `contentIdOf`). */
export const reportedContentSchema = z.object({ target: contentReportSchema.shape.target, contentId: text });
export type StoredReportedContent = z.infer<typeof reportedContentSchema>;

export const caseRecordSchema = z.object({
  caseId: text,
  kind: z.enum(caseKindIds),
  status: z.enum(caseStatuses),
  openedAt: text,
  closedAt: z._default(nullableText, null),
  subject: person,
  reportCount: number,
  content: caseContentSchema,
  /** a notice's sender, told the outcome by e-mail (no account: the address they gave) */
  noticeContactEmail: z.optional(text),
  /** the content reports of this case name, and its id: a removal acts on it */
  reportedContent: z.optional(reportedContentSchema),
  /** the keys of a join request the screener held or declined (sampled): the decision may move it on */
  heldRequest: z.optional(z.object({ eventId: text, requesterId: text })),
  /** an appeal's sanction, and who decided it (another moderator decides the appeal) */
  appealOf: z.optional(z.object({ sanctionId: text, sanctionCreatedAt: text, decidedBy: text })),
  decision: z.optional(
    z.object({
      action: z.enum(moderationActionIds),
      rule: z.nullable(rule),
      reason: text,
      days: nullableNumber,
      decidedAt: text,
      moderator: person,
    }),
  ),
});
export type CaseRecord = z.infer<typeof caseRecordSchema>;

export const caseReportRecordSchema = z.object({
  reporter: person,
  reason: z.enum(reportReasonIds),
  text,
  createdAt: text,
});
export type CaseReportRecord = z.infer<typeof caseReportRecordSchema>;

export const auditRecordSchema = z.object({
  entryId: text,
  at: text,
  kind: z.enum(['case-read', 'decision']),
  moderator: person,
  caseId: text,
  subjectUserId: text,
  action: z.nullable(z.enum(moderationActionIds)),
  rule: z.nullable(rule),
  reason: nullableText,
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const sanctionRecordSchema = z.object({
  sanctionId: text,
  userId: text,
  caseId: text,
  action: z.enum(sanctionActions),
  rule,
  reason: text,
  createdAt: text,
  endsAt: z._default(nullableText, null),
  liftedAt: z._default(nullableText, null),
  /** the case it came from: its decision's moderator may not decide the appeal */
  decidedBy: z._default(nullableText, null),
  appeal: z._default(
    z.nullable(z.object({ appealedAt: text, text, outcome: z.enum(['pending', 'upheld', 'reversed']) })),
    null,
  ),
});
export type SanctionRecord = z.infer<typeof sanctionRecordSchema>;
