/** How money and dates read on the Tokens screen. */
import type { PaymentCurrency } from '@contracts/tokens';
import { istanbulTimeZone } from '@contracts/istanbul-time';

const moneyFormats = new Map<PaymentCurrency, Intl.NumberFormat>();

/** "$17,99" or "₺17,99", as a Turkish reader writes it. */
export function formatMoney(amount: string, currency: PaymentCurrency): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(Number(amount));
}

const dayFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dayTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: istanbulTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
export const formatDayTime = (iso: string) => dayTimeFormat.format(new Date(iso));
