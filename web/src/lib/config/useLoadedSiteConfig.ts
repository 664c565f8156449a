/** /config.json in a component that shows it once loaded but never loads it itself (see `loadedSiteConfig`). */
import { useSyncExternalStore } from 'react';
import type { SiteConfig } from '@contracts/site-config';
import { loadedSiteConfig, onSiteConfigLoaded } from './config-request';

export const useLoadedSiteConfig = (): SiteConfig | undefined =>
  useSyncExternalStore(onSiteConfigLoaded, loadedSiteConfig);
