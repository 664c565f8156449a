/**
 * The Earn Tokens tab: the user's invite code (drawn on first read), progress toward each rule and the grants
 * received, newest first.
 */
import { randomBytes } from 'node:crypto';
import {
  earnedHistoryLimit,
  inviteCodeLength,
  monthlyHostTarget,
  type EarnedLine,
  type RewardsOverview,
} from '../contracts/rewards';
import { earnedCause, inviteCodeFrom, istanbulMonth } from './earn-rules';
import { claimInviteCode, displayNameOf, referralStateOf } from './referrals-table';
import { claimsOf, countersOf, hostedInMonth, type StoredClaim } from './rewards-table';

export interface Referrals {
  inviteCode: string;
  referredBy?: string;
}

/**
 * The user's code, drawn and claimed on first need (a code another user holds is drawn again), and who invited
 * them; undefined without a profile.
 */
export async function ensureInviteCode(userId: string, now: Date): Promise<Referrals | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = await referralStateOf(userId);
    if (!state) return undefined;
    const { inviteCode, referredBy } = state;
    if (inviteCode) return { inviteCode, ...(referredBy ? { referredBy } : {}) };
    const drawn = inviteCodeFrom(randomBytes(inviteCodeLength));
    const outcome = await claimInviteCode(userId, drawn, now.toISOString());
    if (outcome === 'claimed') return { inviteCode: drawn, ...(referredBy ? { referredBy } : {}) };
    if (outcome === 'no-profile') return undefined;
  }
  throw new Error('No invite code could be claimed');
}

/** Who invited the user, and whether their first event has paid both (the claim keyed by the user). */
async function invitedBy(userId: string, referredBy: string | undefined, claims: StoredClaim[]) {
  const name = referredBy && (await displayNameOf(referredBy));
  if (!name) return null;
  const paidCause = earnedCause.referral(userId);
  return { name, paid: claims.some((claim) => claim.rule === 'referral' && claim.cause === paidCause) };
}

const toLine = (claim: StoredClaim): EarnedLine => ({
  id: `${claim.rule}#${claim.cause}`,
  rule: claim.rule,
  tokens: claim.tokens,
  at: claim.at,
  ...(claim.eventId ? { eventId: claim.eventId } : {}),
  ...(claim.eventTitle ? { eventTitle: claim.eventTitle } : {}),
  ...(claim.month ? { month: claim.month } : {}),
  ...(claim.friendName ? { friendName: claim.friendName } : {}),
});

export async function rewardsOverview(
  userId: string,
  { inviteCode, referredBy }: Referrals,
  now: Date,
): Promise<RewardsOverview> {
  const month = istanbulMonth(now);
  const [counters, hosted, claims] = await Promise.all([
    countersOf(userId),
    hostedInMonth(userId, month),
    claimsOf(userId),
  ]);
  const monthlyCause = earnedCause.monthlyHost(month);
  return {
    inviteCode,
    invitedBy: await invitedBy(userId, referredBy, claims),
    progress: {
      completedEvents: counters.completedEvents,
      fiveStarRatings: counters.fiveStarRatings,
      referralsInvited: counters.referralsInvited,
      referralsPaid: counters.referralsPaid,
      monthlyHost: {
        month,
        hosted,
        target: monthlyHostTarget,
        earned: claims.some((claim) => claim.rule === 'monthly-host' && claim.cause === monthlyCause),
      },
    },
    earnedTokens: claims.reduce((sum, claim) => sum + claim.tokens, 0),
    history: claims
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, earnedHistoryLimit)
      .map(toLine),
  };
}
