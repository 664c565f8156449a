/** Every route of the SPA (spec section 2). Each screen is its own lazy chunk behind the Loading fallback. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from './components/Loading';

const SignInPage = lazy(() => import('./screens/SignInPage'));
const RegisterPage = lazy(() => import('./screens/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./screens/ForgotPasswordPage'));
const VerifyPage = lazy(() => import('./screens/VerifyPage'));
const GoogleCallbackPage = lazy(() => import('./screens/GoogleCallbackPage'));
const TermsPage = lazy(() => import('./screens/TermsPage'));
const PrivacyPage = lazy(() => import('./screens/PrivacyPage'));
const NotFoundPage = lazy(() => import('./screens/NotFoundPage'));
const DashboardLayout = lazy(() => import('./dashboard/DashboardLayout'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const PhysicalDashboardPage = lazy(() => import('./features/events/components/PhysicalDashboardPage'));
const OnlineDashboardPage = lazy(() => import('./features/events/components/OnlineDashboardPage'));
const MyEventsPage = lazy(() => import('./features/events/components/MyEventsPage'));
const EventDetailsPage = lazy(() => import('./features/events/components/EventDetailsPage'));
const EditEventPage = lazy(() => import('./features/events/components/EditEventPage'));

const dashboardPage = (name: keyof typeof import('./dashboard/pages')) =>
  lazy(() => import('./dashboard/pages').then((pages) => ({ default: pages[name] })));

function screen(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

const SignIn = screen(SignInPage);

export const routes: RouteObject[] = [
  { path: '/', element: SignIn },
  { path: '/login', element: SignIn },
  { path: '/auth/login', element: SignIn },
  { path: '/register', element: screen(RegisterPage) },
  { path: '/forgot-password', element: screen(ForgotPasswordPage) },
  { path: '/verify', element: screen(VerifyPage) },
  { path: '/googleAuth', element: screen(GoogleCallbackPage) },
  { path: '/terms', element: screen(TermsPage) },
  { path: '/privacy', element: screen(PrivacyPage) },
  {
    path: '/dashboard',
    element: screen(DashboardLayout),
    children: [
      { index: true, element: screen(PhysicalDashboardPage) },
      { path: 'physical', element: screen(PhysicalDashboardPage) },
      { path: 'online', element: screen(OnlineDashboardPage) },
      { path: 'profile', element: screen(ProfilePage) },
      { path: 'my-events', element: screen(MyEventsPage) },
      { path: 'tokens', element: screen(dashboardPage('TokensPage')) },
      { path: 'settings', element: screen(dashboardPage('SettingsPage')) },
      { path: 'eventDetails/:id', element: screen(EventDetailsPage) },
      { path: 'editEvent/:id', element: screen(EditEventPage) },
      { path: '*', element: screen(NotFoundPage) },
    ],
  },
  { path: '*', element: screen(NotFoundPage) },
];

export const router = createBrowserRouter(routes);
