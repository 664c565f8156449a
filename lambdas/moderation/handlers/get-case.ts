/** GET /private/moderation/cases/{caseId}: the case with its content, reports and the subject's history; audited. */
import * as api from '../../contracts/endpoints/moderation';
import { moderationRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { readCase } from '../case-views';

export const handler = httpRoute(api.getCase, async ({ params, userId }) => {
  const details = await readCase(params.caseId, userId, clock.now());
  if (!details) throw refusal(404, moderationRefusals, 'CASE_NOT_FOUND');
  return { body: details };
});
