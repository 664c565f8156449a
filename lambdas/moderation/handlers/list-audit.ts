/** GET /private/moderation/audit: the audit log, latest first. */
import * as api from '../../contracts/endpoints/moderation';
import { moderationRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { auditLogPage, BadCursorError } from '../case-views';

export const handler = httpRoute(api.listAudit, async ({ query }) => {
  try {
    return { body: await auditLogPage(query.cursor, clock.now()) };
  } catch (error) {
    if (error instanceof BadCursorError) throw refusal(400, moderationRefusals, 'BAD_CURSOR');
    throw error;
  }
});
