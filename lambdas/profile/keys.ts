/** Keys of the profile entity: the profile item and the username claims that keep names unique. */
import { userPartition, type ItemKey } from '../platform/keys';

/** A user's profile. */
export const profileKey = (userId: string): ItemKey => ({ pk: userPartition(userId), sk: 'PROFILE' });

/** The claim that makes a username unique case-insensitively; attribute `userId` names the owner. */
export const usernameClaimPartitionPrefix = 'USERNAME#';
export const usernameClaimKey = (username: string): ItemKey => ({
  pk: `${usernameClaimPartitionPrefix}${username.toLowerCase()}`,
  sk: 'USERNAME',
});
