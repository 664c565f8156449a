/**
 * Every route of the SPA (spec section 2). Each screen is its own lazy chunk behind the Loading fallback, except
 * the sign-in screen: it is the home page and every visitor's first screen, so it ships in the entry chunk and
 * paints without a second round trip.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from './paths';
import { Loading } from '../lib/ui/Loading';
import { SignInPage } from '../features/auth';

const RegisterPage = lazy(() => import('../features/auth/components/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/ForgotPasswordPage'));
const VerifyPage = lazy(() => import('../features/auth/components/VerifyPage'));
const GoogleCallbackPage = lazy(() => import('../features/auth/components/GoogleCallbackPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const DashboardNotFoundPage = lazy(() =>
  import('./NotFoundPage').then((pages) => ({ default: pages.DashboardNotFoundPage })),
);
const loadPhysicalDashboard = () => import('../features/events/components/PhysicalDashboardPage');
/**
 * Every sign-in lands on the physical dashboard: when that is the page asked for, its chunk loads alongside the
 * layout's session check instead of after it.
 */
const DashboardLayout = lazy(() => {
  const path = window.location.pathname.replace(/\/$/, '');
  if (path === paths.dashboard.root || path === paths.dashboard.physical) {
    loadPhysicalDashboard().catch(() => undefined);
  }
  return import('./layout/DashboardLayout');
});
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage'));
const PhysicalDashboardPage = lazy(loadPhysicalDashboard);
const OnlineDashboardPage = lazy(() => import('../features/events/components/OnlineDashboardPage'));
const MyEventsPage = lazy(() => import('../features/events/components/MyEventsPage'));
const EventDetailsPage = lazy(() => import('../features/events/components/EventDetailsPage'));
const EditEventPage = lazy(() => import('../features/events/components/EditEventPage'));
const AccountSettingsPage = lazy(() => import('../features/account/components/AccountSettingsPage'));

const dashboardPage = (name: keyof typeof import('./layout/pages')) =>
  lazy(() => import('./layout/pages').then((pages) => ({ default: pages[name] })));

function screen(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

const SignIn = <SignInPage />;

export const routes: RouteObject[] = [
  { path: paths.home, element: SignIn },
  { path: paths.login, element: SignIn },
  { path: paths.authLogin, element: SignIn },
  { path: paths.register, element: screen(RegisterPage) },
  { path: paths.forgotPassword, element: screen(ForgotPasswordPage) },
  { path: paths.verify, element: screen(VerifyPage) },
  { path: paths.googleCallback, element: screen(GoogleCallbackPage) },
  { path: paths.terms, element: screen(TermsPage) },
  { path: paths.privacy, element: screen(PrivacyPage) },
  {
    path: paths.dashboard.root,
    element: screen(DashboardLayout),
    children: [
      { index: true, element: screen(PhysicalDashboardPage) },
      { path: paths.dashboard.physical, element: screen(PhysicalDashboardPage) },
      { path: paths.dashboard.online, element: screen(OnlineDashboardPage) },
      { path: paths.dashboard.profile, element: screen(ProfilePage) },
      { path: paths.dashboard.myEvents, element: screen(MyEventsPage) },
      { path: paths.dashboard.tokens, element: screen(dashboardPage('TokensPage')) },
      { path: paths.dashboard.settings, element: screen(AccountSettingsPage) },
      { path: paths.dashboard.eventDetailsPattern, element: screen(EventDetailsPage) },
      { path: paths.dashboard.editEventPattern, element: screen(EditEventPage) },
      { path: '*', element: screen(DashboardNotFoundPage) },
    ],
  },
  { path: '*', element: screen(NotFoundPage) },
];

/**
 * Declarative routing (BrowserRouter + useRoutes), not the data router: no screen uses loaders, actions or
 * fetchers, and leaving createBrowserRouter out takes about 18 KB of gzip JS off every first screen.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
