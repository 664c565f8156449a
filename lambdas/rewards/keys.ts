/**
 * Keys of the rewards feature: the claim each grant writes (named after its cause, so a cause pays once), the
 * user's reward counters, the hosted events of a month, invite codes and the e-mail claim of a paid referral.
 * Access patterns: docs/data-model.md.
 */
import { userPartition, type ItemKey } from '../platform/keys';
import type { EarnRuleId } from '../contracts/rewards';

export const earnedSortKeyPrefix = 'EARNED#';

/** The claim of one grant: `USER#<id>/EARNED#<rule>#<cause>`, put with `attribute_not_exists`. */
export const earnedClaimKey = (userId: string, rule: EarnRuleId, cause: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${earnedSortKeyPrefix}${rule}#${cause}`,
});

/** What the rules counted for a user (completed events, night and weekend ones, five-star ratings...). */
export const rewardCountersKey = (userId: string): ItemKey => ({ pk: userPartition(userId), sk: 'REWARDS' });

/** Completed hosted events of one Istanbul month (YYYY-MM), toward the monthly reward. */
export const hostedMonthSortKeyPrefix = 'HOSTED#';
export const hostedMonthKey = (userId: string, month: string): ItemKey => ({
  pk: userPartition(userId),
  sk: `${hostedMonthSortKeyPrefix}${month}`,
});

/** An invite code and its owner (`userId`). */
export const inviteCodePartitionPrefix = 'INVITE#';
export const inviteCodeKey = (code: string): ItemKey => ({
  pk: `${inviteCodePartitionPrefix}${code}`,
  sk: 'INVITE',
});

/**
 * A paid referral's invited e-mail, as the SHA-256 of its normalised form: outside the user's partition, so an
 * account deletion leaves it and a second account on the same address is never paid again.
 */
export const referralEmailPartitionPrefix = 'REFERRAL_EMAIL#';
export const referralEmailKey = (fingerprint: string): ItemKey => ({
  pk: `${referralEmailPartitionPrefix}${fingerprint}`,
  sk: 'REFERRAL_EMAIL',
});

/** Attendance's per-month reliability items (`USER#<id>/RELIABILITY#<YYYY-MM>` {events, noShows}), read here. */
export const reliabilitySortKeyPrefix = 'RELIABILITY#';

/** Ratings' items (`EVENT#<eventId>/RATING#<raterId>#<targetId>`), whose five-star inserts pay. */
export const ratingSortKeyPrefix = 'RATING#';
