/**
 * The users feature's calls: another user's public profile and the caller's block list, through the shell's API
 * client (token, timeout, 401 retry). Reporting them is the shared report form's (lib/report/).
 */
import { mutate } from 'swr';
import * as api from '@contracts/endpoints/users';
import type { UserActionAnswer } from '@contracts/users';
import { signedInPathPrefix } from '@contracts/endpoint';
import { callApi } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

export function usePublicProfile(handle: string) {
  return useApi(api.getPublicProfile, { params: { handle } });
}

export function useBlockList() {
  return useApi(api.listBlocks, {});
}

export function blockUser(userId: string): Promise<UserActionAnswer> {
  return callApi(api.blockUser, { params: { userId } });
}

export function unblockUser(userId: string): Promise<UserActionAnswer> {
  return callApi(api.unblockUser, { params: { userId } });
}

/**
 * After a block or an unblock every private read may change (the blocked user's requests and messages disappear
 * from the caller's events and inbox, or come back), so all of them are read again.
 */
export function revalidateAfterBlockChange(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.includes(signedInPathPrefix));
}
