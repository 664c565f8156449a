/**
 * WAI-ARIA tabs with their panel: arrow keys, Home and End move between tabs, and only the selected tab is in the
 * Tab order. Ids come from useId unless the page names them: a dialog with tabs can open over a page with tabs.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from './classes';

/** A count after a tab's label: seen as the number, heard as its words (the number itself is hidden from readers). */
export interface TabBadge {
  count: number;
  /** what a screen reader hears after the label, e.g. "(2 bekliyor)" */
  srText: string;
}

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  badge?: TabBadge;
}

const variants = {
  /** a page's main tabs: a card of their own, the selected one on the brand gradient */
  page: {
    stack: 'gap-4',
    list: 'rounded-2xl border border-slate-200 bg-white p-1 shadow-sm',
    // four English labels must fit a 390 px phone's card: little padding until there is room
    tab: 'rounded-xl px-1.5 py-2 sm:px-4',
    selected: 'bg-linear-to-r from-violet-600 to-fuchsia-600 text-white shadow',
    idle: 'text-slate-700 hover:bg-slate-100',
    badgeSelected: 'bg-white text-violet-800',
    badgeIdle: 'bg-red-700 text-white',
    panel: 'rounded-2xl',
  },
  /** tabs inside a dialog: quieter and smaller, on the dialog's own white */
  dialog: {
    stack: 'gap-3',
    list: 'rounded-xl bg-slate-100 p-1',
    tab: 'rounded-lg px-2 py-1.5',
    selected: 'bg-white text-violet-800 shadow-sm',
    idle: 'text-slate-700 hover:bg-white/60',
    badgeSelected: 'bg-violet-700 text-white',
    badgeIdle: 'bg-red-700 text-white',
    panel: 'rounded-xl',
  },
} as const;

interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** the selected tab's panel */
  children: ReactNode;
  /** @default 'page' */
  variant?: keyof typeof variants;
  /** tabs get `<prefix>-tab-<id>` and the panel `<prefix>-panel-<id>`; without it, a useId prefix */
  idPrefix?: string;
}

export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  variant = 'page',
  idPrefix,
}: TabsProps<Id>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const style = variants[variant];

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
    <div className={`flex min-w-0 flex-col ${style.stack}`}>
      <div
        role="tablist"
        aria-label={label}
        // Tabs that do not fit on one line wrap onto the next, so every tab (the selected one too) is in sight: a
        // row that scrolled sideways hid the last ones past a phone's edge. relative: a badge's screen-reader text
        // (absolutely positioned) stays inside the list instead of widening the page.
        className={`relative flex flex-wrap gap-0.5 sm:gap-1 ${style.list}`}
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
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              // flex-auto, not flex-1 with min-w-0: equal widths clipped "Overview" on a phone; a tab takes its label's
              // width plus a share of the rest of its line, never less than its longest word. A label wider than the
              // whole line breaks onto two lines rather than push past the edge.
              className={`flex-auto text-sm sm:whitespace-nowrap font-semibold transition ${style.tab} ${focusRing} ${
                isSelected ? style.selected : style.idle
              }`}
            >
              {tab.label}
              {tab.badge && (
                <>
                  <span
                    aria-hidden="true"
                    className={`ml-1.5 rounded-full px-1.5 text-xs font-bold ${
                      isSelected ? style.badgeSelected : style.badgeIdle
                    }`}
                  >
                    {tab.badge.count}
                  </span>
                  <span className="sr-only"> {tab.badge.srText}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className={`${style.panel} ${focusRing}`}
      >
        {children}
      </div>
    </div>
  );
}
