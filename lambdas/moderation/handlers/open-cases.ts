/**
 * The case opener, fed by the table's stream through an event source mapping filtered to new reports and requests
 * newly held (`caseOpener` in lambdas/moderation/routes.ts). Each failed record is reported in
 * `batchItemFailures`, so the stream retries from it and the rest of the batch is not held back.
 */
import { streamHandler } from '../../platform/stream-handler';
import { openCaseOf } from '../case-openings';

// In order: two reports of one subject in a batch would race to open its case (the loser retries, but need not).
export const handler = streamHandler(openCaseOf, { inOrder: true });
