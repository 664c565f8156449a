/** The notifier of sanctions, appeals and reviewed reports (`notifyModerationChanges` in lambdas/notifications/routes.ts). */
import { streamHandler } from '../../platform/stream-handler';
import { notifyRecord } from '../notify-record';

export const handler = streamHandler(notifyRecord);
