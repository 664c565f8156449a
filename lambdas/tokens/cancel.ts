/**
 * A buyer giving up a checkout: pending -> cancelled. The provider is asked first, so a payment already made is
 * credited rather than cancelled. One made after the cancel (the payment page takes payments until its 30 minutes
 * are over) is credited all the same: the callback and reconciliation settle a cancelled order as a pending one,
 * and paid wins over cancelled under the order's condition, whichever write comes first.
 */
import type { OrderRecord } from './orders';
import { cancelPending } from './orders-table';
import { settleFromProvider } from './settlement';

/** `settled`: the provider reported the checkout paid or declined first; the order is what it reported. */
export type CancelOutcome = 'cancelled' | 'settled' | 'not-pending';

/** `siteUrl`: where the receipt of an order found paid links to. */
export async function cancelCheckout(order: OrderRecord, now: Date, siteUrl: string): Promise<CancelOutcome> {
  // A refill is charged at once: one left pending waits for a person, never for its buyer.
  if (order.status !== 'pending' || order.autoRefill) return 'not-pending';
  await settleFromProvider(order, now, { checkoutOver: false, siteUrl });
  return (await cancelPending(order, now.toISOString())) ? 'cancelled' : 'settled';
}
