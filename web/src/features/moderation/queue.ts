/**
 * The queue's filters as the page's address keeps them (`?status=closed&kind=held-request&age=24h`), so a case
 * opened from the queue leads back to the same view, and the age filter, which the server does not have: open
 * cases come oldest first, so the ones older than an age are the head of the queue.
 */
import {
  caseKindIds,
  caseStatuses,
  type CaseKind,
  type CaseStatus,
  type CaseSummary,
} from '@contracts/moderation';

/** How long a case has waited, at least, for each age filter. */
export const caseAgesMs = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '3d': 3 * 86_400_000,
  '7d': 7 * 86_400_000,
} as const;
export type CaseAge = keyof typeof caseAgesMs;
export const caseAgeIds = Object.keys(caseAgesMs) as CaseAge[];

export interface QueueFilters {
  status: CaseStatus;
  kind?: CaseKind;
  /** open cases only: a closed case has stopped waiting */
  age?: CaseAge;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The filters an address asks for; anything it does not know is left at its default. */
export function filtersFrom(search: URLSearchParams): QueueFilters {
  const status = oneOf(caseStatuses, search.get('status')) ?? 'open';
  return {
    status,
    kind: oneOf(caseKindIds, search.get('kind')),
    age: status === 'open' ? oneOf(caseAgeIds, search.get('age')) : undefined,
  };
}

/** The address's query for the filters; the defaults are left out (the open queue is just `/moderation`). */
export function searchOf(filters: QueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== 'open') search.set('status', filters.status);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.age && filters.status === 'open') search.set('age', filters.age);
  return search;
}

const openedBefore = (summary: CaseSummary, cutoff: number) => Date.parse(summary.openedAt) <= cutoff;

/** The cases shown: all of them, or those that have waited at least the age. */
export function casesOlderThan(cases: readonly CaseSummary[], age: CaseAge | undefined, now: number) {
  if (!age) return [...cases];
  const cutoff = now - caseAgesMs[age];
  return cases.filter((summary) => openedBefore(summary, cutoff));
}

/**
 * Whether a next page may still hold cases of that age. Open cases come oldest first: once a page ends with a
 * case younger than the age, every later one is younger still, and "Daha fazla" has nothing more to show.
 */
export function laterPagesMayMatch(
  loaded: readonly CaseSummary[],
  age: CaseAge | undefined,
  now: number,
): boolean {
  const last = loaded.at(-1);
  if (!age || !last) return true;
  return openedBefore(last, now - caseAgesMs[age]);
}
