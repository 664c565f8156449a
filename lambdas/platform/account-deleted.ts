/**
 * The answer to a deleted account's access token, still valid until it expires (15 minutes). Its own module, not
 * errors.ts: every function imports errors.ts, and the account contract would ride along into all of them.
 */
import { refusal } from './errors';
import { accountRefusals } from '../contracts/refusals';

export const accountDeleted = () => refusal(401, accountRefusals, 'ACCOUNT_DELETED');
