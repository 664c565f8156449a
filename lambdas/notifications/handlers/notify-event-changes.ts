/** The notifier of what happens in an event's partition (`notifyEventChanges` in lambdas/notifications/routes.ts). */
import { streamHandler } from '../../platform/stream-handler';
import { notifyRecord } from '../notify-record';

export const handler = streamHandler(notifyRecord);
