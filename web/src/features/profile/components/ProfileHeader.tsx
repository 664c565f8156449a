/** Header card: picture, name, @username, location and membership date. */
import { Icon } from '../../../lib/ui/icons';
import type { Profile } from '@contracts/profile';
import { profileCopy } from '../../../copy/profile';
import { Avatar } from '../../../lib/ui/Avatar';

const memberSinceFormat = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' });

export function ProfileHeader({ profile }: { profile: Profile }) {
  const copy = profileCopy.header;
  const name = profile.displayName || profile.email;
  const createdAt = new Date(profile.createdAt);
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="h-24 bg-linear-to-r from-violet-600 to-fuchsia-500 sm:h-32" aria-hidden="true" />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end">
        <div className="-mt-12 sm:-mt-14">
          <Avatar
            name={name}
            pictureUrl={profile.profilePicture}
            alt={copy.avatarAlt(name)}
            size="2xl"
            raised
          />
        </div>
        <div className="min-w-0 flex-1">
          <h1 id="profile-name" className="truncate text-2xl font-bold text-slate-900">
            {name}
          </h1>
          <p className="text-sm font-medium text-violet-700">
            {profile.username ? `@${profile.username}` : copy.noUsername}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <li className="flex items-center gap-1">
              <Icon name="pin" className="inline-block size-4 shrink-0" />
              {profile.location || copy.noLocation}
            </li>
            {!Number.isNaN(createdAt.getTime()) && (
              <li className="flex items-center gap-1">
                <Icon name="calendar" className="inline-block size-4 shrink-0" />
                {copy.memberSince(memberSinceFormat.format(createdAt))}
              </li>
            )}
          </ul>
        </div>
      </div>
      {profile.bio && (
        <p className="border-t border-slate-100 px-5 py-4 text-sm text-slate-700">{profile.bio}</p>
      )}
    </section>
  );
}
