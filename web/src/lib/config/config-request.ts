/**
 * /config.json and the chunk that checks it, requested side by side, once. Free of React and the toasts, so the
 * early entry (src/early.ts) can start them on a dashboard path while React is still on its way.
 */
import type { SiteConfig } from '@contracts/site-config';

let pending: Promise<SiteConfig> | undefined;
let loaded: SiteConfig | undefined;
const whenLoaded = new Set<() => void>();

export function requestSiteConfig(): Promise<SiteConfig> {
  if (!pending) {
    const response = fetch('/config.json', { cache: 'no-store' });
    // The request's own failure is reported through `pending`.
    response.catch(() => undefined);
    pending = import('./load-site-config').then((module) => module.loadSiteConfig(response));
    pending.then(
      (config) => {
        loaded = config;
        for (const listener of whenLoaded) listener();
      },
      () => undefined,
    );
    // A failed request is not kept: the next caller tries again.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}

/**
 * The configuration once something has loaded it, without loading it: for what may show it but must not fetch it
 * (the footer of the sign-in page, which loads /config.json only once the visitor types).
 */
export const loadedSiteConfig = (): SiteConfig | undefined => loaded;

export function onSiteConfigLoaded(listener: () => void): () => void {
  whenLoaded.add(listener);
  return () => whenLoaded.delete(listener);
}
