/**
 * Where the SPA finds everything (/config.json). The loader (zod + Amplify) lives in its own chunk so the
 * first screen can paint before it arrives; everything that talks to Cognito or the API awaits this.
 */
import type { SiteConfig } from '@contracts/site-config';

let loading: Promise<SiteConfig> | undefined;

export function siteConfig(): Promise<SiteConfig> {
  loading ??= import('./load-site-config').then((module) => module.loadSiteConfig());
  // A failed fetch must not be cached forever: the next caller tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
