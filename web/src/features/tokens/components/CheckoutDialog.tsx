/**
 * The checkout dialog: the package and its price with KDV, the payment method (a card through iyzico's 3-D Secure
 * page; PayPal shown but not offered, with the reason), the Ön Bilgilendirme Formu and the Mesafeli Satış
 * Sözleşmesi filled in for this buyer, and the one box that accepts them. Complete Purchase is checked with the
 * server's schema, so it opens the provider's payment page only once the box is ticked; the server renders and
 * keeps the same texts from the same facts.
 */
import { useId, useMemo, useState } from 'react';
import { creditedTokens, checkoutSchema, type CatalogPackage, type CheckoutRequest } from '@contracts/tokens';
import {
  contractAcceptance,
  contractBuyerOf,
  saleContracts,
  saleContractTitles,
  type SaleContracts,
} from '@contracts/sale-contracts';
import { tokensCopy } from '../../../copy/tokens';
import { useSiteConfig } from '../../../lib/config/useSiteConfig';
import { checkForm } from '../../../lib/form-check';
import { Dialog } from '../../../lib/ui/Dialog';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { failureMessage, LoadingRows } from '../../../lib/ui/LoadState';
import { ApiError } from '../../../lib/api/client';
import { PrivacyNotice } from '../../legal';
import { useBirthDateStep, useProfile } from '../../profile';
import { startCheckout } from '../api';
import { PriceWithKdv } from './PriceWithKdv';

const copy = tokensCopy.checkout;

/** The two texts, each in its own scrolling box a keyboard can reach and a screen reader can name. */
function ContractTexts({ contracts }: { contracts: SaleContracts }) {
  const idPrefix = useId();
  return (
    <>
      {(Object.keys(saleContractTitles) as (keyof SaleContracts)[]).map((part) => (
        <section
          key={part}
          aria-labelledby={`${idPrefix}-${part}`}
          // Focusable so it scrolls by keyboard.
          tabIndex={0}
          className="max-h-44 overflow-y-auto rounded-xl border border-slate-300 p-3 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-violet-700"
        >
          <h3 id={`${idPrefix}-${part}`} className="mb-2 font-semibold text-slate-900">
            {saleContractTitles[part]}
          </h3>
          <p className="break-words whitespace-pre-wrap">{contracts[part]}</p>
        </section>
      ))}
    </>
  );
}

export function CheckoutDialog({
  tokenPackage,
  onClose,
}: {
  tokenPackage: CatalogPackage;
  onClose: () => void;
}) {
  const [opening, setOpening] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();
  const { profile, error: profileError } = useProfile();
  const seller = useSiteConfig()?.seller;
  const acceptanceId = useId();
  const birthDate = useBirthDateStep();
  // Rendered once per dialog: the texts read the same while the buyer reads them, and as the server keeps them.
  const contracts = useMemo(
    () =>
      profile && seller
        ? saleContracts({
            seller,
            buyer: contractBuyerOf(profile),
            tokenPackage,
            method: 'card',
            autoRefill: false,
            at: new Date(),
          })
        : undefined,
    [profile, seller, tokenPackage],
  );

  async function complete() {
    const checked = checkForm(checkoutSchema, {
      packageId: tokenPackage.id,
      method: 'card',
      acceptedContracts: accepted,
    } satisfies Record<keyof CheckoutRequest, unknown>);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(acceptanceId)?.focus();
      return;
    }
    setOpening(true);
    setError(undefined);
    try {
      const { paymentPageUrl } = await birthDate.withBirthDate(() => startCheckout(checked.data));
      // The provider's page takes the browser; it comes back to this page through the payment callback.
      window.location.assign(paymentPageUrl);
    } catch (caught) {
      setError(caught instanceof ApiError ? failureMessage(caught, copy.failed) : copy.failed);
      setOpening(false);
    }
  }

  return (
    <>
      <Dialog title={copy.title(tokenPackage.name)} onClose={onClose}>
        <div className="flex flex-col gap-4">
          <p className="text-slate-800">
            <PriceWithKdv price={tokenPackage.price} currency={tokenPackage.currency} strong /> ·{' '}
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
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{copy.contractsLegend}</legend>
            <p className="text-sm text-slate-700">{copy.contractsIntro}</p>
            {contracts ? (
              <ContractTexts contracts={contracts} />
            ) : profileError ? (
              <ErrorNote message={copy.contractsFailed} />
            ) : (
              <LoadingRows label={copy.contractsLoading} rows={2} rowHeight="h-24" />
            )}
            <label className="flex items-start gap-3 text-sm font-medium text-slate-900">
              <input
                id={acceptanceId}
                type="checkbox"
                checked={accepted}
                disabled={!contracts}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  setError(undefined);
                }}
                className="mt-0.5 size-5 shrink-0"
              />
              <span>{contractAcceptance}</span>
            </label>
          </fieldset>
          <PrivacyNotice about={copy.privacyAbout} />
          <ErrorNote message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={onClose} disabled={opening}>
              {copy.cancel}
            </button>
            <button
              type="button"
              className={primaryButton}
              onClick={() => void complete()}
              disabled={opening || !contracts}
            >
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
      {birthDate.dialog}
    </>
  );
}
