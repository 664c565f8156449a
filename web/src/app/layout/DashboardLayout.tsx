import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../../lib/ui/Loading';
import { SiteFooter } from '../../lib/ui/SiteFooter';
import { useLive } from '../../lib/live/useLive';
import { CreateEventProvider, preloadDashboard, preloadMyEvents } from '../../features/events';
import { preloadInbox } from '../../features/messages';
import { preloadProfile } from '../../features/profile';
import { sessionLikely } from '../../lib/identity/stored-session';
import type { FirstScreen } from '../first-screens';
import { Header } from './Header';
import { RequireAuth } from './RequireAuth';

/**
 * Starts the reads a signed-in screen makes first as soon as this chunk is here rather than after the first render:
 * the header's (the caller's profile, which the physical dashboard's list may wait for, and the unread count), and
 * those of the first screen being opened. Its first render asks for the same paths and takes their answers.
 */
export function startDashboardReads(screen: FirstScreen | undefined): void {
  if (!sessionLikely()) return;
  preloadProfile();
  preloadInbox();
  if (screen === 'physical' || screen === 'online')
    preloadDashboard(screen, new URLSearchParams(location.search));
  if (screen === 'myEvents') preloadMyEvents();
}

/** The signed-in shell (/dashboard/*, /moderation/*): child pages render below the header, the footer under them. */
export default function DashboardLayout() {
  // Signed out, RequireAuth sends the tab to sign-in and this layout (and its channel) unmounts.
  useLive();
  return (
    <RequireAuth>
      <CreateEventProvider>
        <div className="min-h-dvh bg-slate-50">
          <Header />
          {/* At least a screen tall: the footer starts below the fold, so a page that loads does not push it down in
              sight (a layout shift). */}
          <main id="main" className="mx-auto min-h-dvh max-w-7xl px-4 pt-6 pb-10 sm:px-6">
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
          {/* Room under it for the floating create button (bottom-5, size-14) on every page, and for a phone's home
              bar. */}
          <SiteFooter className="mx-auto max-w-7xl border-t border-slate-200 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] sm:px-6" />
        </div>
      </CreateEventProvider>
    </RequireAuth>
  );
}
