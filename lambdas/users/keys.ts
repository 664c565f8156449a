/**
 * Keys of the users feature. A block lives in the blocker's partition (`blockKey`, lambdas/platform/keys.ts,
 * because join requests and messages check it too). Reports of one user share a partition, one item per
 * reporter per Istanbul day, so the key itself allows one report a day. Access patterns: docs/data-model.md.
 */
import type { ItemKey } from '../platform/keys';

export const reportKey = (targetId: string, day: string, reporterId: string): ItemKey => ({
  pk: `REPORTS#${targetId}`,
  sk: `${day}#${reporterId}`,
});
