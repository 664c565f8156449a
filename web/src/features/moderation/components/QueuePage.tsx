/**
 * /moderation: the queue. Açık (oldest first) or Kapalı (latest first), of one kind or all, open ones by how long
 * they have waited; a page at a time with "Daha fazla". The filters live in the address, so the way back from a
 * case finds them again.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { caseKinds, caseKindIds, type CaseStatus } from '@contracts/moderation';
import { moderationCopy } from '../../../copy/moderation';
import { card, secondaryButton } from '../../../lib/ui/classes';
import { failureMessage, LoadFailed, LoadingRows } from '../../../lib/ui/LoadState';
import { SelectField } from '../../../lib/ui/SelectField';
import { Tabs, type TabDefinition } from '../../../lib/ui/Tabs';
import { useCaseQueue } from '../api';
import {
  caseAgeIds,
  casesOlderThan,
  filtersFrom,
  laterPagesMayMatch,
  searchOf,
  type QueueFilters,
} from '../queue';
import { CaseRow } from './CaseRow';
import { ConsoleNav } from './ConsoleNav';
import { useNow } from './useNow';

const copy = moderationCopy.queue;

const statusTabs: readonly TabDefinition<CaseStatus>[] = [
  { id: 'open', label: copy.status.open },
  { id: 'closed', label: copy.status.closed },
];
const kindOptions = caseKindIds.map((kind) => [kind, caseKinds[kind]] as const);
const ageOptions = caseAgeIds.map((age) => [age, copy.ages[age]] as const);

export function QueuePage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const change = (next: QueueFilters) => setSearch(searchOf(next), { replace: true });
  const fieldId = useId();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <ConsoleNav />
      <header>
        <h1 className="text-2xl font-black text-slate-900">{moderationCopy.title}</h1>
        <p className="text-sm text-slate-700">{copy.intro}</p>
      </header>
      <Tabs
        label={copy.statusLabel}
        tabs={statusTabs}
        selected={filters.status}
        onSelect={(status) => change({ ...filters, status })}
      >
        <div className={`${card} flex flex-col gap-4`}>
          <div role="group" aria-label={copy.filtersLabel} className="grid gap-3 sm:grid-cols-2">
            <SelectField
              id={`${fieldId}-kind`}
              label={copy.kind}
              value={filters.kind ?? ''}
              options={kindOptions}
              placeholder={copy.allKinds}
              onChange={(kind) => change({ ...filters, kind: caseKindIds.find((id) => id === kind) })}
            />
            {filters.status === 'open' && (
              <SelectField
                id={`${fieldId}-age`}
                label={copy.age}
                value={filters.age ?? ''}
                options={ageOptions}
                placeholder={copy.anyAge}
                onChange={(age) => change({ ...filters, age: caseAgeIds.find((id) => id === age) })}
              />
            )}
          </div>
          <QueueList
            // A new filter is a new list: the pages read for another one are not this one's.
            key={`${filters.status}-${filters.kind ?? ''}`}
            filters={filters}
            queue={search.toString()}
          />
        </div>
      </Tabs>
    </div>
  );
}

function QueueList({ filters, queue }: { filters: QueueFilters; queue: string }) {
  const now = useNow();
  const read = useCaseQueue(filters);
  const loaded = read.pages.flatMap((page) => page.cases);
  const shown = casesOlderThan(loaded, filters.age, now);
  const more = read.hasMore && laterPagesMayMatch(loaded, filters.age, now);

  if (read.pages.length === 0) {
    return read.error ? (
      <LoadFailed
        // A 4xx is the server's reason (no longer a moderator, say); anything else is ours to word.
        message={failureMessage(read.error, copy.loadFailed)}
        retry={{ label: copy.retry, onRetry: () => void read.retry(), busy: read.isLoading }}
      />
    ) : (
      <LoadingRows label={copy.loading} rows={4} rowHeight="h-24" />
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-700" role="status">
        {shown.length > 0 ? copy.shown(shown.length, more) : emptyText(filters, loaded.length)}
      </p>
      {shown.length > 0 && (
        <ul className="flex flex-col gap-2">
          {shown.map((summary) => (
            <CaseRow key={summary.caseId} summary={summary} now={now} queue={queue} />
          ))}
        </ul>
      )}
      {read.error && (
        <LoadFailed
          message={copy.moreFailed}
          retry={{ label: copy.retry, onRetry: () => void read.retry(), busy: read.isLoadingMore }}
        />
      )}
      {more && !read.error && (
        <button
          type="button"
          className={`${secondaryButton} self-center`}
          onClick={() => void read.loadMore()}
          disabled={read.isLoadingMore}
          aria-busy={read.isLoadingMore || undefined}
        >
          {read.isLoadingMore ? copy.loadingMore : copy.more}
        </button>
      )}
      {read.hasMore && !more && shown.length > 0 && <p className="text-sm text-slate-700">{copy.noOlder}</p>}
    </div>
  );
}

/** Why the list is empty: nothing at all, or nothing that passes the filters. */
function emptyText(filters: QueueFilters, loaded: number): string {
  if (filters.kind || (filters.age && loaded > 0)) return copy.emptyFiltered;
  return filters.status === 'open' ? copy.emptyOpen : copy.emptyClosed;
}
