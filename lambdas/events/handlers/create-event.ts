/** POST /private/event: the wizard's submit. Publishing costs 1 token, a draft nothing; a replay changes nothing. */
import { randomUUID } from 'node:crypto';
import { eventCreatedMessage, insufficientTokensMessage } from '../../contracts/events';
import { HttpError } from '../../platform/errors';
import { rateLimit } from '../../platform/rate-limits-table';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { newEventRecord, startsInFuture, toCard } from '../events';
import { createEvent, getEvent } from '../events-table';
import { hostSnapshot } from '../host-snapshot';

export const handler = httpRoute(
  api.createEvent,
  async ({ body, userId }) => {
    const now = new Date();
    const event = newEventRecord(randomUUID(), body, await hostSnapshot(userId), now);
    if (event.state === 'published' && !startsInFuture(event, now)) {
      throw new HttpError(400, 'Etkinlik tarihi ve saati gelecekte olmalı.', 'START_IN_PAST');
    }
    const outcome = await createEvent(event, body.idempotencyKey);
    if (outcome.status === 'insufficient-tokens') {
      throw new HttpError(409, insufficientTokensMessage, 'INSUFFICIENT_TOKENS');
    }
    const saved = outcome.status === 'created' ? outcome.event : await getEvent(outcome.eventId);
    if (!saved) throw new Error(`Idempotency claim points at a missing event ${outcome.status}`);
    return {
      statusCode: outcome.status === 'created' ? 201 : 200,
      body: {
        message: saved.state === 'draft' ? 'Taslak kaydedildi.' : eventCreatedMessage,
        event: toCard(saved, now),
      },
    };
  },
  { rateLimit },
);
