import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst, runnerImport, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { manifestCopy } from './src/copy/pwa';
import { appIcons } from './src/lib/pwa/icons';
import { endpointSchemasStayOnServer } from './build/endpoint-schemas';
import { paths } from './src/lib/paths';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsAlias = { '@contracts': fileURLToPath(new URL('../lambdas/contracts', import.meta.url)) };

/**
 * react-router's production build, in place of the development one that its package exports to every bundler (dev
 * warnings on, their code and strings in every first screen).
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const build = (file: string) => path.join(packageDir, 'dist/production', file);
  return {
    name: 'squad-react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: build('index.mjs') },
          { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
        ],
      },
    }),
  };
}

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const entry = source('main.tsx');
const earlyEntry = source('early.ts');
/** Every visitor's first screen: the home page. */
const signInPage = source('features/auth/components/SignInPage.tsx');
/** The signed-in first screen: every sign-in lands on the physical dashboard, inside the dashboard layout. */
const dashboardRoots = [
  source('app/layout/DashboardLayout.tsx'),
  source('features/events/components/PhysicalDashboardPage.tsx'),
];
/** The signed-in screens a visitor opens first (the app's shortcuts): Lighthouse's budget holds on each. */
const signedInFirstScreens = [
  ...dashboardRoots,
  source('features/events/components/OnlineDashboardPage.tsx'),
  source('features/events/components/MyEventsPage.tsx'),
];
/** Screens and loaders a signed-out visitor may load: they must not pull the dashboard's chunk in with them. */
const signedOutLazyModules =
  /web\/src\/(features\/(auth|legal)\/|app\/NotFoundPage|lib\/identity\/identity|lib\/config\/load-site-config)/;

/**
 * The SPA's own modules that do something when imported; every other one only declares. Told so, the bundler
 * leaves out a feature entry's re-exports that an importer does not use, instead of importing their chunks in case
 * they had side effects.
 */
const modulesWithSideEffects = /web\/src\/(main\.tsx|early\.ts|lib\/config\/form-messages\.ts|.*\.css)$/;

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

/** A feature's public entry (features/<name>/index.ts): re-exports, of which an importer usually takes a few. */
const featureEntry = /web\/src\/features\/[^/]+\/index\.tsx?$/;

/** The module a relative specifier names, among the ids the importer was resolved to import. */
function resolvedImport(importer: string, specifier: string, importedIds: string[]): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(importer), specifier);
  return importedIds.find((id) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((end) => id === base + end),
  );
}

/** An import's or export's name: an identifier, or a string literal (`export { x as 'a-b' }`). */
const nameOf = (name: { type: string; name?: string; value?: unknown }) => String(name.name ?? name.value);

/** For each feature entry a module imports from: the names it takes ('*' for a namespace import). */
function namesTakenFromFeatureEntries(id: string, graph: ModuleGraph): Map<string, Set<string>> {
  const info = graph.getModuleInfo(id);
  const taken = new Map<string, Set<string>>();
  if (!info?.code || !/\.[cm]?[jt]sx?$/.test(id)) return taken;
  const lang = id.endsWith('.tsx') ? 'tsx' : id.endsWith('.ts') ? 'ts' : 'jsx';
  for (const statement of parseAst(info.code, { lang }).body) {
    if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration') continue;
    const target = statement.source && resolvedImport(id, statement.source.value, info.importedIds);
    if (!target || !featureEntry.test(target)) continue;
    const names = taken.get(target) ?? new Set<string>();
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier') names.add(nameOf(specifier.imported));
      else if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
      else if (specifier.type === 'ImportNamespaceSpecifier') names.add('*');
      else names.add(nameOf(specifier.local));
    }
    taken.set(target, names);
  }
  return taken;
}

/** A feature entry's re-exports: each exported name and the module it comes from. */
function reExportsOf(id: string, graph: ModuleGraph): Map<string, string> | undefined {
  const info = graph.getModuleInfo(id);
  if (!info?.code) return undefined;
  const sources = new Map<string, string>();
  for (const statement of parseAst(info.code, { lang: id.endsWith('.tsx') ? 'tsx' : 'ts' }).body) {
    // Anything but `export { a } from './x'` (an import, `export *`, code of its own): the caller takes it whole.
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source) {
      if (statement.type === 'ExportNamedDeclaration' && statement.exportKind === 'type') continue;
      return undefined;
    }
    const target = resolvedImport(id, statement.source.value, info.importedIds);
    if (!target) return undefined;
    for (const specifier of statement.specifiers) sources.set(nameOf(specifier.exported), target);
  }
  return sources;
}

/**
 * The modules the roots run: their static imports, except that through a feature's entry only the modules behind
 * the names taken from it are followed. (The whole static closure would bring, say, the inbox and the host's
 * request list into the dashboard's chunk because the header takes the unread badge from the messages entry.)
 */
function usedClosure(roots: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const namesFollowed = new Map<string, Set<string>>();
  const takenWhole = new Set<string>();
  // A feature entry is read once, however many modules take names from it.
  const reExportsRead = new Map<string, Map<string, string> | undefined>();
  const pending: { id: string; names?: Set<string> }[] = roots.map((id) => ({ id }));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { id, names } = next;
    const followsNames = names !== undefined && !names.has('*');
    if (followsNames && !reExportsRead.has(id)) reExportsRead.set(id, reExportsOf(id, graph));
    const reExports = followsNames ? reExportsRead.get(id) : undefined;
    if (names && reExports) {
      const followed = namesFollowed.get(id) ?? new Set<string>();
      namesFollowed.set(id, followed);
      seen.add(id);
      for (const name of names) {
        if (followed.has(name)) continue;
        followed.add(name);
        const target = reExports.get(name);
        if (target)
          pending.push({ id: target, names: featureEntry.test(target) ? new Set([name]) : undefined });
      }
      continue;
    }
    // Taken whole (a plain module, or a feature entry imported as a namespace or with code of its own): once.
    if (takenWhole.has(id)) continue;
    takenWhole.add(id);
    seen.add(id);
    const taken = namesTakenFromFeatureEntries(id, graph);
    for (const target of graph.getModuleInfo(id)?.importedIds ?? []) {
      pending.push({ id: target, names: taken.get(target) });
    }
  }
  return seen;
}

const isZod = (id: string) => id.includes('/node_modules/zod/');

/**
 * The signed-in first screens run no zod (some 11 KB of gzip JS and its schemas' building before the first card):
 * they read a contract's plain values, and a contract module with schemas keeps them in `<name>-schemas.ts` beside
 * it. The build stops on a module that brings zod in, naming it.
 */
function refuseZodOnFirstScreens(graph: ModuleGraph): void {
  const firstScreens = usedClosure(signedInFirstScreens, graph);
  const importers = [...firstScreens].filter(
    (id) => !isZod(id) && graph.getModuleInfo(id)?.importedIds.some(isZod),
  );
  const named = importers.map((id) => path.relative(path.dirname(webRoot), id)).join(', ');
  if (importers.length > 0)
    throw new Error(
      `zod on the signed-in first screens, imported by ${named}: move its schemas into ` +
        'a <name>-schemas.ts module beside it (docs/architecture.md, "The web app\'s first screens")',
    );
}

interface ChunkPlan {
  firstScreen: Set<string>;
  signIn: Set<string>;
  dashboard: Set<string>;
  dashboardShared: Set<string>;
}

const chunkPlans = new WeakMap<ModuleGraph, ChunkPlan>();

/**
 * Four chunks instead of some forty small ones, each a request (and, over HTTP/1.1, a round trip) before a first
 * screen paints:
 * - `first-screen`: what every first screen runs (React, the router, the main entry's modules, and what the sign-in
 *   page shares with the dashboard), less the early entry's few modules, which must not wait for React (the toasts
 *   come after the first screen, in a chunk of their own: src/lib/ui/toast-library.ts);
 * - `sign-in`: the sign-in page's own modules;
 * - `dashboard`: the signed-in first screen's modules that neither the sign-in page nor a signed-out screen needs;
 * - `dashboard-shared`: the signed-in first screen's modules that a signed-out screen needs too (the API client, the
 *   config check, some contracts), in one chunk rather than one each.
 */
function chunkPlan(graph: ModuleGraph): ChunkPlan {
  let plan = chunkPlans.get(graph);
  if (!plan) {
    refuseZodOnFirstScreens(graph);
    const early = staticClosure([earlyEntry], graph);
    const main = staticClosure([entry], graph);
    const signIn = staticClosure([signInPage], graph);
    const dashboard = usedClosure(dashboardRoots, graph);
    const signedOutRoots = [...main].flatMap((id) =>
      (graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((target) =>
        signedOutLazyModules.test(target),
      ),
    );
    const signedOut = staticClosure([entry, ...signedOutRoots], graph);
    const entryModule = (id: string) => id === entry || early.has(id);
    const firstScreen = new Set(
      [...main, ...[...signIn].filter((id) => dashboard.has(id))].filter((id) => !entryModule(id)),
    );
    plan = {
      firstScreen,
      signIn: new Set([...signIn].filter((id) => !firstScreen.has(id) && !entryModule(id))),
      dashboard: new Set([...dashboard].filter((id) => !signedOut.has(id))),
      dashboardShared: new Set(
        [...dashboard].filter(
          (id) => signedOut.has(id) && !firstScreen.has(id) && !signIn.has(id) && !entryModule(id),
        ),
      ),
    };
    chunkPlans.set(graph, plan);
  }
  return plan;
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

/** The product's violet (index.html's theme-color) and the dashboard's slate-50 background (styles.css). */
const themeColor = '#7c3aed';
const backgroundColor = '#f8fafc';

/**
 * The web app manifest. It opens on the physical dashboard, where every sign-in lands; a signed-out visitor is sent
 * on to sign-in by the app itself, with no round trip to the server.
 */
const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Squad',
  short_name: 'Squad',
  description: manifestCopy.description,
  lang: 'tr',
  dir: 'ltr',
  display: 'standalone',
  start_url: paths.dashboard.physical,
  scope: '/',
  theme_color: themeColor,
  background_color: backgroundColor,
  icons: [
    { src: appIcons.icon192.path, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: appIcons.icon512.path, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: appIcons.maskable512.path, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: (
    [
      ['physical', paths.dashboard.physical],
      ['online', paths.dashboard.online],
      ['myEvents', paths.dashboard.myEvents],
    ] as const
  ).map(([screen, url]) => ({
    name: manifestCopy.shortcuts[screen].name,
    short_name: manifestCopy.shortcuts[screen].shortName,
    url,
    icons: [{ src: appIcons.icon192.path, sizes: '192x192', type: 'image/png' }],
  })),
};

/** The iPhone's home-screen icon and the favicon, linked from index.html by the paths the icon script draws. */
function appIconLinks(): Plugin {
  return {
    name: 'squad-app-icon-links',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'icon', type: 'image/png', sizes: '48x48', href: appIcons.favicon.path },
        injectTo: 'head',
      },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: appIcons.appleTouch.path }, injectTo: 'head' },
    ],
  };
}

/**
 * The API's path prefixes, computed from the endpoint descriptions when the service worker is built and written
 * into it as `__API_PATH_PREFIXES__`: its navigation route must leave them to the network.
 */
function serviceWorkerApiPaths(): Plugin {
  return {
    name: 'squad-sw-api-paths',
    async config() {
      const { module } = await runnerImport<{ apiPaths: string[] }>(source('lib/pwa/api-path-prefixes.ts'), {
        configFile: false,
        resolve: { alias: contractsAlias },
      });
      return { define: { __API_PATH_PREFIXES__: JSON.stringify(module.apiPaths) } };
    },
  };
}

/**
 * The installable app: the manifest (linked from index.html) and the service worker, built from src/sw.ts with the
 * build's files to precache injected. The page registers it itself, after the load (src/lib/pwa/), and only in a
 * production build. Precached: the shell, every script and style (every screen's chunk) and the icons; not the
 * map's basemap nor the link previews, which are large and only some pages use.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest,
  includeManifestIcons: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html}', 'icons/*.png'],
    buildPlugins: { vite: [serviceWorkerApiPaths()] },
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    endpointSchemasStayOnServer(),
    reactRouterProductionBuild(),
    tailwindcss(),
    earlyEntryScript(),
    appIconLinks(),
    installableApp,
  ],
  resolve: { alias: contractsAlias },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/web/src/') || modulesWithSideEffects.test(id),
      },
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), early: earlyEntry },
      output: {
        // Left alone, Rolldown splits the modules the entry shares with later screens into six small chunks, each
        // one more request before the first paint: React, the router and those modules go in one. The
        // signed-in first screen's own modules (some twenty chunks) go in one more.
        advancedChunks: {
          includeDependenciesRecursively: false,
          groups: [
            { name: (id, graph) => (chunkPlan(graph).firstScreen.has(id) ? 'first-screen' : null) },
            { name: (id, graph) => (chunkPlan(graph).signIn.has(id) ? 'sign-in' : null) },
            { name: (id, graph) => (chunkPlan(graph).dashboard.has(id) ? 'dashboard' : null) },
            {
              name: (id, graph) => (chunkPlan(graph).dashboardShared.has(id) ? 'dashboard-shared' : null),
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
});
