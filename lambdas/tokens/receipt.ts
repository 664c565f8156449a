/** The e-mail receipt of an auto-refill purchase, in Turkish, keyed by its order so it exists once. */
import { istanbulParts } from '../contracts/istanbul-time';
import { formatMoney } from '../contracts/money';
import { creditedTokens, tokenPackageById } from '../contracts/tokens';
import { emailPut } from '../email/outbox';
import type { TransactionItem } from '../platform/transactions';
import type { OrderRecord } from './orders';

export function refillReceipt(order: OrderRecord, to: string, at: string, siteUrl: string): TransactionItem {
  const tokenPackage = tokenPackageById(order.packageId);
  const when = istanbulParts(new Date(at));
  return emailPut({
    key: `refill-receipt-${order.orderId}`,
    recipientId: order.userId,
    to,
    subject: `Squad: ${creditedTokens(tokenPackage)} token otomatik yüklendi`,
    text: [
      'Merhaba,',
      '',
      `Bakiyen belirlediğin eşiğin altına düştüğü için otomatik yükleme ${tokenPackage.name} paketini kayıtlı kartınla satın aldı.`,
      '',
      `Paket: ${tokenPackage.name} (${tokenPackage.tokens} token + ${tokenPackage.bonusTokens} bonus)`,
      `Tutar: ${formatMoney(order.price, order.currency)}`,
      `Tarih: ${when.date} ${when.time} (İstanbul)`,
      `Sipariş numarası: ${order.orderId}`,
      '',
      `Tokenlar ${tokenPackage.validityDays} gün geçerli. Hiç harcamadığın bir paketi 14 gün içinde iade edebilir, otomatik yüklemeyi istediğin zaman kapatabilirsin:`,
      '',
      // A link on a line of its own: the e-mail's action (lambdas/email/layout.ts).
      `${siteUrl.replace(/\/$/, '')}/dashboard/tokens`,
    ].join('\n'),
    at: new Date(at),
  });
}
