/** $connect: the authorized tab's connection is remembered in its user's partition, until it closes or expires. */
import { clock } from '../../platform/clock';
import { putConnection } from '../connections-table';
import { accepted, connectionOf, type ConnectionEvent } from '../connection-event';

export async function handler(event: ConnectionEvent) {
  const { userId, connectionId } = connectionOf(event);
  await putConnection(userId, connectionId, clock.now());
  return accepted;
}
