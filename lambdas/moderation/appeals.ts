/**
 * A user's one appeal of a sanction, within its window: recorded on the sanction and opened as a case for another
 * moderator, in one transaction.
 */
import { transactWithRetries } from '../platform/transactions';
import { appealCaseOpening } from './cases-table';
import { appealContent, appealCutoff, isAppealable } from './moderation';
import { appealRecord, sanctionOfUser } from './sanctions-table';

export type AppealFiling = 'filed' | 'not-found' | 'already-appealed' | 'window-closed';

/**
 * The user's one appeal of a sanction, within its window: recorded on the sanction and opened as a case for another
 * moderator, in one transaction. Open to a suspended or banned account: it is their way out.
 */
export async function appealSanction(
  userId: string,
  sanctionId: string,
  text: string,
  now: Date,
): Promise<AppealFiling> {
  const sanction = await sanctionOfUser(userId, sanctionId);
  if (!sanction) return 'not-found';
  if (sanction.appeal) return 'already-appealed';
  if (!isAppealable(sanction, now)) return 'window-closed';
  const at = now.toISOString();
  const failure = await transactWithRetries({
    appeal: appealRecord(sanction, { appealedAt: at, text, outcome: 'pending' }, appealCutoff(now)),
    ...appealCaseOpening({
      sanctionId,
      sanctionCreatedAt: sanction.createdAt,
      decidedBy: sanction.decidedBy ?? '',
      subject: { userId },
      content: appealContent(sanction, text),
      at,
    }),
  });
  if (!failure) return 'filed';
  if (failure.conditionFailed('appeal') || failure.conditionFailed('case')) return 'already-appealed';
  throw new Error(`Appeal not filed: ${failure.summary}`);
}
