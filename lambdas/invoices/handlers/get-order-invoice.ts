/**
 * GET /private/tokens/orders/{orderId}/invoice: the e-Arşiv invoice of one of the caller's orders, as a printable
 * HTML page. 404 for an order that is not the caller's or was never paid; 409 while the integrator has not issued
 * the invoice yet.
 */
import * as api from '../../contracts/endpoints/invoices';
import { invoiceRefusals } from '../../contracts/refusals';
import { refusal } from '../../platform/errors';
import { httpRoute } from '../../platform/route';
import { invoicePage } from '../invoice-page';
import { getInvoice } from '../invoices-table';
import { seller } from '../../platform/seller';

export const handler = httpRoute(api.getOrderInvoice, async ({ userId, params }) => {
  const invoice = await getInvoice(params.orderId);
  // Another user's order reads as no order at all.
  if (!invoice || invoice.userId !== userId) throw refusal(404, invoiceRefusals, 'INVOICE_NOT_FOUND');
  if (invoice.status === 'requested') throw refusal(409, invoiceRefusals, 'INVOICE_PREPARING');
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
    body: invoicePage(invoice, seller),
  };
});
