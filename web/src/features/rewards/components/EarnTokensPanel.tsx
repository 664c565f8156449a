/**
 * The Earn Tokens tab: the four rules of spec section 9 with the user's progress toward each, the invite link and
 * what the rules paid. Every figure is the server's (GET /private/rewards).
 */
import { earnRuleIds, earnRuleTokens, type EarnRuleId, type RewardsOverview } from '@contracts/rewards';
import { rewardsCopy } from '../../../copy/rewards';
import { card } from '../../../lib/ui/classes';
import { ProgressBar } from '../../../lib/ui/ProgressBar';
import { ReadState } from '../../../lib/ui/LoadState';
import { useRewards } from '../api';
import { EarnedHistory } from './EarnedHistory';
import { InviteLink } from './InviteLink';

const copy = rewardsCopy.earn;

function RuleProgress({ rule, overview }: { rule: EarnRuleId; overview: RewardsOverview }) {
  const { progress } = overview;
  switch (rule) {
    case 'complete-event':
      return (
        <p className="text-sm font-semibold text-slate-800">
          {copy.progress.completed(progress.completedEvents)}
        </p>
      );
    case 'five-star-rating':
      return (
        <p className="text-sm font-semibold text-slate-800">
          {copy.progress.fiveStar(progress.fiveStarRatings)}
        </p>
      );
    case 'referral':
      return (
        <p className="text-sm font-semibold text-slate-800">
          {copy.progress.referrals(progress.referralsInvited, progress.referralsPaid)}
        </p>
      );
    case 'monthly-host': {
      const { month, hosted, target, earned } = progress.monthlyHost;
      return (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-slate-800">
            {earned ? copy.progress.monthlyDone(month) : copy.progress.monthly(hosted, target)}
          </p>
          <ProgressBar
            value={Math.round((Math.min(hosted, target) / target) * 100)}
            label={copy.progress.monthlyLabel(month)}
          />
        </div>
      );
    }
  }
}

function Rules({ overview }: { overview: RewardsOverview }) {
  return (
    <div className="flex flex-col gap-5">
      <p className="font-semibold text-violet-900">{copy.earnedTotal(overview.earnedTokens)}</p>
      {overview.invitedBy && (
        <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950">
          {overview.invitedBy.paid
            ? copy.invitedByPaid(overview.invitedBy.name)
            : copy.invitedBy(overview.invitedBy.name)}
        </p>
      )}
      <ul aria-label={copy.rulesLabel} className="grid gap-3 sm:grid-cols-2">
        {earnRuleIds.map((rule) => (
          <li key={rule} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
            <p className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 font-semibold text-slate-900">{copy.rules[rule].title}</span>
              <span className="shrink-0 whitespace-nowrap font-bold text-violet-800">
                {copy.reward(earnRuleTokens[rule])}
              </span>
            </p>
            <p className="text-sm text-slate-700">{copy.rules[rule].description}</p>
            <RuleProgress rule={rule} overview={overview} />
          </li>
        ))}
      </ul>
      <InviteLink code={overview.inviteCode} />
      <EarnedHistory lines={overview.history} />
    </div>
  );
}

export function EarnTokensPanel() {
  const read = useRewards();
  return (
    <section aria-labelledby="earn-title" className={`${card} flex flex-col gap-3`}>
      <h2 id="earn-title" className="text-lg font-bold text-slate-900">
        {copy.title}
      </h2>
      <p className="text-slate-700">{copy.intro}</p>
      <ReadState read={read} copy={copy} rows={4} rowHeight="h-24">
        {(overview) => <Rules overview={overview} />}
      </ReadState>
    </section>
  );
}
