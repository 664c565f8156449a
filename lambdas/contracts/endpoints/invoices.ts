/** The invoices feature's endpoints: the e-Arşiv invoice of one of the caller's paid orders. */
import { endpoint } from '../endpoint';
import { orderIdParamsSchema } from '../tokens';

/**
 * The invoice of one of the caller's orders as a printable HTML page (text/html): the ETTN, the number, the seller
 * and the buyer, the line, the net, the KDV and the total. 404 for an order that is not the caller's or was never
 * paid; 409 while the integrator has not issued it yet.
 */
export const getOrderInvoice = /* @__PURE__ */ endpoint<never>()({
  method: 'GET',
  path: '/private/tokens/orders/{orderId}/invoice',
  params: orderIdParamsSchema,
  answerFormat: 'raw',
});
