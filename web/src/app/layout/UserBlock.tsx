import { useProfile } from '../../features/profile';
import { dashboardCopy as copy } from '../../copy/dashboard';
import { Icon } from '../../lib/ui/icons';

/** The signed-in user as the menu shows them: avatar, display name, username, token balance. */
export function UserBlock() {
  const { profile, error, isLoading } = useProfile();
  if (isLoading) return <p className="text-sm text-slate-700">{copy.user.loading}</p>;
  if (error || !profile) return <p className="text-sm text-rose-700">{copy.user.failed}</p>;
  const name = profile.displayName || profile.email;
  return (
    <div className="flex items-center gap-3">
      {profile.profilePicture ? (
        <img
          src={profile.profilePicture}
          alt={copy.user.avatarAlt(name)}
          className="size-12 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="brand-gradient flex size-12 items-center justify-center rounded-full text-lg font-bold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-700">
          {profile.username ? `@${profile.username}` : copy.user.noUsername}
        </p>
        <p className="text-sm font-semibold text-violet-800">
          <Icon name="coin" className="mr-1 inline size-4 align-[-0.15em]" />
          {copy.user.balance(profile.eventLimit)}
        </p>
      </div>
    </div>
  );
}
