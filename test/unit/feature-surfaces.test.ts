/**
 * The backend features' public surfaces (lambdas/feature-surfaces.json): the modules of a feature other features
 * may import, which eslint.config.mjs enforces. The list itself is checked here, so it cannot open a feature's
 * entry points or name modules that are gone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const lambdas = path.resolve(__dirname, '../../lambdas');
const sharedGround = ['contracts', 'platform'];

const { $comment: _comment, ...surfaces } = JSON.parse(
  readFileSync(path.join(lambdas, 'feature-surfaces.json'), 'utf8'),
) as Record<string, string[]>;

const featureFolders = readdirSync(lambdas, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sharedGround.includes(entry.name))
  .map((entry) => entry.name);

const listedModules = Object.entries(surfaces).flatMap(([feature, modules]) =>
  modules.map((module) => `${feature}/${module}`),
);

describe('the backend features’ public surfaces', () => {
  it('lists only modules that exist', () => {
    expect(listedModules.filter((module) => !existsSync(path.join(lambdas, module)))).toEqual([]);
  });

  it('never opens a handler or a routes.ts to other features', () => {
    expect(listedModules.filter((module) => /(^|\/)handlers\/|(^|\/)routes\.ts$/.test(module))).toEqual([]);
  });

  it('has an entry for every feature folder', () => {
    expect(featureFolders.filter((feature) => !(feature in surfaces))).toEqual([]);
  });

  it('has no entry for a folder that is not a feature', () => {
    expect(Object.keys(surfaces).filter((feature) => !featureFolders.includes(feature))).toEqual([]);
  });

  it('keeps the features and each feature’s modules sorted', () => {
    const sorted = (names: string[]) => [...names].sort();

    expect(Object.keys(surfaces)).toEqual(sorted(Object.keys(surfaces)));
    for (const modules of Object.values(surfaces)) expect(modules).toEqual(sorted(modules));
  });
});
