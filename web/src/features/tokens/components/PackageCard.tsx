/** One package of the catalogue: its tokens, bonus, price and what it gives, and the button that buys it. */
import { packageFeatures, type TokenPackage } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { card, primaryButton } from '../../../lib/ui/classes';
import { formatMoney } from '@contracts/money';
import { Icon } from '../../../lib/ui/icons';
import { PriceWithKdv } from './PriceWithKdv';

const copy = tokensCopy.packages;

export function PackageCard({ tokenPackage, onBuy }: { tokenPackage: TokenPackage; onBuy: () => void }) {
  const titleId = `package-${tokenPackage.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`${card} relative flex flex-col gap-3 ${tokenPackage.popular ? 'ring-2 ring-violet-600' : ''}`}
    >
      {tokenPackage.popular && (
        <p className="absolute -top-3 left-4 rounded-full bg-violet-700 px-3 py-0.5 text-xs font-bold text-white">
          {copy.popular}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {tokenPackage.name}
      </h3>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-black whitespace-nowrap text-slate-900">
          {copy.tokens(tokenPackage.tokens)}
        </span>
        {tokenPackage.bonusTokens > 0 && (
          <span className="text-sm font-bold whitespace-nowrap text-emerald-800">
            {copy.bonus(tokenPackage.bonusTokens)}
          </span>
        )}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <PriceWithKdv
          price={tokenPackage.price}
          currency={tokenPackage.currency}
          className="text-2xl font-bold text-slate-900"
        />
        <span className="text-sm text-slate-600 line-through">
          <span className="sr-only">{copy.originalPrice}: </span>
          {formatMoney(tokenPackage.originalPrice, tokenPackage.currency)}
        </span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
          {copy.discount(tokenPackage.discountPercent)}
        </span>
      </p>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {packageFeatures(tokenPackage).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-violet-700" />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${primaryButton} mt-auto`}
        onClick={onBuy}
        aria-label={copy.buy(tokenPackage.name)}
      >
        {copy.buyShort}
      </button>
    </article>
  );
}
