/**
 * The first screens' chunks, as plain loaders free of React: the router renders them, and the early entry
 * (src/early.ts) starts the one for the page being opened while React is still on its way.
 */
import type { ComponentType } from 'react';
import { paths } from '../lib/paths';
import { requestSiteConfig } from '../lib/config/config-request';

type ScreenChunk = () => Promise<{ default: ComponentType }>;

export const dashboardLayoutChunk = () => import('./layout/DashboardLayout');

/**
 * The pages most visits open first: the sign-in page (the home page), and the signed-in pages a user opens first
 * (every sign-in lands on the physical dashboard, at /dashboard or /dashboard/physical).
 */
export const firstScreenChunks = {
  signIn: () => import('../features/auth/components/SignInPage'),
  physical: () => import('../features/events/components/PhysicalDashboardPage'),
  online: () => import('../features/events/components/OnlineDashboardPage'),
  myEvents: () => import('../features/events/components/MyEventsPage'),
} satisfies Record<string, ScreenChunk>;

export type FirstScreen = keyof typeof firstScreenChunks;

const firstScreenByPath: Record<string, FirstScreen> = {
  [paths.home]: 'signIn',
  [paths.login]: 'signIn',
  [paths.authLogin]: 'signIn',
  [paths.dashboard.root]: 'physical',
  [paths.dashboard.physical]: 'physical',
  [paths.dashboard.online]: 'online',
  [paths.dashboard.myEvents]: 'myEvents',
};

/** The location's path without a trailing slash ('/' stays '/'). */
export const currentPath = () => window.location.pathname.replace(/(.)\/$/, '$1');

/** Where the signed-in layout is: the dashboard, and the moderators' console. */
const signedInRoots = [paths.dashboard.root, paths.moderation.root];

export const isDashboardPath = (path: string) =>
  signedInRoots.some((root) => path === root || path.startsWith(`${root}/`));

/** The first screen at `path`, if the page there is one of them. */
export const firstScreenAt = (path: string): FirstScreen | undefined => firstScreenByPath[path];

/**
 * Starts what the page at `path` needs before its first render: its own chunk if it is a first screen and, on a
 * dashboard page, the layout's chunk and /config.json with its checker (for the session check and the first API
 * call). Failures are left to the router's own loads, which try again.
 */
export function startFirstScreenLoads(path: string): void {
  const screen = firstScreenAt(path);
  if (screen) firstScreenChunks[screen]().catch(() => undefined);
  if (!isDashboardPath(path)) return;
  requestSiteConfig().catch(() => undefined);
  dashboardLayoutChunk().catch(() => undefined);
}
