/**
 * POST /private/event/{id}/cancel: the host cancels an upcoming event. Nobody else joined: the token comes back;
 * otherwise it stays spent (the participants made plans around it).
 */
import { type EventCancelAnswer } from '../../contracts/events';
import { refusal } from '../../platform/errors';
import * as api from '../../contracts/endpoints/events';
import { httpRoute } from '../../platform/route';
import { statusOf } from '../events';
import { cancelEvent } from '../events-table';
import { hostedEvent } from '../hosted-event';
import { eventRefusals } from '../../contracts/refusals';
import { clock } from '../../platform/clock';
import { logger } from '../../platform/logger';
import { cancelCompletion } from '../../attendance/completion-schedule';
import { cancelReminders } from '../../reminders/reminder-schedule';
import { cancelOfferExpiries } from '../../requests/offer-schedules';

export const handler = httpRoute(api.cancelEvent, async ({ params, userId }) => {
  const now = clock.now();
  const event = await hostedEvent(params.id, userId);
  const notCancellable = () => refusal(409, eventRefusals, 'NOT_CANCELLABLE');
  if (statusOf(event, now) !== 'upcoming') throw notCancellable();
  const outcome = await cancelEvent(event, now);
  if (outcome === 'not-cancellable') throw notCancellable();
  // The cancel stands either way: a schedule left behind finds the event cancelled and does nothing.
  await Promise.all([
    cancelCompletion(event.id).catch((error: Error) =>
      logger.warn('Completion schedules not removed', { eventId: event.id, error: error.message }),
    ),
    cancelReminders(event.id).catch((error: Error) =>
      logger.warn('Reminder schedules not removed', { eventId: event.id, error: error.message }),
    ),
    cancelOfferExpiries(event.id),
  ]);
  const body: EventCancelAnswer =
    outcome === 'cancelled-refunded'
      ? { message: 'Etkinlik iptal edildi. Token hesabına iade edildi.', refunded: true }
      : { message: 'Etkinlik iptal edildi. Katılımcılar olduğu için token iade edilmedi.', refunded: false };
  return { body };
});
