/**
 * The contracts of an order: rendered once from the sale's facts when the order opens (the same module renders
 * them in the checkout dialog), kept on the order with their SHA-256, and answered to the buyer as stored. The
 * texts name the buyer; they stay with the order for its retention, as the proof of the seller's information duty.
 */
import { createHash } from 'node:crypto';
import { saleContracts, type ContractBuyer, type SaleTerms } from '../contracts/sale-contracts';
import type { OrderContract } from '../contracts/tokens';

export interface StoredContract {
  preInformation: string;
  distanceSales: string;
  sha256: string;
  acceptedAt: string;
  acceptedBy: OrderContract['acceptedBy'];
  /** the party the texts name: the receipt goes to this address */
  buyer: ContractBuyer;
}

/** The hash `OrderContract.sha256` documents: both texts, a blank line between, as UTF-8. */
export const contractHash = (preInformation: string, distanceSales: string): string =>
  createHash('sha256').update(`${preInformation}\n\n${distanceSales}`, 'utf8').digest('hex');

/** The texts of a sale as accepted at `terms.at`. */
export function acceptedContract(terms: SaleTerms): StoredContract {
  const { preInformation, distanceSales } = saleContracts(terms);
  return {
    preInformation,
    distanceSales,
    sha256: contractHash(preInformation, distanceSales),
    acceptedAt: terms.at.toISOString(),
    acceptedBy: terms.autoRefill ? 'auto-refill' : 'checkout',
    buyer: terms.buyer,
  };
}

export const toOrderContract = (orderId: string, contract: StoredContract): OrderContract => ({
  orderId,
  preInformation: contract.preInformation,
  distanceSales: contract.distanceSales,
  sha256: contract.sha256,
  acceptedAt: contract.acceptedAt,
  acceptedBy: contract.acceptedBy,
});
