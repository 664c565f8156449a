/**
 * Auto-refill: when a debit leaves the balance below the user's threshold, the chosen package is bought again with
 * the card saved on iyzico's payment page, at most once an Istanbul day. The order is opened with the day's claim
 * first, then charged, then settled like any other order; a declined card turns auto-refill off and says why.
 */
import { istanbulParts } from '../contracts/istanbul-time';
import { contractBuyerOf } from '../contracts/sale-contracts';
import { tokenPackageById } from '../contracts/tokens';
import { getProfile } from '../profile/profiles-table';
import { autoRefillOf, openRefillOrder, stopAutoRefill } from './auto-refill-table';
import { buyerOf } from './buyer';
import { chargeStoredCard } from './iyzico';
import { newOrder } from './orders';
import { countPayment } from './payment-metrics';
import { seller } from '../platform/seller';
import { settleByReport } from './settlement';

export interface BalanceMove {
  userId: string;
  before: number;
  after: number;
}

export type RefillOutcome = 'not-needed' | 'no-card' | 'already-today' | 'paid' | 'declined' | 'pending';

/** `siteUrl`: where the receipt sends the buyer to change or stop auto-refill. */
export async function refillIfLow(move: BalanceMove, now: Date, siteUrl: string): Promise<RefillOutcome> {
  if (move.after >= move.before) return 'not-needed';
  const { settings, card } = await autoRefillOf(move.userId);
  if (!settings.enabled || move.after >= settings.threshold) return 'not-needed';
  if (!card) return 'no-card';
  const profile = await getProfile(move.userId);
  if (!profile) return 'not-needed';

  // Its contracts are the ones agreed to by turning auto-refill on, rendered for this charge.
  const order = newOrder(move.userId, settings.packageId, 'card', now, {
    seller,
    buyer: contractBuyerOf(profile),
    autoRefill: true,
  });
  if (!(await openRefillOrder(order, istanbulParts(now).date))) return 'already-today';
  const outcome = await chargeStoredCard({
    orderId: order.orderId,
    price: order.price,
    currency: order.currency,
    itemName: tokenPackageById(order.packageId).name,
    buyer: buyerOf(profile, card.buyerIp),
    card: { cardUserKey: card.cardUserKey, cardToken: card.cardToken },
  });
  const settled = await settleByReport(order, outcome, now, { checkoutOver: true, siteUrl });
  if (settled.status === 'paid') return 'paid';
  if (settled.status === 'failed') {
    countPayment('refillFailures');
    await stopAutoRefill(move.userId, refillStoppedReason(settled.reason));
    return 'declined';
  }
  return 'pending';
}

/** What the Tokens page says after a declined refill. */
export const refillStoppedReason = (cardSays?: string) =>
  `Otomatik yükleme kapatıldı: kayıtlı kartından ödeme alınamadı${cardSays ? ` (${cardSays.replace(/\.$/, '')})` : ''}. Kartını kontrol edip otomatik yüklemeyi yeniden açabilirsin.`;
