/** A price as people pay it: the amount in the catalogue's currency, and that it includes KDV. */
import { formatMoney } from '@contracts/money';
import type { PaymentCurrency } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';

export function PriceWithKdv({
  price,
  currency,
  strong = false,
  className = '',
}: {
  price: string;
  currency: PaymentCurrency;
  strong?: boolean;
  className?: string;
}) {
  const amount = formatMoney(price, currency);
  return (
    <span className="whitespace-nowrap">
      {strong ? <strong className={className}>{amount}</strong> : <span className={className}>{amount}</span>}{' '}
      <span className="text-xs font-normal text-slate-700">({tokensCopy.kdvIncluded})</span>
    </span>
  );
}
