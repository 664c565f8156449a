/**
 * A local stand-in for Nilvera's e-Arşiv API (https://developer.nilvera.com), which Squad's client
 * (lambdas/invoices/nilvera.ts) talks to unchanged through NILVERA_BASE_URL. It speaks Nilvera's documented shapes
 * for the endpoints the product calls: a bearer API key; `POST /earchive/Send/Model` ({ArchiveInvoice}) answers
 * `{UUID, InvoiceNumber}`, numbering per series and year with no gaps (invoice-book.ts), and 409 for an ETTN issued
 * before; `GET /earchive/Invoices/{UUID}/Details`, `/html` and `/Status`; `PUT /earchive/Invoices/{UUID}/Cancel`;
 * `GET /general/ExchangeRate`. Errors are Nilvera's `{Message, Errors: [{Code, Description, Detail}]}`.
 *
 * Its own pages (the banner links them): `GET /` lists the invoices it issued, `GET /invoices/{UUID}` shows one.
 *
 * The rule, for testers: an invoice whose buyer's e-mail (CustomerInfo.Mail) holds `fatura-hatasi` is answered 503,
 * as when Nilvera is down, however often it is sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { close, listen, readBody, sendJson } from '../http';
import { InvoiceBook } from './invoice-book';
import { bookPage, invoicePage } from './pages';

/** The stand-in's one account: its API key, seeded into the local Secrets Manager at stack start. */
export const standInAccount = { apiKey: 'nilvera-local-squad-api-key' } as const;
/** TCMB's USD buying rate the stand-in answers, fixed so tests can work the lira out. */
export const standInUsdRate = '34.5000';
export const outageMarker = 'fatura-hatasi';

const bodyLimitBytes = 1024 * 1024;
const uuidPattern = '([0-9a-fA-F-]{36})';

function nilveraError(
  response: ServerResponse,
  status: number,
  message: string,
  code: number,
  detail: string,
) {
  sendJson(response, status, {
    Message: message,
    Errors: [{ Code: code, Description: message, Detail: detail }],
  });
}

const notFound = (response: ServerResponse, uuid: string) =>
  nilveraError(response, 404, 'Belge Bulunamadı.', 3003, `${uuid} Nolu belge sistemde bulunamadı.`);

function sendHtml(response: ServerResponse, html: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

async function sendModel(book: InvoiceBook, request: IncomingMessage, response: ServerResponse) {
  let body: { ArchiveInvoice?: Record<string, unknown> } | undefined;
  try {
    body = JSON.parse((await readBody(request, bodyLimitBytes)).toString('utf8')) as typeof body;
  } catch {
    nilveraError(response, 400, 'GECERSIZ ISTEK', 400, 'İstek gövdesi JSON değil.');
    return;
  }
  const invoice = body?.ArchiveInvoice;
  const info = invoice?.InvoiceInfo as Record<string, unknown> | undefined;
  const customer = invoice?.CustomerInfo as Record<string, unknown> | undefined;
  const uuid = String(info?.UUID ?? '');
  const series = String(info?.InvoiceSerieOrNumber ?? '');
  const issueDate = String(info?.IssueDate ?? '');
  if (
    !/^[0-9a-fA-F-]{36}$/.test(uuid) ||
    !/^[A-Z0-9]{3}$/.test(series) ||
    Number.isNaN(Date.parse(issueDate))
  ) {
    nilveraError(
      response,
      422,
      'GECERSIZ ISTEK',
      422,
      'UUID, InvoiceSerieOrNumber (seri) ve IssueDate zorunludur.',
    );
    return;
  }
  if (String(customer?.Mail ?? '').includes(outageMarker)) {
    nilveraError(response, 503, 'Servis geçici olarak kullanılamıyor.', 503, 'Stand-in outage rule.');
    return;
  }
  const issued = await book.issue(uuid, series, issueDate, invoice!, new Date());
  if (issued.duplicate) {
    nilveraError(response, 409, 'HATALI ISTEK', 409, `${uuid} UUID'li belge daha önce gönderilmiş.`);
    return;
  }
  sendJson(response, 200, { UUID: issued.invoice.uuid, InvoiceNumber: issued.invoice.invoiceNumber });
}

export async function startNilveraStandIn(options: {
  port: number;
  /** where the book is kept between runs; in memory when absent */
  dataDir?: string;
}): Promise<{ url: string; book: InvoiceBook; stop(): Promise<void> }> {
  const book = await InvoiceBook.open(
    options.dataDir ? path.join(options.dataDir, 'nilvera', 'invoices.json') : undefined,
  );
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const route = `${request.method} ${url.pathname}`;
      if (route === 'GET /') return sendHtml(response, bookPage(book.all()));
      const shown = new RegExp(`^GET /invoices/${uuidPattern}$`).exec(route);
      if (shown) {
        const invoice = book.get(shown[1]);
        return invoice ? sendHtml(response, invoicePage(invoice)) : notFound(response, shown[1]);
      }
      if (request.headers.authorization !== `Bearer ${standInAccount.apiKey}`) {
        response.writeHead(401).end();
        return;
      }
      if (route === 'POST /earchive/Send/Model') return await sendModel(book, request, response);
      if (route === 'GET /general/ExchangeRate') {
        return sendJson(response, 200, { USDBuy: standInUsdRate, USDSale: '34.6000' });
      }
      const invoiceRoute = new RegExp(
        `^(GET|PUT) /earchive/Invoices/${uuidPattern}/(Details|html|Status|Cancel)$`,
      ).exec(route);
      const invoice = invoiceRoute && book.get(invoiceRoute[2]);
      if (!invoiceRoute || !invoice) return notFound(response, invoiceRoute?.[2] ?? url.pathname);
      const [, method, , action] = invoiceRoute;
      if (method === 'GET' && action === 'Details') {
        const info = invoice.model.InvoiceInfo as Record<string, unknown>;
        return sendJson(response, 200, {
          UUID: invoice.uuid,
          InvoiceType: info.InvoiceType,
          InvoiceProfile: 'EARSIVFATURA',
          InvoiceNumber: invoice.invoiceNumber,
          IssueDate: invoice.issueDate,
          CurrencyCode: info.CurrencyCode,
          InvoiceAmount: info.PayableAmount,
          TaxAmount: info.KdvTotal,
        });
      }
      if (method === 'GET' && action === 'html') return sendHtml(response, invoicePage(invoice));
      if (method === 'GET' && action === 'Status') {
        return sendJson(response, 200, {
          StatusCode: 'succeed',
          StatusDetail: invoice.cancelledAt ? 'İptal edildi' : 'Başarılı',
          ReportStatus: 'NotReported',
          CancelStatus: invoice.cancelledAt !== undefined,
        });
      }
      if (method === 'PUT' && action === 'Cancel') {
        if (!(await book.cancel(invoice.uuid, new Date()))) {
          return nilveraError(response, 422, 'HATALI ISTEK', 422, 'Belge daha önce iptal edilmiş.');
        }
        return sendJson(response, 200, [invoice.uuid]);
      }
      return notFound(response, url.pathname);
    })().catch((error: Error) => {
      if (!response.headersSent) nilveraError(response, 500, 'Sunucu hatası', 500, error.message);
    });
  });
  await listen(server, options.port, 'Nilvera stand-in');
  return { url: `http://localhost:${options.port}`, book, stop: () => close(server) };
}
