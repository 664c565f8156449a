/** The Purchase History tab: orders and ledger entries, newest first, with more on request. */
import type { LedgerLine, OrderLine, OrderStatus } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { card, secondaryButton } from '../../../lib/ui/classes';
import { LoadFailed, LoadingRows } from '../../../lib/ui/LoadState';
import { SupportText } from '../../../lib/ui/SupportText';
import { useTokenHistory } from '../api';
import { formatDay, formatDayTime } from '../format';
import { InvoiceButton } from './InvoiceButton';
import { OrderContractButton } from './OrderContractButton';
import { PendingOrderNote } from './PendingOrderNote';
import { PriceWithKdv } from './PriceWithKdv';
import { RefundButton } from './RefundButton';

const copy = tokensCopy.history;
/** Orders that were paid: each has its e-Arşiv invoice (cancelled by a refund, still shown). */
const invoiced: readonly OrderStatus[] = ['paid', 'refunding', 'refunded'];

const signed = (delta: number) => (delta > 0 ? `+${delta}` : `${delta}`);

function OrderRow({ line }: { line: OrderLine }) {
  const { order } = line;
  const credited = order.status === 'paid';
  const refundable = order.refundableUntil !== undefined;
  const tokens =
    order.status === 'paid'
      ? copy.tokensCredited(order.tokens)
      : order.status === 'refunded'
        ? copy.tokensTakenBack(order.tokens)
        : copy.tokensNotCredited(order.tokens);
  return (
    // Side by side even on a phone: the figures keep their width, the description wraps beside them.
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{order.packageName}</p>
        <p className="text-sm text-slate-700">
          <time dateTime={line.at}>{formatDayTime(line.at)}</time> · {copy.method[order.method]}
          {order.autoRefill && ` · ${copy.autoRefill}`}
        </p>
        {order.failureReason && order.status === 'failed' && (
          <p className="text-sm text-red-800">
            <SupportText text={order.failureReason} />
          </p>
        )}
        {order.refundableUntil && (
          <p className="text-sm text-slate-700">{copy.refundableUntil(formatDay(order.refundableUntil))}</p>
        )}
        {order.cardTakesNoRefunds && (
          <p className="text-sm text-slate-700">
            <SupportText text={copy.cardTakesNoRefunds} />
          </p>
        )}
        {order.payableUntil && <PendingOrderNote order={order} payableUntil={order.payableUntil} />}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
        <p className={`font-bold ${credited ? 'text-emerald-800' : 'text-slate-700'}`}>
          {copy.columns.tokens}: {tokens}
        </p>
        <p className="text-sm text-slate-700">
          <PriceWithKdv price={order.price} currency={order.currency} /> · {copy.status[order.status]}
        </p>
        {/* The order's documents, side by side. */}
        <div className="flex flex-wrap justify-end gap-x-3">
          {order.contractKept && <OrderContractButton order={order} />}
          {invoiced.includes(order.status) && <InvoiceButton order={order} />}
        </div>
        {refundable && <RefundButton order={order} />}
      </div>
    </li>
  );
}

function LedgerRow({ line }: { line: LedgerLine }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{copy.reasons[line.reason]}</p>
        <p className="text-sm text-slate-700">
          <time dateTime={line.at}>{formatDayTime(line.at)}</time>
        </p>
      </div>
      <p className={`shrink-0 font-bold ${line.delta > 0 ? 'text-emerald-800' : 'text-slate-800'}`}>
        {copy.columns.tokens}: {signed(line.delta)}
      </p>
    </li>
  );
}

export function PurchaseHistory() {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useTokenHistory();
  const lines = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const loadingMore = isValidating && data !== undefined && data.length < size;

  return (
    <section aria-labelledby="history-title" className={`${card} flex flex-col gap-2`}>
      <h2 id="history-title" className="text-lg font-bold text-slate-900">
        {copy.title}
      </h2>
      {error && !data && (
        <LoadFailed
          message={copy.loadFailed}
          retry={{ label: tokensCopy.retry, onRetry: () => void mutate(), busy: isLoading }}
        />
      )}
      {!data && !error && <LoadingRows label={copy.loading} rows={3} />}
      {data && lines.length === 0 && <p className="text-slate-700">{copy.empty}</p>}
      {lines.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {lines.map((line) =>
            line.kind === 'order' ? (
              <OrderRow key={`order-${line.id}`} line={line} />
            ) : (
              <LedgerRow key={`ledger-${line.id}`} line={line} />
            ),
          )}
        </ul>
      )}
      {hasMore && (
        <button
          type="button"
          className={`${secondaryButton} self-center`}
          onClick={() => void setSize(size + 1)}
          disabled={loadingMore}
        >
          {loadingMore ? copy.loadingMore : copy.more}
        </button>
      )}
    </section>
  );
}
