/** The balance card: what the user holds now, what they ever earned and spent, and what expires next. */
import type { TokenBalance } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { formatDay } from '../format';

const copy = tokensCopy.balance;

export function BalanceCard({ balance }: { balance: TokenBalance }) {
  return (
    <section
      aria-labelledby="token-balance-title"
      className="brand-gradient flex flex-col gap-4 rounded-2xl p-5 text-white shadow sm:p-6"
    >
      <div>
        <h2 id="token-balance-title" className="text-sm font-semibold">
          {copy.title}
        </h2>
        <p className="text-4xl font-black" data-testid="token-balance">
          {copy.current(balance.current)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-white/15 p-3">
          <dt>{copy.earned}</dt>
          <dd className="text-xl font-bold">{balance.lifetimeEarned}</dd>
        </div>
        <div className="rounded-xl bg-white/15 p-3">
          <dt>{copy.spent}</dt>
          <dd className="text-xl font-bold">{balance.lifetimeSpent}</dd>
        </div>
      </dl>
      <p className="text-sm">
        {balance.nextExpiry
          ? copy.expiry(balance.nextExpiry.tokens, formatDay(balance.nextExpiry.at))
          : copy.noExpiry}
      </p>
    </section>
  );
}
