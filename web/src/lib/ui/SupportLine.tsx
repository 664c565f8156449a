import { commonCopy } from '../../copy/common';
import { useSupportEmail } from './support-email';

/** "Contact support" line of the error screens, with the address from /config.json. */
export function SupportLine() {
  const email = useSupportEmail();
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
