/** Records the badges a user's facts now earn and were not recorded yet, dated now. */
import { newlyEarned } from './badge-rules';
import { badgeStateOf, recordBadges } from './badges-table';

export async function awardBadges(userId: string, now: Date): Promise<string[]> {
  const state = await badgeStateOf(userId);
  if (!state) return [];
  const earned = newlyEarned(state.facts, state.recorded);
  await recordBadges(userId, earned, now.toISOString(), state.hasMap);
  return earned;
}
