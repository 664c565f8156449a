/** The balance card: what the user holds now, where it came from and where it went, and what expires next. */
import { purchasedTokenValidityDays, type TokenBalance, type TokenTotals } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { formatDay } from '../format';

const copy = tokensCopy.balance;

/** In the order the balance adds up: what came in, then what went out. */
const receivedTotals = ['welcome', 'bought', 'earnedByRules'] as const satisfies (keyof TokenTotals)[];
const usedTotals = ['spentOnEvents', 'expired', 'refundedPurchases'] as const satisfies (keyof TokenTotals)[];

export function BalanceCard({ balance }: { balance: TokenBalance }) {
  const lines = [
    ...receivedTotals.map((name) => ({ name, value: copy.received(balance.totals[name]) })),
    ...usedTotals.map((name) => ({ name, value: copy.used(balance.totals[name]) })),
  ];
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
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {lines.map(({ name, value }) => (
          <div key={name} className="rounded-xl bg-white/15 p-3">
            <dt>{copy.totals[name]}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        {balance.nextExpiry
          ? copy.expiry(balance.nextExpiry.tokens, formatDay(balance.nextExpiry.at))
          : copy.noExpiry(purchasedTokenValidityDays.min, purchasedTokenValidityDays.max)}
      </p>
    </section>
  );
}
