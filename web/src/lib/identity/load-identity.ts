import { preloadSiteConfig } from '../config/site-config';

/**
 * The identity module as a lazy chunk (aws-amplify is the biggest thing the SPA loads). Every identity call
 * awaits /config.json, so it starts loading alongside the chunk rather than after it.
 */
export const loadIdentity = () => {
  preloadSiteConfig();
  return import('./identity');
};
