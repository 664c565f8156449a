/**
 * Sending a report: a user's through their profile's endpoint, an event's, a message's or a review's through
 * /private/reports. The features that offer "Bildir" name what is reported; the form sends it here.
 */
import { reportUser } from '@contracts/endpoints/users';
import { reportContent } from '@contracts/endpoints/moderation';
import type { MessageAnswer } from '@contracts/endpoint';
import type { ReportedContent } from '@contracts/moderation';
import type { ReportCreate } from '@contracts/users';
import { callApi } from '../api/client';

/** What is reported: a user by their handle (username, or id while they have none), or a piece of content. */
export type ReportTarget = { kind: 'user'; handle: string } | ReportedContent;

export function sendReport(target: ReportTarget, report: ReportCreate): Promise<MessageAnswer> {
  if (target.kind === 'user') return callApi(reportUser, { params: { handle: target.handle }, body: report });
  return callApi(reportContent, { body: { ...report, target } });
}
