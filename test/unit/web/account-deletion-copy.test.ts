import { retainedAfterDeletion } from '../../../lambdas/contracts/account';
import { accountCopy } from '../../../web/src/copy/account';

it("the deletion dialog names each thing kept with its years, read from the contract's retention list", () => {
  for (const item of Object.values(retainedAfterDeletion)) {
    expect(accountCopy.deletion.summary).toContain(`${item.what}: ${item.years} yıl`);
  }
});
