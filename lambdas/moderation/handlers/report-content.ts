/**
 * POST /private/reports: a report of an event, a message or a review, with a reason and a text, kept for
 * moderation with the content's words as reported. One per reporter per piece of content per Istanbul day, decided
 * by the write's condition; the case opener files it into the piece's open case.
 */
import * as api from '../../contracts/endpoints/moderation';
import { contentReportRefusals } from '../../contracts/refusals';
import { reportSentMessage } from '../../contracts/users';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { fileReport } from '../../users/reports-table';
import { newReport } from '../../users/users';
import { contentOfReport } from '../content-reports';

export const handler = httpRoute(api.reportContent, async ({ body, userId }) => {
  const { target, ...report } = body;
  const { authorId, content } = await contentOfReport(target, userId);
  const outcome = await fileReport(newReport(authorId, userId, report, clock.now(), content));
  if (outcome === 'already-reported') throw refusal(409, contentReportRefusals, 'ALREADY_REPORTED_TODAY');
  return { statusCode: 201, body: { message: reportSentMessage } };
});
