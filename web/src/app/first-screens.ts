/**
 * The signed-in first screens' chunks, as plain loaders free of React: the router renders them, and the early
 * entry (src/early.ts) starts them on a dashboard path while React is still on its way.
 */
import type { ComponentType } from 'react';
import { paths } from '../lib/paths';
import { requestSiteConfig } from '../lib/config/config-request';

type ScreenChunk = () => Promise<{ default: ComponentType }>;

export const dashboardLayoutChunk: ScreenChunk = () => import('./layout/DashboardLayout');

/**
 * The pages a signed-in user most often opens first (every sign-in lands on the physical dashboard, at /dashboard
 * or /dashboard/physical), by path.
 */
export const firstScreenChunks = {
  physical: () => import('../features/events/components/PhysicalDashboardPage'),
  online: () => import('../features/events/components/OnlineDashboardPage'),
  myEvents: () => import('../features/events/components/MyEventsPage'),
} satisfies Record<string, ScreenChunk>;

export type FirstScreen = keyof typeof firstScreenChunks;

const firstScreenByPath: Record<string, FirstScreen> = {
  [paths.dashboard.root]: 'physical',
  [paths.dashboard.physical]: 'physical',
  [paths.dashboard.online]: 'online',
  [paths.dashboard.myEvents]: 'myEvents',
};

/** The location's path without a trailing slash. */
export const currentPath = () => window.location.pathname.replace(/\/$/, '');

export const isDashboardPath = (path: string) =>
  path === paths.dashboard.root || path.startsWith(`${paths.dashboard.root}/`);

/** The first screen at `path`, if the page there is one of them. */
export const firstScreenAt = (path: string): FirstScreen | undefined => firstScreenByPath[path];

/**
 * Starts what a dashboard page needs before its first render: /config.json with its checker (for the session check
 * and the first API call), the layout's chunk and, for a first screen, its page's chunk. Failures are left to the
 * router's own loads, which try again.
 */
export function startDashboardLoads(path: string): void {
  if (!isDashboardPath(path)) return;
  requestSiteConfig().catch(() => undefined);
  dashboardLayoutChunk().catch(() => undefined);
  const screen = firstScreenAt(path);
  if (screen) firstScreenChunks[screen]().catch(() => undefined);
}
