/** What both dashboards share: filters kept in the URL (a reload keeps them) and the search bar with its toggle. */
import { useSearchParams } from 'react-router-dom';
import { filterValues } from '../api';
import { inputClass, secondaryButton } from '../../../lib/ui/classes';

export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [search, setSearch] = useSearchParams();
  const values = filterValues(names, search);
  function set(name: Name, value: string | undefined) {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  }
  const clear = () => setSearch(new URLSearchParams(), { replace: true });
  return { values, set, clear, any: names.some((name) => search.get(name)) };
}

interface SearchBarProps {
  id: string;
  label: string;
  placeholder: string;
  initial: string | undefined;
  onSearch: (text: string | undefined) => void;
  filtersLabel: string;
  filtersId: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}

export function SearchBar(props: SearchBarProps) {
  return (
    <form role="search" className="flex gap-2" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <input
        id={props.id}
        type="search"
        enterKeyHint="search"
        className={inputClass}
        placeholder={props.placeholder}
        defaultValue={props.initial ?? ''}
        onChange={(e) => props.onSearch(e.target.value.trim() || undefined)}
      />
      <button
        type="button"
        className={secondaryButton}
        aria-expanded={props.filtersOpen}
        aria-controls={props.filtersId}
        onClick={props.onToggleFilters}
      >
        {props.filtersLabel}
      </button>
    </form>
  );
}
