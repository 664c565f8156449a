/** /config.json in a component: undefined until it is read, or if it cannot be. */
import { useEffect, useState } from 'react';
import type { SiteConfig } from '@contracts/site-config';
import { siteConfig } from './site-config';

export function useSiteConfig(): SiteConfig | undefined {
  const [config, setConfig] = useState<SiteConfig>();
  useEffect(() => {
    let current = true;
    siteConfig().then(
      (read) => current && setConfig(read),
      () => current && setConfig(undefined),
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
