/**
 * Location by address search: an ARIA 1.2 combobox over the geocoding route (debounced, up to 5 results),
 * plus "use my location" through the browser's geolocation and reverse geocoding.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { GeoFeature } from '@contracts/geocoding';
import { profileCopy } from '../../../copy/profile';
import { searchPlaces } from '../api';
import { inputClass, labelClass, secondaryButton } from '../../../lib/ui/classes';
import { placeFromFeature, type ChosenPlace } from './place';
import { UseMyLocationButton } from './UseMyLocationButton';

const searchDebounceMs = 300;
const listedResults = 5;

type SearchStatus = { tone: 'info' | 'good' | 'bad'; text: string } | undefined;

interface AddressSearchProps {
  chosen: ChosenPlace | null;
  /** where the searcher is: the map's centre, else the profile's place; absent, the server searches from Istanbul */
  near: readonly [number, number] | undefined;
  disabled: boolean;
  onChoose: (place: ChosenPlace | null) => void;
}

const toneClass = { info: 'text-slate-600', good: 'text-emerald-700', bad: 'text-red-700' } as const;

export function AddressSearch({ chosen, near, disabled, onChoose }: AddressSearchProps) {
  const copy = profileCopy.location;
  const inputId = useId();
  const listId = `${inputId}-results`;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeoFeature[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [status, setStatus] = useState<SearchStatus>();
  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Only the newest search may write results: an older, slower answer must not overwrite it.
  const latestSearch = useRef(0);

  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  async function runSearch(text: string, limit: number): Promise<GeoFeature[] | undefined> {
    const searchNumber = ++latestSearch.current;
    setStatus({ tone: 'info', text: copy.searching });
    try {
      const features = await searchPlaces(text, limit, near);
      if (searchNumber !== latestSearch.current) return undefined;
      setStatus(
        features.length === 0
          ? { tone: 'bad', text: copy.notFound }
          : { tone: 'info', text: copy.resultsCount(features.length) },
      );
      return features;
    } catch {
      if (searchNumber === latestSearch.current) setStatus({ tone: 'bad', text: copy.searchFailed });
      return undefined;
    }
  }

  function onQueryChange(text: string) {
    setQuery(text);
    setActiveIndex(-1);
    clearTimeout(debounceTimer.current);
    if (text.trim() === '') {
      latestSearch.current++; // an empty query does nothing, and cancels what was pending
      setResults([]);
      setStatus(undefined);
      return;
    }
    debounceTimer.current = setTimeout(async () => {
      const features = await runSearch(text.trim(), listedResults);
      if (features) {
        setResults(features);
        setListOpen(true);
      }
    }, searchDebounceMs);
  }

  function choose(feature: GeoFeature) {
    clearTimeout(debounceTimer.current);
    latestSearch.current++;
    setQuery(feature.place_name);
    setResults([]);
    setActiveIndex(-1);
    setStatus({ tone: 'good', text: copy.found });
    onChoose(placeFromFeature(feature));
  }

  /** Enter without a highlighted result: look the text up at once and take the best match. */
  async function chooseBestMatch() {
    if (query.trim() === '') return;
    clearTimeout(debounceTimer.current);
    const [best] = (await runSearch(query.trim(), 1)) ?? [];
    if (best) choose(best);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault(); // never submit the surrounding form from the search box
      if (activeIndex >= 0 && results[activeIndex]) choose(results[activeIndex]);
      else void chooseBestMatch();
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      setListOpen(false);
      setActiveIndex(-1);
    }
  }

  const expanded = listOpen && results.length > 0;
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {copy.searchLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            id={inputId}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            aria-describedby={`${inputId}-status`}
            placeholder={copy.searchPlaceholder}
            value={query}
            disabled={disabled}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setListOpen(true)}
            onBlur={() => {
              setListOpen(false);
              setActiveIndex(-1);
            }}
            className={inputClass}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={copy.searchLabel}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            {results.map((feature, index) => (
              <li
                key={`${feature.place_name}-${feature.center.join(',')}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // mousedown would blur the input first and lose the highlighted option
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(feature)}
                className={`cursor-pointer px-3 py-2 text-sm ${
                  index === activeIndex ? 'bg-violet-100 text-violet-900' : 'text-slate-800 hover:bg-slate-50'
                }`}
              >
                <span className="block font-medium">{feature.text}</span>
                <span className="block text-xs text-slate-600">{feature.place_name}</span>
              </li>
            ))}
          </ul>
        </div>
        <UseMyLocationButton
          disabled={disabled}
          onLocated={(place) => {
            setQuery(place.exactLocation.address);
            setStatus({ tone: 'good', text: copy.found });
            onChoose(place);
          }}
          onFailed={(problem) => setStatus({ tone: 'bad', text: copy.orSearchAddress(problem) })}
          onLocating={() => setStatus({ tone: 'info', text: copy.locating })}
        />
      </div>
      <p
        id={`${inputId}-status`}
        role="status"
        aria-live="polite"
        className="mt-1 min-h-5 text-sm font-medium"
      >
        {status && <span className={toneClass[status.tone]}>{status.text}</span>}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        <span className="font-medium text-slate-800">{copy.selected}:</span>
        {/* Live: a click on the wizard's map changes the place without touching the search. */}
        <span className="min-w-0 flex-1 text-slate-700" data-testid="selected-location" aria-live="polite">
          {chosen ? chosen.exactLocation.address : copy.noneSelected}
        </span>
        {chosen && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChoose(null)}
            className={secondaryButton}
          >
            {copy.clear}
          </button>
        )}
      </div>
    </div>
  );
}
