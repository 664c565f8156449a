/** The profile picture, or the initials of the display name when there is none. */
import { profileCopy } from '../../../copy/profile';

interface AvatarProps {
  name: string;
  pictureUrl: string | null;
  size: 'md' | 'lg';
}

const sizes = { md: 'h-16 w-16 text-xl', lg: 'h-24 w-24 text-3xl sm:h-28 sm:w-28' } as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [name.trim().slice(0, 1)];
  return letters.join('').toLocaleUpperCase('tr-TR') || '?';
}

export function Avatar({ name, pictureUrl, size }: AvatarProps) {
  const frame = `${sizes[size]} shrink-0 rounded-full ring-4 ring-white shadow-md`;
  if (pictureUrl) {
    return (
      <img src={pictureUrl} alt={profileCopy.header.avatarAlt(name)} className={`${frame} object-cover`} />
    );
  }
  return (
    <span
      role="img"
      aria-label={profileCopy.header.avatarAlt(name)}
      className={`${frame} flex items-center justify-center bg-linear-to-br from-violet-600 to-fuchsia-600 font-bold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
