/** The moderation feature's endpoints: the moderators' queue, a case, a decision, the audit log; a user's sanctions. */
import { endpoint } from '../endpoint';
import {
  appealSchema,
  contentNoticeSchema,
  contentReportSchema,
  auditQuerySchema,
  sanctionIdParamsSchema,
  caseDecisionSchema,
  caseIdParamsSchema,
  caseListQuerySchema,
  type AuditPage,
  type CaseDetails,
  type CasePage,
  type OpenCaseCount,
  type SanctionList,
} from '../moderation';
import type { MessageAnswer } from '../endpoint';

/** The queue: open cases oldest first, or closed ones latest first; by kind if asked. */
export const listCases = /* @__PURE__ */ endpoint<CasePage>()({
  method: 'GET',
  path: '/private/moderation/cases',
  access: 'moderator',
  query: caseListQuerySchema,
});

/** How many cases are open: the console's header badge. */
export const countOpenCases = /* @__PURE__ */ endpoint<OpenCaseCount>()({
  method: 'GET',
  path: '/private/moderation/open-count',
  access: 'moderator',
});

/** One case with its content as reported and the subject's history; the read is written to the audit log. */
export const getCase = /* @__PURE__ */ endpoint<CaseDetails>()({
  method: 'GET',
  path: '/private/moderation/cases/{caseId}',
  access: 'moderator',
  params: caseIdParamsSchema,
  // every read is an audit entry written: a moderator reads many, a script scraping cases hits this
  rateLimit: { limit: 600, windowSeconds: 3600 },
});

/** Decides an open case, once: two moderators at once, one wins and the other is told (409). */
export const decideCase = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'POST',
  path: '/private/moderation/cases/{caseId}/decision',
  access: 'moderator',
  params: caseIdParamsSchema,
  body: caseDecisionSchema,
});

/** The audit log, latest first: every case read and decision. */
export const listAudit = /* @__PURE__ */ endpoint<AuditPage>()({
  method: 'GET',
  path: '/private/moderation/audit',
  access: 'moderator',
  query: auditQuerySchema,
});

/**
 * A report of an event, a message or a review: it joins the open case about that content, or opens one. One per
 * reporter per content per Istanbul day.
 */
export const reportContent = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'POST',
  path: '/private/reports',
  body: contentReportSchema,
  rateLimit: { limit: 10, windowSeconds: 3600 },
});

/** The caller's own sanctions, latest first. */
export const listMySanctions = /* @__PURE__ */ endpoint<SanctionList>()({
  method: 'GET',
  path: '/private/account/sanctions',
});

/**
 * The caller appeals one of their sanctions, once, within 14 days: a case for another moderator. Open to a
 * suspended or banned account (whose other writes are refused), so the one way out stays open.
 */
export const appealSanction = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'POST',
  path: '/private/account/sanctions/{sanctionId}/appeal',
  params: sanctionIdParamsSchema,
  body: appealSchema,
  rateLimit: { limit: 10, windowSeconds: 3600 },
});

/**
 * A notice of unlawful content (Law 5651), from anyone, no account needed: a case in the queue and an
 * acknowledgement to the address given. Public, so a few an hour per viewer address.
 */
export const giveContentNotice = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'POST',
  path: '/public/content-notices',
  access: 'public',
  body: contentNoticeSchema,
  addressRateLimit: { limit: 5, windowSeconds: 3600 },
});
