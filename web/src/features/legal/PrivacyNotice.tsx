/**
 * The privacy notice where personal data is collected (sign-up, the profile's settings, a join request, the
 * checkout): one sentence and a link to the Aydınlatma Metni. A notice, not a consent box: the processing rests on
 * the contract and the law (KVKK m.5/2), so nothing is ticked.
 */
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { privacyNoticeCopy as copy } from '../../copy/legal';

/** `about`: what the form collects and why, said as the sentence's start (copy/legal.ts `privacyNoticeCopy`). */
export function PrivacyNotice({ about, className = '' }: { about: string; className?: string }) {
  return (
    <p className={`text-xs text-slate-700 ${className}`}>
      {copy.sentence(about)}{' '}
      <Link to={paths.privacy} target="_blank" rel="noopener" className="link">
        {copy.link}
      </Link>
    </p>
  );
}
