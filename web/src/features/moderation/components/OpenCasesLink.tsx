/**
 * The header's link to the moderation console with the count of open cases: an icon with a badge on a wide
 * screen, a line of the phone menu. The count is said in words in the link's name; the digits are for the eye.
 */
import { NavLink } from 'react-router-dom';
import { moderationCopy } from '../../../copy/moderation';
import { paths } from '../../../lib/paths';
import { iconButtonClass, Tooltip } from '../../../lib/ui/header-icon';
import { Icon } from '../../../lib/ui/icons';
import { useOpenCaseCount } from '../api';

const copy = moderationCopy.header;
/** A shield, drawn here: only moderators load it. */
const shieldPath = 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4';

export interface OpenCasesLinkProps {
  variant: 'icon' | 'menu';
  /** the phone menu closes when the link is followed */
  onNavigate?: () => void;
}

function CountBadge({ open, inline }: { open: number; inline?: boolean }) {
  if (open === 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`${inline ? '' : 'absolute -top-1 -right-1'} min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white`}
    >
      {copy.badge(open)}
    </span>
  );
}

export default function OpenCasesLink({ variant, onNavigate }: OpenCasesLinkProps) {
  const { data } = useOpenCaseCount();
  const open = data?.open ?? 0;
  const label = copy.label(open);
  if (variant === 'icon') {
    return (
      <NavLink
        to={paths.moderation.root}
        aria-label={label}
        className={({ isActive }) => iconButtonClass(isActive)}
      >
        <Icon path={shieldPath} />
        <CountBadge open={open} />
        <Tooltip text={copy.link} />
      </NavLink>
    );
  }
  return (
    <li>
      <NavLink
        to={paths.moderation.root}
        onClick={onNavigate}
        aria-label={label}
        className={({ isActive }) =>
          `flex items-center justify-between gap-2 rounded-xl px-4 py-3 font-medium ${isActive ? 'bg-violet-100 text-violet-800' : 'text-slate-800 hover:bg-slate-100'}`
        }
      >
        {copy.link}
        <CountBadge open={open} inline />
      </NavLink>
    </li>
  );
}
