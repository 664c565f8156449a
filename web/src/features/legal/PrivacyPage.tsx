/**
 * /privacy: the Aydınlatma Metni (KVKK m.10), from copy/legal.ts `privacyCopy`. Linked from the notice shown where
 * data is collected (PrivacyNotice) and from the footer; the seller's own details are on the contact page the footer
 * links, not repeated here.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { privacyCopy } from '../../copy/legal';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  const { hash } = useLocation();
  // The page renders after its lazy chunk loads, too late for the browser's own jump to a #fragment.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return <LegalPage document={privacyCopy} />;
}
