/** The rewards feature's read: the Earn Tokens tab (invite code, progress, what the rules paid). */
import * as api from '@contracts/endpoints/rewards';
import { useApi } from '../../lib/api/useApi';

export const useRewards = () => useApi(api.getRewards, {});
