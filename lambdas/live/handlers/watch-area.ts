/**
 * `watchArea`: the tab's connection hears of new events near a point from now on (the cells around it), or of none
 * when the message names no point. A message that is not one answers 400 and changes nothing; each watch writes a
 * dozen items, so a user's watches count against the limit of a signed-in write (429 past it).
 */
import { watchAreaMessageSchema } from '../../contracts/live';
import { coveringCells, nearbyKm } from '../../platform/geohash';
import { HttpError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { defaultWriteRateLimit } from '../../platform/rate-limits';
import { rateLimit } from '../../platform/rate-limits-table';
import { watchArea } from '../connections-table';
import { accepted, connectionOf, type ConnectionEvent } from '../connection-event';

export async function handler(event: ConnectionEvent) {
  const { userId, connectionId } = connectionOf(event);
  const message = watchAreaMessageSchema.safeParse(parsedBody(event.body));
  if (!message.success) return { statusCode: 400, body: '' };
  try {
    await rateLimit(userId, { ...defaultWriteRateLimit, action: 'watch-area' });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return { statusCode: 429, body: '' };
    throw error;
  }
  const cells = message.data.near ? coveringCells(message.data.near, nearbyKm) : [];
  const outcome = await watchArea(userId, connectionId, cells);
  if (outcome === 'connection-gone') logger.info('Area watch of a connection already gone', { connectionId });
  return accepted;
}

function parsedBody(body: string | undefined): unknown {
  try {
    return JSON.parse(body ?? '');
  } catch {
    return undefined;
  }
}
