/** How an amount of money reads wherever the product writes one: the screens, the e-mails, the receipts. */
import type { PaymentCurrency } from './tokens';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$17,99" or "₺17,99", as a Turkish reader writes it; `amount` in the catalogue's form ("17.99"). */
export function formatMoney(amount: string, currency: PaymentCurrency): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(Number(amount));
}
