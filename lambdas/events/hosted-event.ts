/** Loading an event for its host: 404 when it does not exist, 403 when the caller is not its host. */
import { refusal } from '../platform/errors';
import { getEvent } from './events-table';
import type { EventRecord } from './event-record';
import { eventRefusals } from '../contracts/refusals';

export const eventNotFound = () => refusal(404, eventRefusals, 'EVENT_NOT_FOUND');

export async function existingEvent(eventId: string): Promise<EventRecord> {
  const event = await getEvent(eventId);
  if (!event) throw eventNotFound();
  return event;
}

export async function hostedEvent(eventId: string, userId: string): Promise<EventRecord> {
  const event = await existingEvent(eventId);
  if (event.hostId !== userId) {
    throw refusal(403, eventRefusals, 'NOT_HOST');
  }
  return event;
}
