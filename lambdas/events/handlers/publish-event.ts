/** POST /private/event/{id}/publish: the host's draft goes live, and its token is spent now. */
import { insufficientTokensMessage, publishIssues } from '../../contracts/events';
import { HttpError } from '../../platform/errors';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { formOf, startsInFuture, toCard } from '../events';
import { publishDraft } from '../events-table';
import { hostedEvent } from '../hosted-event';

export const handler = httpRoute(api.publishEvent, async ({ params, userId }) => {
  const now = new Date();
  const draft = await hostedEvent(params.id, userId);
  if (draft.state !== 'draft') throw new HttpError(409, 'Bu etkinlik bir taslak değil.', 'NOT_A_DRAFT');
  const [issue] = publishIssues(draft.type, formOf(draft));
  if (issue) throw new HttpError(400, issue, 'INCOMPLETE_DRAFT');
  if (!startsInFuture(draft, now)) {
    throw new HttpError(400, 'Etkinlik tarihi ve saati gelecekte olmalı.', 'START_IN_PAST');
  }
  const outcome = await publishDraft(draft, now);
  if (outcome === 'insufficient-tokens')
    throw new HttpError(409, insufficientTokensMessage, 'INSUFFICIENT_TOKENS');
  if (outcome === 'not-a-draft') throw new HttpError(409, 'Bu etkinlik bir taslak değil.', 'NOT_A_DRAFT');
  return {
    body: { message: 'Etkinlik yayınlandı.', event: toCard({ ...draft, state: 'published' }, now) },
  };
});
