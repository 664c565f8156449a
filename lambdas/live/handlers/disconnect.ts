/** $disconnect: the closed connection is forgotten (API Gateway calls it at most once, best effort: TTL covers the rest). */
import { deleteConnection } from '../connections-table';
import { accepted, connectionOf, type ConnectionEvent } from '../connection-event';

export async function handler(event: ConnectionEvent) {
  const { userId, connectionId } = connectionOf(event);
  await deleteConnection(userId, connectionId);
  return accepted;
}
