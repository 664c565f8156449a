/** Another user's picture, or the initials of their name when they have none; sized for lists and dialogs. */
import { usersCopy } from '../../../copy/users';

const sizes = {
  sm: 'size-10 text-sm',
  md: 'size-12 text-base',
  lg: 'size-20 text-2xl',
} as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [name.trim().slice(0, 1)];
  return letters.join('').toLocaleUpperCase('tr-TR') || '?';
}

interface UserAvatarProps {
  name: string;
  pictureUrl: string | null;
  size?: keyof typeof sizes;
  /** beside the name, the picture adds nothing for a screen reader @default false */
  decorative?: boolean;
}

export function UserAvatar({ name, pictureUrl, size = 'sm', decorative = false }: UserAvatarProps) {
  const frame = `${sizes[size]} shrink-0 rounded-full`;
  const label = usersCopy.dialog.avatarAlt(name);
  if (pictureUrl) {
    return <img src={pictureUrl} alt={decorative ? '' : label} className={`${frame} object-cover`} />;
  }
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className={`${frame} brand-gradient flex items-center justify-center font-bold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
