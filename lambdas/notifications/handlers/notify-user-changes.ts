/** The notifier of messages, badges and tokens (`notifyUserChanges` in lambdas/notifications/routes.ts). */
import { streamHandler } from '../../platform/stream-handler';
import { notifyRecord } from '../notify-record';

export const handler = streamHandler(notifyRecord);
