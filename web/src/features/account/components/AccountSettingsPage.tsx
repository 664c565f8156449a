/**
 * /dashboard/settings: the account as a whole, apart from the profile's details, and the sanctions it has had
 * (Yaptırımlar). Password and sessions need nothing from the API; the download and the deletion wait for the profile (file name, confirmation
 * word).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '@contracts/profile';
import { paths } from '../../../lib/paths';
import { accountCopy as copy } from '../../../copy/account';
import { card } from '../../../lib/ui/classes';
import { LoadFailed, LoadingRows } from '../../../lib/ui/LoadState';
import { failedOffline } from '../../../lib/pwa/offline';
import { OfflineNote } from '../../../lib/pwa/OfflineNote';
import { NotificationSettingsSection } from '../../notifications';
import { useProfile } from '../../profile';
import { CalendarFeedSettings } from '../../calendar';
import { SanctionsSection } from '../../moderation';
import { AuthenticatorApp } from './AuthenticatorApp';
import { BlockedUsers } from './BlockedUsers';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataExport } from './DataExport';
import { DeleteAccount } from './DeleteAccount';
import { SignOutEverywhere } from './SignOutEverywhere';

export default function AccountSettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header>
        <h1 className="text-2xl font-black text-slate-900">{copy.title}</h1>
        <p className="text-sm text-slate-700">
          {copy.intro}{' '}
          <Link to={paths.dashboard.profile} className="link">
            {copy.toProfile}
          </Link>
        </p>
      </header>
      <div className={card}>
        <NotificationSettingsSection />
      </div>
      <div className={card}>
        <ChangePasswordForm />
      </div>
      <div className={card}>
        <AuthenticatorApp />
      </div>
      <div className={card}>
        <SignOutEverywhere />
      </div>
      <div className={card}>
        <BlockedUsers />
      </div>
      <div className={card}>
        <SanctionsSection />
      </div>
      <CalendarFeedSettings />
      <WithProfile>
        {(profile) => (
          <>
            <div className={card}>
              <DataExport profile={profile} />
            </div>
            <div className={card}>
              <DeleteAccount profile={profile} />
            </div>
          </>
        )}
      </WithProfile>
    </div>
  );
}

function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const { profile, error, isLoading, mutate } = useProfile();
  if (profile) return children(profile);
  return (
    <div className={card}>
      {failedOffline(error) ? (
        <OfflineNote />
      ) : error ? (
        <LoadFailed
          message={copy.profileFailed}
          retry={{ label: copy.retry, onRetry: () => void mutate(), busy: isLoading }}
        />
      ) : (
        <LoadingRows label={copy.profileLoading} rows={2} />
      )}
    </div>
  );
}
