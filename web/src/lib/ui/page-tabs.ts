/**
 * A page's tab declared as data by the feature that owns it: the page keeps a list of these and renders the ones
 * that show for its input with Tabs, so a new tab is one entry in the list plus its own file. Input is what the
 * page hands every tab (e.g. the event and the viewer); a tab may ask for less of it, never for a feature's type.
 */
import type { ReactNode } from 'react';
import type { TabBadge, TabDefinition } from './Tabs';

export interface PageTab<Input> {
  id: string;
  label: string;
  /** whether the tab is offered for this input; without it, always */
  shows?: (input: Input) => boolean;
  /** a count after the label, if any for this input */
  badge?: (input: Input) => TabBadge | undefined;
  /** the tab's panel */
  panel: (input: Input) => ReactNode;
}

/** The tabs that show for the input, in the list's order, as Tabs takes them, each with its panel for the input. */
export function shownTabs<Input>(
  tabs: readonly PageTab<Input>[],
  input: Input,
): (TabDefinition<string> & { panel: () => ReactNode })[] {
  return tabs
    .filter((tab) => tab.shows?.(input) ?? true)
    .map((tab) => ({
      id: tab.id,
      label: tab.label,
      badge: tab.badge?.(input),
      panel: () => tab.panel(input),
    }));
}
