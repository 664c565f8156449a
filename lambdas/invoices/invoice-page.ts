/**
 * The invoice as a printable HTML page, from the stored fields (why ours and not the integrator's rendering:
 * docs/operations.md): the ETTN, the number, the seller and the buyer, the line, the net, the KDV and the total,
 * with a print stylesheet. Every value is escaped; the page loads nothing and runs no script.
 */
import { istanbulDateTime } from '../contracts/istanbul-time';
import { formatMoney } from '../contracts/money';
import { sellerLines, type Seller } from '../contracts/seller';
import type { InvoiceRecord } from './invoice-record';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** An amount in Turkish lira at the invoice's exchange rate, to the kuruş. */
export const inLira = (amount: string, rate: string): string =>
  (Math.round(Number(amount) * Number(rate) * 100) / 100).toFixed(2);

const style = `
  body { font-family: system-ui, sans-serif; color: #0f172a; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; margin-top: 0.5rem; }
  th, td { border: 1px solid #94a3b8; padding: 0.4rem; text-align: left; }
  td.amount, th.amount { text-align: right; }
  .cancelled { border: 2px solid #991b1b; color: #991b1b; font-weight: 700; padding: 0.5rem; }
  .note { font-size: 0.875rem; color: #334155; }
  @media print { body { margin: 0; max-width: none; } .note { color: #000; } }
  @page { size: A4; margin: 15mm; }
`;

export function invoicePage(invoice: InvoiceRecord, seller: Seller): string {
  const { amounts, currency } = invoice;
  const money = (amount: string) => escapeHtml(formatMoney(amount, currency));
  const field = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  const bonus = invoice.line.bonusTokens > 0 ? ` + ${invoice.line.bonusTokens} bonus` : '';
  const rate = invoice.exchangeRate;
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>e-Arşiv Fatura ${escapeHtml(invoice.invoiceNumber ?? '')}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>e-Arşiv Fatura</h1>
${invoice.status === 'cancelled' ? `<p class="cancelled">Bu fatura, siparişin iadesiyle ${escapeHtml(istanbulDateTime(invoice.cancelledAt!))} tarihinde iptal edildi.</p>` : ''}
<dl>
${field('Fatura numarası', invoice.invoiceNumber ?? '')}
${field('ETTN', invoice.ettn)}
${field('Fatura tarihi', istanbulDateTime(invoice.paidAt))}
${field('Fatura tipi', 'Satış')}
${field('Sipariş numarası', invoice.orderId)}
</dl>
<h2>Satıcı</h2>
<dl>
${sellerLines(seller)
  .map((line) => {
    const [label, ...value] = line.split(': ');
    return field(label, value.join(': '));
  })
  .join('\n')}
</dl>
<h2>Alıcı</h2>
<dl>
${field('Ad soyad', invoice.buyer?.name ?? '')}
${field('E-posta', invoice.buyer?.email ?? '')}
</dl>
<h2>Mal ve hizmetler</h2>
<table>
<thead><tr><th scope="col">Açıklama</th><th scope="col" class="amount">Miktar</th><th scope="col" class="amount">Birim fiyat</th><th scope="col" class="amount">KDV oranı</th><th scope="col" class="amount">KDV tutarı</th><th scope="col" class="amount">Tutar</th></tr></thead>
<tbody><tr><td>${escapeHtml(`${invoice.line.name} (${invoice.line.tokens} token${bonus})`)}</td><td class="amount">1 adet</td><td class="amount">${money(amounts.net)}</td><td class="amount">%${amounts.ratePercent}</td><td class="amount">${money(amounts.kdv)}</td><td class="amount">${money(amounts.net)}</td></tr></tbody>
</table>
<h2>Toplamlar</h2>
<dl>
${field('Mal hizmet toplam tutarı', formatMoney(amounts.net, currency))}
${field(`Hesaplanan KDV (%${amounts.ratePercent})`, formatMoney(amounts.kdv, currency))}
${field('Vergiler dahil toplam tutar', formatMoney(amounts.total, currency))}
${field('Ödenecek tutar', formatMoney(amounts.total, currency))}
${rate ? field('Döviz kuru (TCMB döviz alış)', `1 ${currency} = ${rate} TL`) : ''}
${rate ? field('Hesaplanan KDV (TL)', formatMoney(inLira(amounts.kdv, rate), 'TRY')) : ''}
${rate ? field('Ödenecek tutar (TL)', formatMoney(inLira(amounts.total, rate), 'TRY')) : ''}
</dl>
<p class="note">Ödeme: kredi/banka kartı, iyzico aracılığıyla. Bu sayfa faturanın bilgileridir; e-Arşiv faturanın
aslı entegratörümüz tarafından e-posta adresine gönderilir.</p>
</main>
</body>
</html>
`;
}
