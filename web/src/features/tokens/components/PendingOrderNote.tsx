/**
 * A checkout still waiting for its payment: when it is cancelled if nobody pays, and the buyer's way to give it up
 * now. The answer may be a payment that came first: it is said as it is.
 */
import type { TokenOrder } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { secondaryButton } from '../../../lib/ui/classes';
import { LiveStatus, useAnnouncedAction } from '../../../lib/ui/useAnnouncedAction';
import { cancelOrder } from '../api';
import { formatTime } from '../format';

const copy = tokensCopy.pendingOrder;

const outcomeMessage = (order: TokenOrder) =>
  order.status === 'paid'
    ? copy.alreadyPaid
    : order.status === 'failed'
      ? copy.alreadyFailed
      : copy.cancelled;

export function PendingOrderNote({ order, payableUntil }: { order: TokenOrder; payableUntil: string }) {
  const { busy, announcement, act } = useAnnouncedAction({
    pending: copy.cancelling,
    failed: copy.cancelFailed,
  });
  const time = formatTime(payableUntil);
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-700">{copy.payableUntil(time)}</p>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy !== null}
        aria-label={copy.cancelLabel(order.packageName, formatTime(order.createdAt))}
        onClick={() => void act('act', async () => outcomeMessage(await cancelOrder(order.id)))}
      >
        {busy ? copy.cancelling : copy.cancel}
      </button>
      <LiveStatus>{announcement}</LiveStatus>
    </div>
  );
}
