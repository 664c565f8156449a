/**
 * POST /private/event/{id}/messages/{userId}: one party of the thread writes to the other. Refused when
 * either has blocked the other (404, as for an unknown event), either account is deleted or the event was cancelled,
 * decided inside the send transaction (messages-table.ts).
 */
import { randomUUID } from 'node:crypto';
import { type MessageSentAnswer } from '../../contracts/messages';
import { refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/messages';
import { httpRoute } from '../../platform/route';
import { newMessage } from '../messages';
import { sendMessage } from '../messages-table';
import { currentParty, notAParty, openThread } from '../thread-access';
import { eventNotFound } from '../../events/hosted-event';
import { accountRefusals, messageRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';

export const handler = httpRoute(api.sendMessage, async ({ params, body, userId }) => {
  const { thread, otherId } = await openThread(params, userId);
  const [sender, recipient] = await Promise.all([
    currentParty(thread, userId),
    currentParty(thread, otherId),
  ]);
  const message = newMessage(randomUUID(), userId, body.text, clock.now());
  const outcome = await sendMessage(thread, message, sender, recipient);
  if (outcome === 'blocked') throw eventNotFound();
  if (outcome === 'closed') throw notAParty();
  if (outcome === 'eventCancelled') throw refusal(409, messageRefusals, 'EVENT_CANCELLED');
  if (outcome === 'recipientGone') {
    throw refusal(410, accountRefusals, 'RECIPIENT_DELETED');
  }
  const answer: MessageSentAnswer = { message };
  return { statusCode: 201, body: answer };
});
