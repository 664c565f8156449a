/**
 * A profile's badges. The rules are the rewards feature's list (lambdas/rewards/badge-rules.ts); what a profile
 * adds is when each was earned (`badgesEarned`, recorded once by the `award-badges` stream consumer).
 */
import type { Badge } from '../contracts/profile';
import { badgesFor as badgesOf } from '../rewards/badge-rules';
import type { ProfileRecord } from './profile-record';

export function badgesFor(record: Pick<ProfileRecord, 'stats' | 'badgesEarned' | 'createdAt'>): Badge[] {
  return badgesOf(record.stats, record.badgesEarned ?? {}, record.createdAt);
}
