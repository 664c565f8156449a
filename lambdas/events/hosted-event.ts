/** Loading an event for its host: 404 when it does not exist, 403 when the caller is not its host. */
import { HttpError } from '../platform/errors';
import { getEvent } from './events-table';
import type { EventRecord } from './event-record';

export const eventNotFound = () => new HttpError(404, 'Etkinlik bulunamadı.', 'EVENT_NOT_FOUND');

export async function existingEvent(eventId: string): Promise<EventRecord> {
  const event = await getEvent(eventId);
  if (!event) throw eventNotFound();
  return event;
}

export async function hostedEvent(eventId: string, userId: string): Promise<EventRecord> {
  const event = await existingEvent(eventId);
  if (event.hostId !== userId) {
    throw new HttpError(403, 'Bu etkinliği yalnızca düzenleyen kişi değiştirebilir.', 'NOT_HOST');
  }
  return event;
}
