import { lazy, Suspense, useState } from 'react';
import { paths } from '../../lib/paths';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import { dashboardCopy as copy } from '../../copy/dashboard';
import { commonCopy } from '../../copy/common';
import { useCreateEvent } from '../../features/events';
import { UnreadBadge, useUnreadCount } from '../../features/messages';
import { NotificationBellSlot } from '../../features/notifications';
import { messagesCopy } from '../../copy/messages';
import { DialogFallback } from '../../lib/ui/DialogFallback';
import { Icon, type IconName } from '../../lib/ui/icons';
import { iconButtonClass, Tooltip } from '../../lib/ui/header-icon';
import { ModerationLinkSlot } from '../../features/moderation';
import { ModeSwitch } from './ModeSwitch';
import { useLogout } from './useLogout';

// Only phones open it, and only on a tap: its code stays off the first screen and is fetched when the button is
// pointed at or focused, so it is usually there before the tap.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const iconLinks: { to: string; label: string; icon: IconName }[] = [
  { to: paths.dashboard.myEvents, label: copy.myEvents, icon: 'calendar' },
  { to: paths.dashboard.tokens, label: copy.tokens, icon: 'coin' },
  { to: paths.dashboard.profile, label: copy.profile, icon: 'user' },
  { to: paths.dashboard.settings, label: copy.settings, icon: 'settings' },
];

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { loggingOut, logout } = useLogout();
  const { openCreateEvent } = useCreateEvent();
  const unread = useUnreadCount();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 min-[400px]:gap-3 sm:px-6">
        <Link
          to={paths.dashboard.physical}
          aria-label={copy.logoLabel}
          className="brand-text text-xl font-black tracking-tight min-[400px]:text-2xl"
        >
          {commonCopy.brand}
        </Link>
        <div className="ml-auto md:ml-6">
          <ModeSwitch />
        </div>
        {/* Below 360 px the header has no room for it: the phone menu carries it there. */}
        <NotificationBellSlot className="hidden min-[360px]:inline-flex md:ml-auto" />
        <nav aria-label={copy.navLabel} className="hidden items-center gap-1 md:flex">
          {iconLinks.map((link) => {
            // Unread messages live in My Events' threads, so that is where the count points.
            const count = link.to === paths.dashboard.myEvents ? unread : 0;
            const label = messagesCopy.unread.withLink(link.label, count);
            return (
              <NavLink
                key={link.to}
                to={link.to}
                aria-label={label}
                className={({ isActive }) => iconButtonClass(isActive)}
              >
                <Icon name={link.icon} />
                {count > 0 && <UnreadBadge count={count} />}
                <Tooltip text={link.label} />
              </NavLink>
            );
          })}
          <ModerationLinkSlot variant="icon" />
          <button
            type="button"
            onClick={logout}
            disabled={loggingOut}
            aria-label={copy.logout}
            className={iconButtonClass(false)}
          >
            <Icon name="logout" />
            <Tooltip text={copy.logout} />
          </button>
          <button
            type="button"
            onClick={() => openCreateEvent()}
            className="btn-primary ml-2 w-auto px-4 py-2"
          >
            <Icon name="plus" />
            {copy.createEvent}
          </button>
        </nav>
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          aria-label={messagesCopy.unread.withLink(copy.openMenu, unread)}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          className="relative rounded-xl p-2 text-slate-800 hover:bg-slate-100 md:hidden"
        >
          <Icon name="menu" className="size-6" />
          {unread > 0 && <UnreadBadge count={unread} />}
        </button>
      </div>
      {/* Portalled: the header's backdrop blur would otherwise clip the fixed overlay to the header. */}
      {menuOpen &&
        createPortal(
          <Suspense fallback={<DialogFallback label={commonCopy.loading} />}>
            <MobileMenu unread={unread} onClose={() => setMenuOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </header>
  );
}
