import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// By its real path, as the bundler names modules: node_modules may be a symlink (a git worktree's).
const zodTurkishLocale = realpathSync(
  fileURLToPath(new URL('../node_modules/zod/v4/locales/tr.js', import.meta.url)),
);
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const entry = source('main.tsx');
const earlyEntry = source('early.ts');
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

const firstScreenModulesByGraph = new WeakMap<ModuleGraph, Set<string>>();

/**
 * What the main entry loads before anything paints (React, the router, the toasts, the sign-in page), in one chunk,
 * less the early entry's few modules: the early entry must not wait for React.
 */
function firstScreenModules(graph: ModuleGraph): Set<string> {
  let modules = firstScreenModulesByGraph.get(graph);
  if (!modules) {
    const early = staticClosure([earlyEntry], graph);
    modules = new Set([...staticClosure([entry], graph)].filter((id) => id !== entry && !early.has(id)));
    firstScreenModulesByGraph.set(graph, modules);
  }
  return modules;
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

/**
 * The early entry (src/early.ts) as a script of its own, `async`, ahead of the main one. Vite merges the module
 * scripts of an HTML page into one entry, and in there it would wait for React like everything else.
 */
function earlyEntryScript(): Plugin {
  return {
    name: 'squad-early-entry',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const built = bundle
          ? Object.values(bundle).find(
              (output) => output.type === 'chunk' && output.facadeModuleId === earlyEntry,
            )
          : undefined;
        if (bundle && !built) throw new Error('the build has no early entry chunk');
        const src = built ? `/${built.fileName}` : '/src/early.ts';
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head' },
        ];
      },
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), earlyEntryScript()],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../lambdas/contracts', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), early: earlyEntry },
      output: {
        // Left alone, Rolldown splits the modules the entry shares with later screens into six small chunks, each
        // one more request before the first paint: React, the router, the toasts and those modules go in one. The
        // signed-in first screen's own modules (some twenty chunks) go in one more.
        advancedChunks: {
          includeDependenciesRecursively: false,
          groups: [
            { name: (id, graph) => (firstScreenModules(graph).has(id) ? 'first-screen' : null) },
            { name: (id, graph) => (dashboardModules(graph).has(id) ? 'dashboard' : null) },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
});
