/** The account feature's endpoints: the data export and the account's deletion. */
import { endpoint } from '../endpoint';
import { deleteAccountRequestSchema, type AccountDeleted, type AccountExport } from '../account';

/**
 * Everything Squad holds about the caller. It reads every item of the caller: a person downloads it now and
 * then, a script cannot pull it in a loop.
 */
export const exportAccount = /* @__PURE__ */ endpoint<AccountExport>()({
  method: 'GET',
  path: '/private/account/export',
  rateLimit: { limit: 10, windowSeconds: 3600 },
});

/**
 * Deletes the caller's account after the typed confirmation. A retry finishes an interrupted deletion; more than
 * a few wrong confirmations an hour is guessing.
 */
export const deleteAccount = /* @__PURE__ */ endpoint<AccountDeleted>()({
  method: 'DELETE',
  path: '/private/account',
  body: deleteAccountRequestSchema,
  rateLimit: { limit: 5, windowSeconds: 3600 },
});
