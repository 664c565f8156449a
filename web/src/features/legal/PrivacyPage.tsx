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
