/**
 * KDV (Turkish VAT) in the prices the product charges. Every catalogue price includes it; a receipt and an invoice
 * show how much of the total it is. Amounts are in the catalogue's form ("17.99") and are worked in kuruş (cents),
 * whole numbers, so no sum drifts.
 */

/**
 * The general KDV rate, in percent, that digital services such as tokens bear: 20 since 10 July 2023
 * (Cumhurbaşkanı Kararı 7346, Resmî Gazete 7 July 2023, no. 32241, amending KDV Kanunu article 28).
 */
export const kdvRatePercent = 20;

export interface KdvSplit {
  /** the price with KDV, as charged */
  total: string;
  /** the price without KDV (matrah) */
  net: string;
  /** the KDV within the total: total − net, so the two always add up to what was charged */
  kdv: string;
  ratePercent: number;
}

const toKurus = (amount: string) => {
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) throw new Error(`not an amount: ${amount}`);
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const fromKurus = (kurus: number) => `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;

/**
 * The net and the KDV of a price that includes KDV: the net rounded half up to the kuruş, the KDV the rest.
 * 17.99 at 20 %: net 14.99, KDV 3.00.
 */
export function kdvSplit(total: string, ratePercent: number = kdvRatePercent): KdvSplit {
  const totalKurus = toKurus(total);
  // net = total / (1 + rate): in whole numbers, round(total × 100 / (100 + rate)).
  const netKurus = Math.floor((totalKurus * 100 * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
  return {
    total: fromKurus(totalKurus),
    net: fromKurus(netKurus),
    kdv: fromKurus(totalKurus - netKurus),
    ratePercent,
  };
}
