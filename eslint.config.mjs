import { readdirSync, readFileSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';

/** Every feature folder of the SPA, read from disk, so a new feature is inside the boundary rule at once. */
const webFeatures = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Every feature folder of lambdas/ (contracts/ and platform/ are shared ground), read from disk, and the modules
 * each lets other features import (lambdas/feature-surfaces.json). A list of files, not a barrel: each function is
 * bundled alone, and a barrel would load every module of a feature, with its environment checks, into its importers.
 */
const backendFeatures = readdirSync(new URL('./lambdas/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'contracts' && entry.name !== 'platform')
  .map((entry) => entry.name);
const featureSurfaces = JSON.parse(
  readFileSync(new URL('./lambdas/feature-surfaces.json', import.meta.url), 'utf8'),
);
/**
 * One zone per feature: the other features import from it only its surface (a feature missing from the file has
 * none). The top-level lambdas/*.ts files (the function list, the access map) are no feature, so they still read
 * every feature's routes.ts.
 */
const featureSurfaceZones = backendFeatures.map((feature) => ({
  target: backendFeatures.filter((other) => other !== feature).map((other) => `./lambdas/${other}`),
  from: `./lambdas/${feature}`,
  except: (featureSurfaces[feature] ?? []).map((module) => `./${module}`),
  message:
    'Import another feature only through the modules its entry in lambdas/feature-surfaces.json lists (its tables, keys and domain entry points).',
}));

/**
 * The only lambdas/ files that talk to AWS: the platform, and one adapter per AWS resource a feature uses
 * (`*-table.ts` for DynamoDB, `*-store.ts` for S3, the user pool, the place index, the model and SES). Domain
 * code and handlers reach AWS only through them, so rules stay testable without the SDK.
 */
const awsAdapters = [
  'lambdas/platform/**/*.ts',
  'lambdas/**/*-table.ts',
  'lambdas/**/*-store.ts',
  'lambdas/geo/amazon-location.ts',
  'lambdas/screening/bedrock-screener.ts',
  'lambdas/email/ses.ts',
];
const noAwsSdk = {
  group: ['@aws-sdk/*'],
  message:
    'Domain code and handlers do not import the AWS SDK: go through a *-table.ts or *-store.ts module.',
};
const noHandlerImports = {
  group: ['**/handlers/*'],
  message: 'A handler is an entry point: move what you need from it into its feature module.',
};

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local', 'jest.config.js', 'jest.sequencer.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['bin/**', 'bench/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  // Layers of lambdas/ (DESIGN.md section 2). Each block restates the rules it keeps, because a later
  // no-restricted-imports replaces an earlier one for the same file.
  {
    files: ['lambdas/**/*.ts'],
    ignores: ['lambdas/contracts/**', ...awsAdapters],
    rules: { 'no-restricted-imports': ['error', { patterns: [noHandlerImports, noAwsSdk] }] },
  },
  {
    files: awsAdapters,
    rules: { 'no-restricted-imports': ['error', { patterns: [noHandlerImports] }] },
  },
  {
    files: ['lambdas/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\./)',
              message: 'Contracts are shared with the SPA: they import only zod and each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lambdas/contracts/endpoints/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.\\./[^./]+$)',
              message: 'Endpoint descriptions import only zod and the contracts one folder up.',
            },
          ],
        },
      ],
    },
  },
  // Every server-side "now" comes from one platform clock, so that time can be moved (tests, a local test clock).
  {
    files: ['lambdas/**/*.ts'],
    ignores: ['lambdas/platform/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from clock.now() (lambdas/platform/clock.ts).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from clock.now() (lambdas/platform/clock.ts).',
        },
      ],
    },
  },
  // Layers of web/src: the SPA reaches the server only through lambdas/contracts, and a feature reaches another
  // only through that feature's index.ts (lazy routes import pages dynamically, which this rule leaves alone).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              importNames: ['default'],
              message: 'Raise toasts through lib/ui/toast.ts: one outcome toast at a time.',
            },
          ],
          patterns: [
            {
              regex: 'lambdas/(?!contracts/)',
              message: 'The SPA imports only lambdas/contracts (as @contracts/...).',
            },
            {
              regex: `(^|/)features/[a-z-]+/.+|^(\\.\\./)+(${webFeatures.join('|')})/.+`,
              message: 'Import another feature through its index.ts, never its internals.',
            },
          ],
        },
      ],
    },
  },
  // Whole-repository layers, checked on resolved paths: the CDK app (lib/) is nobody's import but bin/'s and the
  // tests'; the SPA reaches lambdas/ only through contracts; lambdas/platform imports no feature, and a feature
  // imports another only through its surface; nothing imports in a circle.
  {
    files: ['web/src/**/*.{ts,tsx}', 'lambdas/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript, so a cycle through them is seen.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web', from: './lib', message: 'The SPA never imports the CDK app.' },
            {
              target: './web/src/lib',
              from: ['./web/src/app', './web/src/features'],
              message: "The web's lib/ is shared ground: it imports no page, layout or feature.",
            },
            { target: './lambdas', from: './lib', message: 'Functions never import the CDK app.' },
            { target: './lambdas', from: './web', message: 'Functions never import the SPA.' },
            {
              target: './lambdas/platform',
              from: backendFeatures.map((feature) => `./lambdas/${feature}`),
              message: 'lambdas/platform is shared ground: it imports no feature.',
            },
            ...featureSurfaceZones,
            {
              target: './web',
              from: './lambdas',
              except: ['./contracts'],
              message: 'The SPA imports only lambdas/contracts.',
            },
          ],
        },
      ],
    },
  },
);
