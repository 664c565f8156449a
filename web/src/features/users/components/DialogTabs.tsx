/**
 * WAI-ARIA tabs sized for a dialog: arrow keys, Home and End move between tabs, only the selected tab is in the
 * Tab order, and ids come from useId so the dialog can open over a page that has tabs of its own.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../../../lib/ui/classes';

interface DialogTabsProps<Id extends string> {
  label: string;
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}

export function DialogTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: DialogTabsProps<Id>) {
  const prefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = `${prefix}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const wrapped = (targets[event.key] + tabs.length) % tabs.length;
    onSelect(tabs[wrapped].id);
    buttons.current[wrapped]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
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
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-w-0 flex-1 whitespace-nowrap rounded-lg px-2 py-1.5 text-sm font-semibold transition ${focusRing} ${
                isSelected ? 'bg-white text-violet-800 shadow-sm' : 'text-slate-700 hover:bg-white/60'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className={`rounded-xl ${focusRing}`}
      >
        {children}
      </div>
    </div>
  );
}
