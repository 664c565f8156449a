/** The stand-in's own pages (no such pages exist at Nilvera; its portal shows the same): the book, and one invoice. */
import type { BookedInvoice } from './invoice-book';

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse}
th,td{border:1px solid #94a3b8;padding:.3rem .5rem;text-align:left}.cancelled{color:#991b1b;font-weight:700}</style>
</head><body><main>${body}</main></body></html>`;

type Model = {
  InvoiceInfo?: Record<string, unknown>;
  CompanyInfo?: Record<string, unknown>;
  CustomerInfo?: Record<string, unknown>;
  InvoiceLines?: Record<string, unknown>[];
};

export function bookPage(invoices: BookedInvoice[]): string {
  const rows = invoices.map((invoice) => {
    const model = invoice.model as Model;
    return `<tr><td><a href="/invoices/${escapeHtml(invoice.uuid)}">${escapeHtml(invoice.invoiceNumber)}</a></td>
<td>${escapeHtml(invoice.uuid)}</td><td>${escapeHtml(invoice.issueDate)}</td>
<td>${escapeHtml(model.CustomerInfo?.Name)}</td><td>${escapeHtml(model.InvoiceInfo?.PayableAmount)} ${escapeHtml(model.InvoiceInfo?.CurrencyCode)}</td>
<td>${invoice.cancelledAt ? `<span class="cancelled">İptal (${escapeHtml(invoice.cancelledAt)})</span>` : 'Kesildi'}</td></tr>`;
  });
  return page(
    'Nilvera stand-in: e-Arşiv faturalar',
    `<h1>Nilvera stand-in: e-Arşiv faturalar</h1>
<p>${invoices.length} fatura, en yenisi üstte. Numaralar seri ve yıl başına 1'den, boşluksuz.</p>
<table><thead><tr><th>Numara</th><th>ETTN</th><th>Tarih</th><th>Alıcı</th><th>Tutar</th><th>Durum</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`,
  );
}

export function invoicePage(invoice: BookedInvoice): string {
  const model = invoice.model as Model;
  const info = model.InvoiceInfo ?? {};
  const fields = (record: Record<string, unknown> | undefined) =>
    Object.entries(record ?? {})
      .filter(([, value]) => typeof value !== 'object')
      .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('');
  const lines = (model.InvoiceLines ?? [])
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.Name)}</td><td>${escapeHtml(line.Quantity)}</td><td>${escapeHtml(line.Price)}</td><td>%${escapeHtml(line.KDVPercent)}</td><td>${escapeHtml(line.KDVTotal)}</td></tr>`,
    )
    .join('');
  return page(
    `e-Arşiv Fatura ${invoice.invoiceNumber}`,
    `<h1>e-Arşiv Fatura ${escapeHtml(invoice.invoiceNumber)}</h1>
${invoice.cancelledAt ? `<p class="cancelled">İptal edildi: ${escapeHtml(invoice.cancelledAt)}</p>` : ''}
<p>ETTN: ${escapeHtml(invoice.uuid)}</p>
<h2>Fatura</h2><table>${fields(info)}</table>
<h2>Satıcı</h2><table>${fields(model.CompanyInfo)}</table>
<h2>Alıcı</h2><table>${fields(model.CustomerInfo)}</table>
<h2>Satırlar</h2><table><thead><tr><th>Mal/hizmet</th><th>Miktar</th><th>Birim fiyat</th><th>KDV oranı</th><th>KDV</th></tr></thead><tbody>${lines}</tbody></table>
<p><a href="/">Tüm faturalar</a></p>`,
  );
}
