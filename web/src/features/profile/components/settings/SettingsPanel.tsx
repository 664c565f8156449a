/**
 * Settings tab: picture, details, interests and the birth date (once), each saved on its own. The account itself (password, sessions,
 * blocked users, data download, deletion) is on the account settings page, linked at the end.
 */
import { Link } from 'react-router-dom';
import type { Profile } from '@contracts/profile';
import { paths } from '../../../../lib/paths';
import { accountCopy } from '../../../../copy/account';
import { profileCopy } from '../../../../copy/profile';
import { card, sectionTitle } from '../../../../lib/ui/classes';
import { AvatarUpload } from './AvatarUpload';
import { DetailsForm } from './DetailsForm';
import { InterestsEditor } from './InterestsEditor';
import { BirthDateField } from '../birth-date/BirthDateField';
import { PrivacyNotice } from '../../../legal';

interface SettingsPanelProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

export function SettingsPanel({ profile, onSaved }: SettingsPanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="picture-title" className={card}>
        <h2 id="picture-title" className={`${sectionTitle} mb-3`}>
          {profileCopy.picture.title}
        </h2>
        <AvatarUpload profile={profile} onSaved={onSaved} />
      </section>
      <div className={card}>
        <DetailsForm profile={profile} onSaved={onSaved} />
      </div>
      <div className={card}>
        <InterestsEditor profile={profile} onSaved={onSaved} />
      </div>
      <div className={card}>
        <BirthDateField profile={profile} onSaved={onSaved} />
      </div>
      <PrivacyNotice about={profileCopy.settings.privacyAbout} className="px-1" />
      <p className={`${card} text-sm text-slate-700`}>
        {accountCopy.fromProfile.body}{' '}
        <Link to={paths.dashboard.settings} className="link">
          {accountCopy.fromProfile.link}
        </Link>
      </p>
    </div>
  );
}
