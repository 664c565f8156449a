/**
 * Every construct check, in one test file. Loading aws-cdk-lib into a test file's module registry takes about 10 s
 * and building the whole stack about 4 s more, so the checks of each concern (the `*.spec.ts` files beside this one)
 * share one load and, where they only read it, one stack (`sharedSquadStack`). Each concern's checks run under its
 * file's name: one concern alone is `npx jest test/construct -t site.spec`.
 */
import * as fs from 'node:fs';

const concerns = fs
  .readdirSync(__dirname)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

for (const file of concerns) {
  describe(file, () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`./${file}`);
  });
}
