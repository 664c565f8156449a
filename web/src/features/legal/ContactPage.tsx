/** "İletişim ve yasal bilgiler": the seller's details from /config.json, and where the contracts of a sale are kept. */
import { sellerFieldLabels, type Seller } from '@contracts/seller';
import { refundWindowDays } from '@contracts/tokens';
import { contactCopy as copy } from '../../copy/legal-contact';
import { useSiteConfig } from '../../lib/config/useSiteConfig';
import { LoadingRows } from '../../lib/ui/LoadState';
import { LegalFrame } from './LegalPage';

/** The e-mail and the phone are links a reader can use; the rest is text to copy. */
function FieldValue({ field, seller }: { field: keyof typeof sellerFieldLabels; seller: Seller }) {
  if (field === 'email')
    return (
      <a className="link break-all" href={`mailto:${seller.email}`}>
        {seller.email}
      </a>
    );
  if (field === 'phone')
    return (
      <a className="link" href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`}>
        {seller.phone}
      </a>
    );
  return <span className="break-words">{seller[field]}</span>;
}

export default function ContactPage() {
  const seller = useSiteConfig()?.seller;
  return (
    <LegalFrame>
      <header>
        <h1 className="text-3xl font-black text-slate-900">{copy.title}</h1>
      </header>
      <p className="text-slate-800">{copy.intro}</p>
      <section aria-labelledby="seller-heading" className="space-y-3">
        <h2 id="seller-heading" className="text-xl font-bold text-slate-900">
          {copy.sellerHeading}
        </h2>
        {!seller && <LoadingRows label={copy.loading} rows={4} />}
        {seller?.fictional && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">{copy.fictional}</p>
        )}
        {seller && (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {(Object.keys(sellerFieldLabels) as (keyof typeof sellerFieldLabels)[]).map((field) => (
              <div key={field} className="contents">
                <dt className="font-semibold text-slate-900">{sellerFieldLabels[field]}</dt>
                <dd className="mb-2 text-slate-800 sm:mb-0">
                  <FieldValue field={field} seller={seller} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="contracts-heading" className="space-y-2">
        <h2 id="contracts-heading" className="text-xl font-bold text-slate-900">
          {copy.contractsHeading}
        </h2>
        <p className="text-slate-800">{copy.contracts}</p>
        <p className="text-slate-800">{copy.withdrawal(refundWindowDays)}</p>
      </section>
    </LegalFrame>
  );
}
