/** Returning a purchase from the history: a confirmation that says what goes back, then the refund. */
import { useState } from 'react';
import type { TokenOrder } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { ApiError } from '../../../lib/api/client';
import { Dialog } from '../../../lib/ui/Dialog';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { failureMessage } from '../../../lib/ui/LoadState';
import { toast } from '../../../lib/ui/toast';
import { refundOrder } from '../api';
import { formatMoney } from '@contracts/money';
import { formatDay } from '../format';

const copy = tokensCopy.history;

export function RefundButton({ order }: { order: TokenOrder }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function refund() {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await refundOrder(order.id);
      // `refunding`: accepted, and settled from iyzico's record within minutes
      toast.success(answer.status === 'refunded' ? copy.refunded : copy.refundProcessing);
      setConfirming(false);
    } catch (caught) {
      setError(caught instanceof ApiError ? failureMessage(caught, copy.refundFailed) : copy.refundFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => setConfirming(true)}
        aria-label={copy.refundLabel(order.packageName, formatDay(order.paidAt ?? order.createdAt))}
      >
        {copy.refund}
      </button>
      {confirming && (
        <Dialog title={copy.refundTitle} onClose={() => !busy && setConfirming(false)}>
          <div className="flex flex-col gap-4">
            <p className="text-slate-800">
              {copy.refundBody(order.tokens, formatMoney(order.price, order.currency))}
            </p>
            <ErrorNote message={error} />
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setConfirming(false)}
                disabled={busy}
              >
                {copy.refundCancel}
              </button>
              <button type="button" className={primaryButton} onClick={() => void refund()} disabled={busy}>
                {busy ? copy.refunding : copy.refundConfirm}
              </button>
            </div>
            {busy && (
              <p role="status" className="sr-only">
                {copy.refunding}
              </p>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
