/**
 * Where the SPA finds everything (/config.json). The loader (its validator) lives in its own chunk, loaded by the
 * first screen that needs it; everything that talks to Cognito or the API awaits this.
 */
import { toast } from '../ui/toast';
import type { SiteConfig } from '@contracts/site-config';
import { commonCopy } from '../../copy/common';
import { requestSiteConfig } from './config-request';

let loading: Promise<SiteConfig> | undefined;

export function siteConfig(): Promise<SiteConfig> {
  if (!loading) {
    loading = requestSiteConfig();
    // A failed fetch must not be cached forever: the next caller tries again. The user hears of it once per
    // attempt, in Turkish, whichever screen asked.
    loading.catch((error: unknown) => {
      loading = undefined;
      console.error('Site configuration failed to load', error);
      toast.error(commonCopy.configFailed);
    });
  }
  return loading;
}

/** Starts loading /config.json without waiting, e.g. when a screen will soon call the API. */
export function preloadSiteConfig(): void {
  siteConfig().catch(() => undefined);
}
