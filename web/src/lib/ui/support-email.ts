/** The support address from /config.json, once it is read; undefined before, or if it cannot be. */
import { useEffect, useState } from 'react';
import { siteConfig } from '../config/site-config';

export function useSupportEmail(): string | undefined {
  const [email, setEmail] = useState<string>();
  useEffect(() => {
    let current = true;
    siteConfig().then(
      (config) => current && setEmail(config.supportEmail),
      () => current && setEmail(undefined),
    );
    return () => {
      current = false;
    };
  }, []);
  return email;
}
