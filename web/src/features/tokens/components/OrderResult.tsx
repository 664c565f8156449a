/**
 * What happened to the order the payment page sent the buyer back with: bought (and the new balance), declined
 * (and why), still being processed, expired or refunded.
 */
import type { OrderStatus, TokenOrder } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { secondaryButton } from '../../../lib/ui/classes';
import { LoadFailed, LoadingRows, failureMessage } from '../../../lib/ui/LoadState';
import { SupportText } from '../../../lib/ui/SupportText';
import { useTokenOrder } from '../api';
import { PendingOrderNote } from './PendingOrderNote';

const copy = tokensCopy.result;

const tones: Record<OrderStatus, string> = {
  paid: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  pending: 'border-amber-300 bg-amber-50 text-amber-950',
  failed: 'border-red-300 bg-red-50 text-red-950',
  expired: 'border-slate-300 bg-slate-50 text-slate-900',
  cancelled: 'border-slate-300 bg-slate-50 text-slate-900',
  refunding: 'border-slate-300 bg-slate-50 text-slate-900',
  refunded: 'border-slate-300 bg-slate-50 text-slate-900',
};

function describe(order: TokenOrder, balance: number | undefined): { title: string; body: string } {
  switch (order.status) {
    case 'paid':
      return { title: copy.paidTitle, body: balance === undefined ? '' : copy.paid(order.tokens, balance) };
    case 'failed':
      return { title: copy.failedTitle, body: copy.failed(order.failureReason ?? '') };
    case 'pending':
      return { title: copy.pendingTitle, body: copy.pending };
    case 'expired':
      return { title: copy.expiredTitle, body: copy.expired };
    case 'cancelled':
      return { title: copy.cancelledTitle, body: copy.cancelled };
    case 'refunding':
    case 'refunded':
      return { title: copy.refundedTitle, body: copy.refunded };
  }
}

interface OrderResultProps {
  orderId: string;
  /** the balance as the card shows it, once read */
  balance: number | undefined;
  onDismiss: () => void;
  onRefresh: () => void;
}

export function OrderResult({ orderId, balance, onDismiss, onRefresh }: OrderResultProps) {
  const read = useTokenOrder(orderId);
  if (read.error) return <LoadFailed message={failureMessage(read.error, copy.unknown)} />;
  if (!read.data) return <LoadingRows label={copy.loading} rowHeight="h-20" />;
  const order = read.data;
  const { title, body } = describe(order, balance);
  return (
    <section
      role={order.status === 'failed' ? 'alert' : 'status'}
      aria-labelledby="order-result-title"
      className={`flex flex-col gap-2 rounded-2xl border p-4 ${tones[order.status]}`}
    >
      <h2 id="order-result-title" className="text-lg font-bold">
        {title}
      </h2>
      {body && (
        <p>
          <SupportText text={body} />
        </p>
      )}
      {order.payableUntil && <PendingOrderNote order={order} payableUntil={order.payableUntil} />}
      <div className="flex flex-wrap gap-2">
        {order.status === 'pending' && (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              void read.mutate();
              onRefresh();
            }}
          >
            {copy.refresh}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={onDismiss}>
          {copy.dismiss}
        </button>
      </div>
    </section>
  );
}
