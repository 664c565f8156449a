import { privacyCopy } from '../../copy/legal';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return <LegalPage document={privacyCopy} />;
}
