import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../../lib/ui/Loading';
import { usePush } from '../../lib/push/usePush';
import { CreateEventProvider } from '../../features/events';
import { Header } from './Header';
import { RequireAuth } from './RequireAuth';

/** /dashboard/*: the signed-in shell; child pages render below the header. */
export default function DashboardLayout() {
  // Signed out, RequireAuth sends the tab to sign-in and this layout (and its channel) unmounts.
  usePush();
  return (
    <RequireAuth>
      <CreateEventProvider>
        <div className="min-h-dvh bg-slate-50">
          <Header />
          {/* Room under the last card for the floating create button (bottom-5, size-14) on every page. */}
          <main id="main" className="mx-auto max-w-7xl px-4 pt-6 pb-24 sm:px-6">
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </CreateEventProvider>
    </RequireAuth>
  );
}
