/**
 * The selling company, from the deploy's configuration (`SELLER`, lib/seller.ts), checked once at load. Shared
 * ground: the contracts of a sale and its invoice both name it.
 */
import { sellerSchema } from '../contracts/seller';
import { requiredEnv } from './env';

export const seller = sellerSchema.parse(JSON.parse(requiredEnv('SELLER')));
