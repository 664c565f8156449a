/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order. */
import { useRef, type KeyboardEvent } from 'react';
import { focusRing } from '../../../lib/ui/classes';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
}

interface ProfileTabsProps<Id extends string> {
  label: string;
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export const tabElementId = (id: string) => `profile-tab-${id}`;
export const panelElementId = (id: string) => `profile-panel-${id}`;

export function ProfileTabs<Id extends string>({ label, tabs, selected, onSelect }: ProfileTabsProps<Id>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveTo(index: number) {
    const wrapped = (index + tabs.length) % tabs.length;
    onSelect(tabs[wrapped].id);
    buttons.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    moveTo(targets[event.key]);
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-1 shadow-sm"
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabElementId(tab.id)}
            aria-selected={isSelected}
            aria-controls={panelElementId(tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-w-0 flex-1 whitespace-nowrap rounded-xl px-2 py-2 sm:px-4 text-sm font-semibold transition ${focusRing} ${
              isSelected
                ? 'bg-linear-to-r from-violet-600 to-fuchsia-600 text-white shadow'
                : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
