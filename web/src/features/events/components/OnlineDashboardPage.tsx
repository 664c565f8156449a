/**
 * /dashboard/online: search, dropdowns and quick chips wired to the listing (kept in the URL), a stats strip
 * computed from the sessions listed, and the card grid.
 */
import { useState } from 'react';
import {
  gameTypes,
  onlineQuickTags,
  platforms,
  skillLevels,
  voiceOptions,
  type EventCard,
} from '@contracts/events';
import { eventsCopy } from '../../../copy/events';
import { SelectField } from '../../../lib/ui/SelectField';
import { useFriendsStrip } from '../../friends';
import { onlineFilterNames, useCallerOnCards, useEventList } from '../api';
import { FloatingCreateButton } from './CreateEventProvider';
import { listedCard } from '../../../lib/ui/classes';
import { EventListState } from './EventListState';
import { OnlineEventCard } from './OnlineEventCard';
import { SearchBar, useUrlFilters } from './SearchFilters';

const copy = eventsCopy.online;

/**
 * What the strip counts, over the sessions listed with the current filters (all pages loaded so far):
 * sessions, players already in them (hosts included), open slots, and the hosts' average rating (rated hosts only).
 */
function stripOf(events: EventCard[]) {
  const rated = events.filter((event) => event.host.rating > 0);
  return {
    events: events.length,
    players: events.reduce((sum, event) => sum + event.participants.current, 0),
    openSlots: events.reduce((sum, event) => sum + event.slotsLeft, 0),
    rating: rated.length
      ? (rated.reduce((sum, event) => sum + event.host.rating, 0) / rated.length).toFixed(1)
      : '—',
  };
}

export default function OnlineDashboardPage() {
  const filters = useUrlFilters(onlineFilterNames);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useEventList('online', filters.values);
  const quick = new Set((filters.values.quick ?? '').split(',').filter(Boolean));
  const strip = stripOf(list.events);
  const callerOn = useCallerOnCards();
  // The list waits for the strip above it, so the two appear in one frame (strip.tsx).
  const { loading: listLoading, strip: friendsStrip } = useFriendsStrip('online', list.isLoading);

  function toggleQuick(tag: string) {
    const next = new Set(quick);
    if (next.has(tag)) next.delete(tag);
    else next.add(tag);
    filters.set('quick', [...next].join(',') || undefined);
  }

  const select = (
    name: (typeof onlineFilterNames)[number],
    label: string,
    any: string,
    options: readonly string[],
    text: (value: string) => string,
  ) => (
    <SelectField
      id={`online-${name}`}
      label={label}
      placeholder={any}
      value={filters.values[name] ?? ''}
      options={options.map((value) => [value, text(value)] as const)}
      onChange={(value) => filters.set(name, value)}
    />
  );

  return (
    <section aria-labelledby="online-title" className="space-y-4" lang="en">
      <div className="flex items-center gap-3">
        <h1 id="online-title" className="text-2xl font-black text-slate-900">
          {copy.title}
        </h1>
        <span className="rounded-md bg-emerald-700 px-2 py-0.5 font-mono text-xs font-bold text-white">
          {copy.badge}
        </span>
      </div>

      <SearchBar
        id="online-search"
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        initial={filters.values.q}
        onSearch={(text) => filters.set('q', text)}
        filtersLabel={copy.filters}
        filtersId="online-filters"
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
      />

      {filtersOpen && (
        <div
          id="online-filters"
          className="grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
        >
          {select('gameType', copy.gameType, copy.allGames, gameTypes, (v) => v)}
          {select(
            'skill',
            copy.skill,
            copy.anySkill,
            skillLevels,
            (v) => eventsCopy.skillLevels[v as keyof typeof eventsCopy.skillLevels],
          )}
          {select('platform', copy.platform, copy.anyPlatform, platforms, (v) => v)}
          {select(
            'voice',
            copy.voice,
            copy.anyVoice,
            voiceOptions,
            (v) => copy.voices[v as keyof typeof copy.voices],
          )}
        </div>
      )}

      <div className="flex flex-wrap gap-2" role="group" aria-label={copy.quickTags}>
        {onlineQuickTags.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={quick.has(tag)}
            onClick={() => toggleQuick(tag)}
            className={`rounded-full border px-3 py-1 text-sm ${quick.has(tag) ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            {copy.quick[tag]}
          </button>
        ))}
      </div>

      <dl aria-label={copy.stats.label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            [copy.stats.events, strip.events],
            [copy.stats.players, strip.players],
            [copy.stats.openSlots, strip.openSlots],
            [copy.stats.rating, strip.rating],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-slate-900 p-3 text-white">
            <dt className="text-xs text-slate-300">{label}</dt>
            <dd className="font-mono text-2xl font-bold">{list.isLoading ? '…' : value}</dd>
          </div>
        ))}
      </dl>

      {friendsStrip}

      <EventListState
        isLoading={listLoading}
        error={list.error}
        count={list.events.length}
        hasMore={list.showMore}
        isLoadingMore={list.isLoadingMore}
        onRetry={list.retry}
        onMore={list.loadMore}
        empty={<p className="font-semibold">{copy.empty}</p>}
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.cards.map((event) => (
            <li key={event.id} className={`flex ${listedCard}`}>
              <OnlineEventCard event={event} {...callerOn(event)} />
            </li>
          ))}
        </ul>
      </EventListState>
      <FloatingCreateButton mode="online" />
    </section>
  );
}
