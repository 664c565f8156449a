/**
 * POST /private/moderation/cases/{caseId}/decision: decides an open case once. The decision must fit the case's
 * kind, a moderator never decides a case about themselves nor the appeal of their own decision (unless no other
 * moderator is there to); of two moderators
 * deciding at once, the second is told the first one's decision stands (409).
 */
import * as api from '../../contracts/endpoints/moderation';
import { decisionRecordedMessage } from '../../contracts/moderation';
import { moderationRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { anotherModeratorThan } from '../../platform/user-pool';
import { getCase } from '../cases-table';
import { decide } from '../decisions';
import { actionFits } from '../moderation';

export const handler = httpRoute(api.decideCase, async ({ params, body, userId }) => {
  const record = await getCase(params.caseId);
  if (!record) throw refusal(404, moderationRefusals, 'CASE_NOT_FOUND');
  if (record.status !== 'open') throw refusal(409, moderationRefusals, 'ALREADY_DECIDED');
  if (!actionFits(record.kind, body.action)) throw refusal(400, moderationRefusals, 'ACTION_NOT_FOR_KIND');
  if (record.subject.userId === userId) throw refusal(403, moderationRefusals, 'OWN_CASE');
  if (record.appealOf?.decidedBy === userId && (await anotherModeratorThan(userId))) {
    throw refusal(403, moderationRefusals, 'OWN_DECISION');
  }
  const outcome = await decide(record, body, userId, clock.now());
  if (outcome === 'already-decided') throw refusal(409, moderationRefusals, 'ALREADY_DECIDED');
  if (outcome === 'subject-gone') throw refusal(409, moderationRefusals, 'SUBJECT_GONE');
  if (outcome === 'changed') throw refusal(409, moderationRefusals, 'SANCTION_CHANGED');
  if (outcome === 'content-gone') throw refusal(409, moderationRefusals, 'CONTENT_GONE');
  return { body: { message: decisionRecordedMessage } };
});
