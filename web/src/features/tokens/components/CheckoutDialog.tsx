/**
 * The checkout dialog: the package, the payment method (a card through iyzico's 3-D Secure page; PayPal shown
 * but not offered, with the reason) and Complete Purchase, which opens the provider's payment page.
 */
import { useState } from 'react';
import { creditedTokens, type CatalogPackage } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { Dialog } from '../../../lib/ui/Dialog';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { failureMessage } from '../../../lib/ui/LoadState';
import { ApiError } from '../../../lib/api/client';
import { startCheckout } from '../api';
import { formatMoney } from '@contracts/money';

const copy = tokensCopy.checkout;

export function CheckoutDialog({
  tokenPackage,
  onClose,
}: {
  tokenPackage: CatalogPackage;
  onClose: () => void;
}) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string>();

  async function complete() {
    setOpening(true);
    setError(undefined);
    try {
      const { paymentPageUrl } = await startCheckout({ packageId: tokenPackage.id, method: 'card' });
      // The provider's page takes the browser; it comes back to this page through the payment callback.
      window.location.assign(paymentPageUrl);
    } catch (caught) {
      setError(caught instanceof ApiError ? failureMessage(caught, copy.failed) : copy.failed);
      setOpening(false);
    }
  }

  return (
    <Dialog title={copy.title(tokenPackage.name)} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-800">
          <strong>{formatMoney(tokenPackage.price, tokenPackage.currency)}</strong> ·{' '}
          {copy.summary(creditedTokens(tokenPackage))}
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{copy.methodLegend}</legend>
          <label className="flex items-start gap-3 rounded-xl border-2 border-violet-600 p-3">
            <input type="radio" name="payment-method" value="card" defaultChecked className="mt-1" />
            <span>
              <span className="block font-semibold text-slate-900">{copy.card}</span>
              <span className="block text-sm text-slate-700">{copy.cardHint}</span>
            </span>
          </label>
          <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-slate-500">
            <input
              type="radio"
              name="payment-method"
              value="paypal"
              disabled
              aria-describedby="paypal-unavailable"
              className="mt-1"
            />
            <span>
              <span className="block font-semibold text-slate-700">{copy.paypal}</span>
              <span id="paypal-unavailable" className="block text-sm text-slate-700">
                {copy.paypalUnavailable}
              </span>
            </span>
          </label>
        </fieldset>
        <ErrorNote message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={opening}>
            {copy.cancel}
          </button>
          <button type="button" className={primaryButton} onClick={() => void complete()} disabled={opening}>
            {opening ? copy.opening : copy.complete}
          </button>
        </div>
        {opening && (
          <p role="status" className="sr-only">
            {copy.opening}
          </p>
        )}
      </div>
    </Dialog>
  );
}
