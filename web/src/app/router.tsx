/**
 * Every route of the SPA (spec section 2). Each screen is its own lazy chunk behind the Loading fallback. The first
 * screens (the sign-in page, the dashboards, My Events) are started by the early entry beside React, and the entry
 * renders once the page's chunks are here, so they paint whole without a second round trip.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { Loading } from '../lib/ui/Loading';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import {
  currentPath,
  dashboardLayoutChunk,
  firstScreenAt,
  firstScreenChunks,
  isDashboardPath,
  startFirstScreenLoads,
  type FirstScreen,
} from './first-screens';

const RegisterPage = lazy(() => import('../features/auth/components/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/ForgotPasswordPage'));
const VerifyPage = lazy(() => import('../features/auth/components/VerifyPage'));
const GoogleCallbackPage = lazy(() => import('../features/auth/components/GoogleCallbackPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const ContactPage = lazy(() => import('../features/legal/ContactPage'));
const UnsubscribePage = lazy(() => import('../features/email/components/UnsubscribePage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const DashboardNotFoundPage = lazy(() =>
  import('./NotFoundPage').then((pages) => ({ default: pages.DashboardNotFoundPage })),
);
const firstScreens: Record<FirstScreen, LazyScreen> = {
  signIn: lazyScreen(firstScreenChunks.signIn),
  physical: lazyScreen(firstScreenChunks.physical),
  online: lazyScreen(firstScreenChunks.online),
  myEvents: lazyScreen(firstScreenChunks.myEvents),
};
/**
 * Every dashboard page starts with the layout's session check and its first API call: /config.json loads
 * alongside the layout's chunk instead of after it (Amplify only if the stored session needs it). When one of the
 * first screens is the page asked for, its chunk loads alongside them too. (The early entry has usually started
 * them all already; a chunk asked for twice loads once.)
 */
const dashboardLayout = lazyScreen(() => {
  const path = currentPath();
  startFirstScreenLoads(path);
  return dashboardLayoutChunk().then((layout) => {
    layout.startDashboardReads(firstScreenAt(path));
    return layout;
  });
});
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage'));
const EventDetailsPage = lazy(() => import('../features/events/components/EventDetailsPage'));
const EditEventPage = lazy(() => import('../features/events/components/EditEventPage'));
const AccountSettingsPage = lazy(() => import('../features/account/components/AccountSettingsPage'));

const TokensPage = lazy(() => import('../features/tokens/components/TokensPage'));
// Public pages of the moderation feature, outside legal/: signed-out screens share nothing with the dashboard's
// chunk, and these two use the contracts and the API client the dashboard does (web/vite.config.mts).
const CommunityRulesPage = lazy(() => import('../features/moderation/components/CommunityRulesPage'));
const ContentNoticePage = lazy(() => import('../features/moderation/components/ContentNoticePage'));

/** The moderators' console, behind its own check (./ModerationGate.tsx): anyone else meets the not-found page. */
const ModerationGate = lazy(() => import('./ModerationGate'));

function screen(Component: ComponentType) {
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

const SignIn = screen(firstScreens.signIn.Screen);

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
  { path: paths.contact, element: screen(ContactPage) },
  { path: paths.unsubscribe, element: screen(UnsubscribePage) },
  { path: paths.communityRules, element: screen(CommunityRulesPage) },
  { path: paths.contentNotice, element: screen(ContentNoticePage) },
  {
    // The signed-in layout around the dashboard and the moderators' console: one session check, one header.
    element: screen(dashboardLayout.Screen),
    children: [
      { path: paths.dashboard.root, element: screen(firstScreens.physical.Screen) },
      { path: paths.dashboard.physical, element: screen(firstScreens.physical.Screen) },
      { path: paths.dashboard.online, element: screen(firstScreens.online.Screen) },
      { path: paths.dashboard.profile, element: screen(ProfilePage) },
      { path: paths.dashboard.myEvents, element: screen(firstScreens.myEvents.Screen) },
      { path: paths.dashboard.tokens, element: screen(TokensPage) },
      { path: paths.dashboard.settings, element: screen(AccountSettingsPage) },
      { path: paths.dashboard.eventDetailsPattern, element: screen(EventDetailsPage) },
      { path: paths.dashboard.editEventPattern, element: screen(EditEventPage) },
      { path: `${paths.dashboard.root}/*`, element: screen(DashboardNotFoundPage) },
      { path: `${paths.moderation.root}/*`, element: screen(ModerationGate) },
    ],
  },
  { path: '*', element: screen(NotFoundPage) },
];

/**
 * What the page being opened needs before its first render: a first screen's own chunk and, on a dashboard page,
 * the layout's (with its session check under way). The entry renders once they are here, so the page paints whole
 * instead of behind Loading fallbacks; any other page renders at once.
 */
export function preloadFirstScreen(): Promise<unknown> {
  const path = currentPath();
  const page = firstScreenAt(path);
  return Promise.all([
    ...(isDashboardPath(path) ? [dashboardLayout.preload()] : []),
    ...(page ? [firstScreens[page].preload()] : []),
  ]);
}

/**
 * Declarative routing (BrowserRouter + useRoutes), not the data router: no screen uses loaders, actions or
 * fetchers, and leaving createBrowserRouter out takes about 18 KB of gzip JS off every first screen.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
