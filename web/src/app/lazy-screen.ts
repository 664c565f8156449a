/**
 * A screen in its own chunk that can be started early. React.lazy suspends on its first render even when the
 * chunk has already arrived, so the Loading fallback shows for a moment, and React then holds the screen back
 * for 300 ms after a fallback appears (its Suspense throttling). A screen whose chunk is here renders at once.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

export interface LazyScreen {
  Screen: ComponentType;
  /** starts loading the chunk (once); resolves when the screen can render without suspending */
  preload: () => Promise<unknown>;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Not kept: the next preload tries again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return { Screen, preload };
}
