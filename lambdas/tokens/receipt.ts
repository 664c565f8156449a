/**
 * The receipt e-mail of a paid order, in Turkish, keyed by its order so it exists once: the package, the total
 * with its KDV, and the contracts the buyer accepted (the durable copy the law asks for). Every paid order gets
 * one, whichever way it was settled (the callback, the reconciliation job, auto-refill), written in the
 * transaction that credits it. A receipt is not a notification: there is no switch for it and no unsubscribe.
 */
import { istanbulDateTime } from '../contracts/istanbul-time';
import { kdvSplit } from '../contracts/kdv';
import { formatMoney } from '../contracts/money';
import { saleContractTitles } from '../contracts/sale-contracts';
import { creditedTokens, refundWindowDays, tokenPackageById, tokensPagePath } from '../contracts/tokens';
import { emailPut } from '../email/outbox';
import type { TransactionItem } from '../platform/transactions';
import type { OrderRecord } from './orders';
import type { StoredContract } from './order-contract';

/** The receipt's outbox key (lambdas/email/outbox.ts). */
export const receiptKey = (orderId: string) => `order-receipt-${orderId}`;

/** The receipt of `order`, paid at `at`, to the address its contracts name. */
export function orderReceipt(
  order: OrderRecord,
  contract: StoredContract,
  at: string,
  siteUrl: string,
): TransactionItem {
  const tokenPackage = tokenPackageById(order.packageId);
  const tokens = creditedTokens(tokenPackage);
  const price = kdvSplit(order.price);
  const money = (amount: string) => formatMoney(amount, order.currency);
  return emailPut({
    key: receiptKey(order.orderId),
    recipientId: order.userId,
    to: contract.buyer.email,
    subject: `Squad makbuzu: ${tokenPackage.name}, ${tokens} token`,
    text: [
      `Merhaba ${contract.buyer.name},`,
      order.autoRefill
        ? `Bakiyen belirlediğin eşiğin altına düştüğü için otomatik yükleme ${tokenPackage.name} paketini kayıtlı kartınla satın aldı: ${tokens} token hesabına eklendi.`
        : `${tokenPackage.name} paketini satın aldığın için teşekkürler! ${tokens} token hesabına eklendi.`,
      [
        `Paket: ${tokenPackage.name} (${tokenPackage.tokens} token + ${tokenPackage.bonusTokens} bonus)`,
        `Toplam (KDV dahil): ${money(price.total)}`,
        `KDV (%${price.ratePercent}): ${money(price.kdv)}`,
        `KDV hariç tutar: ${money(price.net)}`,
        `Ödeme tarihi: ${istanbulDateTime(at)} (İstanbul)`,
        `Sipariş numarası: ${order.orderId}`,
      ].join('\n'),
      `Tokenlar ${tokenPackage.validityDays} gün geçerli. Hiç harcamadığın bir paketi ${refundWindowDays} gün içinde iade edebilirsin${order.autoRefill ? '; otomatik yüklemeyi istediğin zaman kapatabilirsin' : ''}. Siparişlerin ve sözleşmelerin:`,
      // A link on a line of its own: the e-mail's action (lambdas/email/layout.ts).
      `${siteUrl.replace(/\/$/, '')}${tokensPagePath}`,
      'Bu bir satın alma makbuzudur: her ödenen siparişte gönderilir ve aboneliği iptal edilemez.',
      `Aşağıda kabul ettiğin ${saleContractTitles.preInformation} ve ${saleContractTitles.distanceSales} var; bu e-postayı saklamanı öneririz. Metinlerin SHA-256 özeti: ${contract.sha256}`,
      contract.preInformation,
      contract.distanceSales,
    ].join('\n\n'),
    at: new Date(at),
  });
}
