/** Dashboard child pages whose content comes with the tokens issue. */
import { plannedPagesCopy as copy } from '../../copy/dashboard';
import { useProfile } from '../../features/profile';
import { PlannedPage } from './PlannedPage';

export function TokensPage() {
  const { profile } = useProfile();
  return (
    <PlannedPage title={copy.tokens.title} body={copy.tokens.body}>
      {profile && (
        <p className="brand-gradient inline-flex flex-col rounded-2xl px-6 py-4 text-white">
          <span className="text-sm">{copy.tokens.balanceLabel}</span>
          <span className="text-4xl font-black">{profile.eventLimit}</span>
        </p>
      )}
    </PlannedPage>
  );
}
