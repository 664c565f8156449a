/**
 * /dashboard/tokens: the balance and the packages, the history, and the rewards to come. The payment callback
 * sends the buyer back here with `?order=<id>`, and the page says how that order ended.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogPackage } from '@contracts/tokens';
import { tokensCopy } from '../../../copy/tokens';
import { ReadState } from '../../../lib/ui/LoadState';
import { SupportText } from '../../../lib/ui/SupportText';
import { ResumeCreateEvent } from '../../events';
import { Tabs, type TabDefinition } from '../../../lib/ui/Tabs';
import { useTokenOverview } from '../api';
import { AutoRefillCard } from './AutoRefillCard';
import { BalanceCard } from './BalanceCard';
import { CheckoutDialog } from './CheckoutDialog';
import { EarnTokens } from './EarnTokens';
import { OrderResult } from './OrderResult';
import { PackageCard } from './PackageCard';
import { PurchaseHistory } from './PurchaseHistory';

type TabId = 'purchase' | 'history' | 'earn';

const tabs: readonly TabDefinition<TabId>[] = [
  { id: 'purchase', label: tokensCopy.tabs.purchase },
  { id: 'history', label: tokensCopy.tabs.history },
  { id: 'earn', label: tokensCopy.tabs.earn },
];

const isTabId = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

function PurchasePanel({ overview }: { overview: ReturnType<typeof useTokenOverview> }) {
  const [buying, setBuying] = useState<CatalogPackage>();
  return (
    <ReadState read={overview} copy={tokensCopy} rows={2} rowHeight="h-40">
      {(data) => (
        <div className="flex flex-col gap-4">
          <BalanceCard balance={data.balance} />
          <section aria-labelledby="packages-title" className="flex flex-col gap-4">
            <h2 id="packages-title" className="text-lg font-bold text-slate-900">
              {tokensCopy.packages.title}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
              {data.packages.map((tokenPackage) => (
                <PackageCard
                  key={tokenPackage.id}
                  tokenPackage={tokenPackage}
                  onBuy={() => setBuying(tokenPackage)}
                />
              ))}
            </div>
          </section>
          <AutoRefillCard key={JSON.stringify(data.autoRefill)} state={data.autoRefill} />
          {buying && <CheckoutDialog tokenPackage={buying} onClose={() => setBuying(undefined)} />}
        </div>
      )}
    </ReadState>
  );
}

export default function TokensPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const overview = useTokenOverview();
  const requestedTab = searchParams.get('tab');
  const selectedTab: TabId = isTabId(requestedTab) ? requestedTab : 'purchase';
  const orderId = searchParams.get('order');
  const unknownPayment = searchParams.get('payment') === 'unknown';

  function selectTab(tab: TabId) {
    setSearchParams(tab === 'purchase' ? {} : { tab }, { replace: true });
  }

  return (
    <div className="flex min-w-0 max-w-6xl flex-col gap-4">
      <header>
        <h1 className="text-3xl font-black text-slate-900">{tokensCopy.pageTitle}</h1>
        <p className="text-slate-700">{tokensCopy.intro}</p>
      </header>
      {orderId && (
        <OrderResult
          orderId={orderId}
          balance={overview.data?.balance.current}
          onDismiss={() => setSearchParams({}, { replace: true })}
          onRefresh={() => void overview.mutate()}
        />
      )}
      {unknownPayment && (
        <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-950">
          <SupportText text={tokensCopy.result.unknown} />
        </p>
      )}
      <ResumeCreateEvent />
      <Tabs
        label={tokensCopy.tabs.label}
        tabs={tabs}
        selected={selectedTab}
        onSelect={selectTab}
        idPrefix="tokens"
      >
        {selectedTab === 'purchase' && <PurchasePanel overview={overview} />}
        {selectedTab === 'history' && <PurchaseHistory />}
        {selectedTab === 'earn' && <EarnTokens />}
      </Tabs>
    </div>
  );
}
