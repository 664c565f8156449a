/** The buyer as the payment provider asks for it, from the profile: a name and a surname, the e-mail, the address. */
import { contractBuyerOf } from '../contracts/sale-contracts';
import type { ProfileRecord } from '../profile/profile';
import type { Buyer } from './iyzico';

export function buyerOf(
  profile: Pick<ProfileRecord, 'userId' | 'fullName' | 'displayName' | 'email'>,
  ip: string,
): Buyer {
  // The name the contracts give the buyer, so the provider's records and ours name the same person.
  const words = (contractBuyerOf(profile).name || 'Squad Kullanıcısı').split(/\s+/);
  // The provider wants both; a one-word name is its own surname rather than an invented one.
  const surname = words.length > 1 ? words.pop()! : words[0];
  return { id: profile.userId, name: words.join(' '), surname, email: profile.email, ip };
}
