/** "Fatura" beside a paid (or refunded) order: its e-Arşiv invoice, a printable page, in a new tab. */
import { useState } from 'react';
import type { TokenOrder } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { ApiError } from '../../../lib/api/client';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { failureMessage } from '../../../lib/ui/LoadState';
import { showInvoice } from '../api';
import { formatDay } from '../format';

const copy = tokensCopy.history;

export function InvoiceButton({ order }: { order: TokenOrder }) {
  const [error, setError] = useState<string>();

  function open() {
    setError(undefined);
    // Opened in the click itself, so no pop-up blocker stops it; the invoice is shown in it once fetched.
    const tab = window.open('', '_blank');
    if (!tab) {
      setError(copy.invoiceFailed);
      return;
    }
    showInvoice(order.id, tab).catch((caught: unknown) =>
      setError(caught instanceof ApiError ? failureMessage(caught, copy.invoiceFailed) : copy.invoiceFailed),
    );
  }

  return (
    <>
      <button
        type="button"
        className="text-sm font-semibold text-violet-800 underline underline-offset-2"
        aria-label={copy.invoiceLabel(order.packageName, formatDay(order.createdAt))}
        onClick={open}
      >
        {copy.invoice}
      </button>
      {error && <ErrorNote message={error} />}
    </>
  );
}
