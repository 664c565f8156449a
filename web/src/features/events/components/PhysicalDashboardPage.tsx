/**
 * /dashboard/physical: search, filters and quick chips (kept in the URL), the map and the list side by side on
 * a desktop (about 60/40) and a Map/List toggle on a phone.
 */
import { useRef, useState } from 'react';
import { physicalSkillLevels } from '@contracts/events';
import { physicalCategories } from '@contracts/taxonomy';
import { eventsCopy } from '../../../copy/events';
import { profileCopy } from '../../../copy/profile';
import { SelectField } from '../../../lib/ui/SelectField';
import { useFriendsStrip } from '../../friends';
import { listedCard } from '../../../lib/ui/classes';
import { physicalFilterNames, physicalListParams, useCallerOnCards, useEventList } from '../api';
import { EventCard } from './EventCard';
import { EventListState } from './EventListState';
import { EventMapPanel } from './EventMapPanel';
import { FloatingCreateButton } from './CreateEventProvider';
import { SearchBar, useUrlFilters } from './SearchFilters';
import { useNewNearbyEvents } from './useNewNearbyEvents';
import { usePosition } from './usePosition';
import { useWideScreen } from './useWideScreen';

const copy = eventsCopy.physical;
/** Quick chips: one tap sets a common filter. */
const quickChips = [
  { label: copy.timeOptions.today, name: 'when', value: 'today' },
  { label: '1 km', name: 'distanceKm', value: '1' },
  { label: eventsCopy.skillLevels.beginner, name: 'level', value: 'beginner' },
  { label: 'Sports', name: 'category', value: 'Sports' },
  { label: 'Food & Drink', name: 'category', value: 'Food & Drink' },
] as const;

const physicalLevelOptions = physicalSkillLevels.map((level): [string, string] => [
  level,
  eventsCopy.skillLevels[level],
]);

export default function PhysicalDashboardPage() {
  const filters = useUrlFilters(physicalFilterNames);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<'map' | 'list'>('list');
  const { position, source, locate, locating, problem, settled } = usePosition();
  const wide = useWideScreen();
  const list = useEventList('physical', physicalListParams(filters.values, position), { paused: !settled });
  // The list column waits for the strip above it, so the two appear in one frame (strip.tsx).
  const { loading: listLoading, strip: friendsStrip } = useFriendsStrip('physical', list.isLoading);
  const callerOn = useCallerOnCards();
  const newNearby = useNewNearbyEvents(settled ? position : undefined);
  const results = useRef<HTMLParagraphElement>(null);
  const showNewEvents = () => {
    newNearby.seen();
    void list.retry();
    results.current?.focus();
  };

  const select = (
    name: (typeof physicalFilterNames)[number],
    label: string,
    any: string,
    options: [string, string][],
  ) => (
    <SelectField
      id={`filter-${name}`}
      label={label}
      placeholder={any}
      value={filters.values[name] ?? ''}
      options={options}
      onChange={(value) => filters.set(name, value)}
    />
  );

  return (
    <section aria-labelledby="physical-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="physical-title" className="text-2xl font-black text-slate-900">
            {copy.title}
          </h1>
          <p className="text-sm text-slate-700">
            {source === 'browser'
              ? copy.usingPosition
              : source === 'profile'
                ? copy.usingProfile
                : copy.usingDefault}
            {source !== 'browser' && locate && (
              <>
                {' · '}
                <button
                  type="button"
                  onClick={locate}
                  disabled={locating}
                  className="link"
                  lang={locating ? undefined : 'en'}
                >
                  {locating ? profileCopy.location.locating : profileCopy.location.useMyLocation}
                </button>
              </>
            )}
          </p>
          <p role="status" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        </div>
        <div
          className="inline-flex rounded-xl border border-slate-300 bg-white p-1 lg:hidden"
          role="group"
          aria-label="Görünüm"
        >
          {(['list', 'map'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${view === option ? 'bg-violet-700 text-white' : 'text-slate-800'}`}
            >
              {option === 'map' ? copy.map : copy.list}
            </button>
          ))}
        </div>
      </div>

      <SearchBar
        id="physical-search"
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        initial={filters.values.q}
        onSearch={(text) => filters.set('q', text)}
        filtersLabel={copy.filters}
        filtersId="physical-filters"
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />

      {filtersOpen && (
        <div
          id="physical-filters"
          className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        >
          {select(
            'category',
            copy.category,
            copy.anyCategory,
            physicalCategories.map((c) => [c.name, c.name]),
          )}
          {select('distanceKm', copy.distance, copy.anyDistance, [
            ['1', '1 km'],
            ['5', '5 km'],
            ['10', '10 km'],
          ])}
          {select('when', copy.time, copy.anyTime, Object.entries(copy.timeOptions))}
          {select('level', copy.level, copy.anyLevel, physicalLevelOptions)}
          {select('sort', copy.sort, copy.sortOptions.soonest, [['nearest', copy.sortOptions.nearest]])}
        </div>
      )}

      <div className="flex flex-wrap gap-2" role="group" aria-label={copy.quickChips}>
        {quickChips.map((chip) => {
          const active = filters.values[chip.name] === chip.value;
          return (
            <button
              key={`${chip.name}-${chip.value}`}
              type="button"
              aria-pressed={active}
              onClick={() => filters.set(chip.name, active ? undefined : chip.value)}
              className={`rounded-full border px-3 py-1 text-sm ${active ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              {chip.label}
            </button>
          );
        })}
        {filters.any && (
          <button type="button" className="px-2 text-sm text-violet-800 underline" onClick={filters.clear}>
            {copy.clear}
          </button>
        )}
      </div>

      {/* minmax(0, 1fr) on a phone: a long title truncates instead of widening the page */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-5">
        {/* A phone showing the list never loads the map; a desktop shows both side by side. */}
        {/* Never the scroll anchor: the map stays put, so anchored to it the list's cards would move. */}
        {(wide || view === 'map') && (
          <div className="[overflow-anchor:none] lg:col-span-3">
            <EventMapPanel
              events={list.events}
              loading={list.isLoading}
              center={position}
              flyTo={source === 'browser' ? position : null}
              className="h-[60dvh] w-full overflow-hidden rounded-2xl bg-slate-200 lg:sticky lg:top-20 lg:h-[calc(100dvh-7rem)]"
            />
          </div>
        )}
        <div className={`min-w-0 space-y-3 lg:col-span-2 ${view === 'list' ? '' : 'hidden lg:block'}`}>
          {friendsStrip}
          <p ref={results} tabIndex={-1} className="scroll-mt-36 text-sm text-slate-700" aria-live="polite">
            {!listLoading && copy.results(list.events.length, list.hasMore)}
          </p>
          {/* No height of its own: the bar floats over the list's top instead of pushing the cards down. */}
          <div role="status" className="sticky top-20 z-10 flex h-0 items-start justify-center">
            {newNearby.waiting && (
              <button
                type="button"
                onClick={showNewEvents}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-violet-700 px-4 py-2 text-sm font-semibold text-white shadow-lg"
              >
                {copy.newEvents}
                <span aria-hidden="true">·</span>
                <span className="underline">{copy.showNewEvents}</span>
              </button>
            )}
          </div>
          <EventListState
            isLoading={listLoading}
            error={list.error}
            count={list.events.length}
            hasMore={list.showMore}
            isLoadingMore={list.isLoadingMore}
            onRetry={list.retry}
            onMore={list.loadMore}
            empty={
              <>
                <p className="font-semibold">{copy.empty}</p>
                <p className="text-sm">{copy.emptyHint}</p>
              </>
            }
          >
            <ul className="space-y-3">
              {list.cards.map((event) => (
                <li key={event.id} className={listedCard}>
                  <EventCard event={event} {...callerOn(event)} />
                </li>
              ))}
            </ul>
          </EventListState>
        </div>
      </div>
      <FloatingCreateButton mode="physical" />
    </section>
  );
}
