import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** React, the router, the toasts and the few modules the sign-in page shares with later screens. */
const firstScreenModules =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-hot-toast|goober)\/|web\/src\/(app\/paths|copy\/(common|auth)|lib\/config\/site-config)\.ts/;

// Rolldown names a module by its real path: a symlinked node_modules (a git worktree sharing another checkout's)
// would otherwise leave the locale out of the dashboard chunk and bring the chunk cycle back.
const zodTurkishLocale = realpathSync(
  fileURLToPath(new URL('../node_modules/zod/v4/locales/tr.js', import.meta.url)),
);
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const entry = source('main.tsx');
/** The signed-in first screen: every sign-in lands on the physical dashboard, inside the dashboard layout. */
const dashboardRoots = [
  source('app/layout/DashboardLayout.tsx'),
  source('features/events/components/PhysicalDashboardPage.tsx'),
];
/** Screens and loaders a signed-out visitor may load: they must not pull the dashboard's chunk in with them. */
const signedOutLazyModules =
  /web\/src\/(features\/(auth|legal)\/|app\/NotFoundPage|lib\/identity\/identity|lib\/config\/load-site-config)/;

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** Every module the roots import statically, themselves included: what must be loaded before they run. */
function staticClosure(roots: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const dashboardModulesByGraph = new WeakMap<ModuleGraph, Set<string>>();

/**
 * The modules of the signed-in first screen that neither the sign-in page nor a signed-out screen needs: one
 * chunk instead of some twenty small ones, each a request (and, over HTTP/1.1, a round trip) before it paints.
 */
function dashboardModules(graph: ModuleGraph): Set<string> {
  let modules = dashboardModulesByGraph.get(graph);
  if (!modules) {
    const entryModules = staticClosure([entry], graph);
    const signedOutRoots = [...entryModules].flatMap((id) =>
      (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((target) =>
        signedOutLazyModules.test(target),
      ),
    );
    const signedOut = staticClosure([entry, ...signedOutRoots], graph);
    modules = new Set([...staticClosure(dashboardRoots, graph)].filter((id) => !signedOut.has(id)));
    // The forms' Turkish zod messages (lib/config/form-messages.ts): the signed-out graph reaches the language
    // only through zod's locales index, which its chunks tree-shake away. Left out, it went to the layout's
    // lazy-import chunk, which imports this one: a cycle that ran the layout before the language was defined.
    modules.add(zodTurkishLocale);
    dashboardModulesByGraph.set(graph, modules);
  }
  return modules;
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../lambdas/contracts', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Left alone, Rolldown splits the modules the entry shares with later screens into six small chunks, each
        // one more request before the first paint: React, the router, the toasts and those modules go in one. The
        // signed-in first screen's own modules (some twenty chunks) go in one more.
        advancedChunks: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'first-screen', test: firstScreenModules },
            { name: (id, graph) => (dashboardModules(graph).has(id) ? 'dashboard' : null) },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
});
