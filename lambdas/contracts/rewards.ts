/**
 * Rewards contract: the four ways to earn tokens (product spec section 9), the Earn Tokens tab's answer and the
 * referral's request. The server grants from these amounts and the SPA shows them, so a reward is written once.
 */
import * as z from 'zod/mini';
import { built } from './built';
export { inviteCodeAlphabet, inviteCodeLength, inviteQueryParameter, invitePath } from './invite-link';
import type { LedgerReason } from './tokens';

export const earnRuleIds = ['complete-event', 'five-star-rating', 'referral', 'monthly-host'] as const;
export type EarnRuleId = (typeof earnRuleIds)[number];

/** Tokens each grant of a rule pays (a referral pays this to each of the two). */
export const earnRuleTokens = {
  'complete-event': 1,
  'five-star-rating': 2,
  referral: 3,
  'monthly-host': 5,
} as const satisfies Record<EarnRuleId, number>;

/** The ledger reason each rule's credits carry. */
export const earnedLedgerReasons = {
  'complete-event': 'EARNED_EVENT_COMPLETED',
  'five-star-rating': 'EARNED_FIVE_STAR_RATING',
  referral: 'EARNED_REFERRAL',
  'monthly-host': 'EARNED_MONTHLY_HOST',
} as const satisfies Record<EarnRuleId, LedgerReason>;

/** Completed hosted events (with someone who came) in one Istanbul month that pay the monthly reward. */
export const monthlyHostTarget = 5;

const inviteCodePattern = /^[A-HJKMNP-Za-hjkmnp-z2-9]{8}$/;

/** A referral is recorded only this soon after the invited user's profile was created, before any event. */
export const referralWindowDays = 7;

// ----- POST /private/referral -----

export const recordReferralSchema = /* @__PURE__ */ built(() =>
  z.object({ code: z.string().check(z.regex(inviteCodePattern, 'Geçersiz davet kodu.')) }),
);
export type RecordReferralRequest = z.infer<typeof recordReferralSchema>;

export interface ReferralAnswer {
  /** the inviter's display name, for the welcome line */
  inviterName: string;
}

// ----- GET /private/rewards -----

export interface MonthlyHostProgress {
  /** the Istanbul month, YYYY-MM */
  month: string;
  hosted: number;
  target: number;
  earned: boolean;
}

export interface EarnProgress {
  /** events completed with someone who came, hosted or attended */
  completedEvents: number;
  fiveStarRatings: number;
  /** people who signed up with the user's code, and those of them whose first event paid */
  referralsInvited: number;
  referralsPaid: number;
  monthlyHost: MonthlyHostProgress;
}

/** One grant, as the Earn Tokens tab's history lists it. */
export interface EarnedLine {
  id: string;
  rule: EarnRuleId;
  tokens: number;
  at: string;
  eventId?: string;
  eventTitle?: string;
  /** the month of a monthly reward (YYYY-MM) */
  month?: string;
  /** the other person of a referral */
  friendName?: string;
}

export interface RewardsOverview {
  inviteCode: string;
  /** who invited the user (by their code), and whether the referral has paid; null for a user nobody invited */
  invitedBy: { name: string; paid: boolean } | null;
  progress: EarnProgress;
  /** every token the rules have paid the user */
  earnedTokens: number;
  /** newest first, at most `earnedHistoryLimit` */
  history: EarnedLine[];
}

export const earnedHistoryLimit = 50;
