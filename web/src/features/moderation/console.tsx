/**
 * The moderators' console, one lazy chunk (app/ModerationGate.tsx loads it for moderators only): the queue, a
 * case and the audit log, at the paths lib/paths.ts names under /moderation.
 */
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AuditPage } from './components/AuditPage';
import { CasePage } from './components/CasePage';
import { QueuePage } from './components/QueuePage';

/** A console path as the routes under /moderation/* read it ('/moderation/denetim-kaydi' -> 'denetim-kaydi'). */
const under = (path: string) => path.slice(paths.moderation.root.length + 1);

// useRoutes, as the app's router: <Routes> would bring its own code into the first screen's chunk.
export default function ModerationConsole({ notFound }: { notFound: ReactNode }) {
  return useRoutes([
    { index: true, element: <QueuePage /> },
    { path: under(paths.moderation.audit), element: <AuditPage /> },
    { path: under(paths.moderation.casePattern), element: <CasePage /> },
    { path: '*', element: notFound },
  ]);
}
