/** A person's picture, or the initials of their name when they have none. */

const sizes = {
  sm: 'size-10 text-sm',
  md: 'size-12 text-base',
  lg: 'size-16 text-xl',
  xl: 'size-20 text-2xl',
  '2xl': 'size-24 text-3xl sm:size-28',
} as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [name.trim().slice(0, 1)];
  return letters.join('').toLocaleUpperCase('tr-TR') || '?';
}

interface AvatarProps {
  name: string;
  pictureUrl: string | null;
  /** as an img's alt: '' where the name is beside the picture and the picture adds nothing for a screen reader */
  alt: string;
  /** @default 'sm' */
  size?: keyof typeof sizes;
  /** a frame that lifts it off a cover (the profile header) @default false */
  raised?: boolean;
}

export function Avatar({ name, pictureUrl, alt, size = 'sm', raised = false }: AvatarProps) {
  const frame = `${sizes[size]} shrink-0 rounded-full ${raised ? 'shadow-md ring-4 ring-white' : ''}`;
  if (pictureUrl) {
    return <img src={pictureUrl} alt={alt} className={`${frame} object-cover`} />;
  }
  const decorative = alt === '';
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative ? true : undefined}
      className={`${frame} brand-gradient flex items-center justify-center font-bold text-white`}
    >
      {initialsOf(name)}
    </span>
  );
}
