/**
 * The live-update consumer (`sendLiveUpdates` in lambdas/live/routes.ts): each change of the table that a user
 * should see at once is sent live to that user's open tabs, which read again what it names.
 */
import { clock } from '../../platform/clock';
import { streamHandler } from '../../platform/stream-handler';
import { audiencesOf } from '../change-audiences';
import { fanOut, metrics } from '../fan-out';

export const handler = streamHandler(
  async (record) => {
    const audiences = audiencesOf(record);
    if (audiences.length > 0) await fanOut(audiences, clock.now());
  },
  {
    afterBatch: () => {
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    },
  },
);
