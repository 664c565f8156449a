import { useEffect, useState } from 'react';
import { siteConfig } from '../config/site-config';
import { commonCopy } from '../../copy/common';

/** "Contact support" line of the error screens, with the address from /config.json. */
export function SupportLine() {
  const [email, setEmail] = useState<string>();
  useEffect(() => {
    siteConfig().then(
      (config) => setEmail(config.supportEmail),
      () => setEmail(undefined),
    );
  }, []);
  if (!email) return null;
  return (
    <p className="text-sm">
      {commonCopy.supportLine}{' '}
      <a className="link" href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  );
}
