import { termsCopy } from '../../copy/legal';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return <LegalPage document={termsCopy} />;
}
