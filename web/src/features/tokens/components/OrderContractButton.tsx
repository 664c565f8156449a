/** "Sözleşme" beside an order: opens the Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi kept with it. */
import { useState } from 'react';
import { saleContractTitles } from '@contracts/sale-contracts';
import type { TokenOrder } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { Dialog } from '../../../lib/ui/Dialog';
import { LoadFailed, LoadingRows } from '../../../lib/ui/LoadState';
import { secondaryButton } from '../../../lib/ui/classes';
import { useOrderContract } from '../api';
import { formatDay, formatDayTime } from '../format';

const copy = tokensCopy.history;

function ContractDialog({ order, onClose }: { order: TokenOrder; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useOrderContract(order.id);
  return (
    <Dialog title={copy.contractTitle} onClose={onClose} widthClass="max-w-2xl">
      <div className="flex flex-col gap-4">
        {error && !data && (
          <LoadFailed
            message={copy.contractFailed}
            retry={{ label: tokensCopy.retry, onRetry: () => void mutate(), busy: isLoading }}
          />
        )}
        {!data && !error && <LoadingRows label={copy.contractLoading} rows={3} />}
        {data && (
          <>
            <p className="text-sm text-slate-700">{copy.contractAccepted(formatDayTime(data.acceptedAt))}</p>
            {(['preInformation', 'distanceSales'] as const).map((part) => (
              <section key={part} aria-label={saleContractTitles[part]}>
                <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{data[part]}</p>
              </section>
            ))}
            <p className="text-xs break-all text-slate-700">
              {copy.contractHash}: {data.sha256}
            </p>
          </>
        )}
        <button type="button" className={`${secondaryButton} self-end`} onClick={onClose}>
          {copy.contractClose}
        </button>
      </div>
    </Dialog>
  );
}

export function OrderContractButton({ order }: { order: TokenOrder }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="text-sm font-semibold text-violet-800 underline underline-offset-2"
        aria-label={copy.contractLabel(order.packageName, formatDay(order.createdAt))}
        onClick={() => setOpen(true)}
      >
        {copy.contract}
      </button>
      {open && <ContractDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
