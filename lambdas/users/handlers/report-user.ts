/**
 * POST /private/users/{handle}/report: a reason from the spec's list and a text, kept for moderation. One
 * report per reporter per reported user per Istanbul day, decided by the write's condition.
 */
import { reportSentMessage, type UserActionAnswer } from '../../contracts/users';
import { refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/users';
import { httpRoute } from '../../platform/route';
import { userByHandle } from '../known-user';
import { fileReport } from '../reports-table';
import { newReport } from '../users';
import { reportRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';

export const handler = httpRoute(api.reportUser, async ({ params, body, userId }) => {
  const target = await userByHandle(params.handle);
  if (target.userId === userId) throw refusal(400, reportRefusals, 'SELF');
  const outcome = await fileReport(newReport(target.userId, userId, body, clock.now()));
  if (outcome === 'already-reported') {
    throw refusal(409, reportRefusals, 'ALREADY_REPORTED_TODAY');
  }
  const answer: UserActionAnswer = { message: reportSentMessage };
  return { statusCode: 201, body: answer };
});
