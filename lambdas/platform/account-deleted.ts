/**
 * The answer to a deleted account's access token, still valid until it expires (15 minutes). Its own module, not
 * errors.ts: every function imports errors.ts, and the account contract would ride along into all of them.
 */
import { accountRefusals } from '../contracts/account';
import { HttpError } from './errors';

export const accountDeleted = () => new HttpError(401, accountRefusals.ACCOUNT_DELETED, 'ACCOUNT_DELETED');
