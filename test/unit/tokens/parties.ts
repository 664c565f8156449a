/** The parties of the orders the unit tests open: the local stack's made-up seller and a buyer at checkout. */
import { localSeller } from '../../../bin/local/config';
import type { OrderParties } from '../../../lambdas/tokens/orders';

export const checkoutParties: OrderParties = {
  seller: localSeller,
  buyer: { name: 'Ayşe Yılmaz', email: 'ayse@squad.test' },
  autoRefill: false,
};
