/**
 * Moderation's stream consumer, fed through an event source mapping filtered to new reports, requests newly held
 * and event or message reports closed with a removal (`caseOpener` in lambdas/moderation/routes.ts). Each failed record is
 * reported in `batchItemFailures`, so the stream retries from it and the rest of the batch is not held back.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { streamHandler } from '../../platform/stream-handler';
import { openCaseOf } from '../case-openings';
import { carryOutRemoval, isCaseRecord } from '../content-removals';

const handleRecord = (record: DynamoDBRecord) =>
  isCaseRecord(record) ? carryOutRemoval(record) : openCaseOf(record);

// In order: two reports of one subject in a batch would race to open its case (the loser retries, but need not).
export const handler = streamHandler(handleRecord, { inOrder: true });
