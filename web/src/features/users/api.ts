/**
 * The users feature's calls: another user's public profile, reporting them, and the caller's block list, through
 * the shell's API client (token, timeout, 401 retry).
 */
import { mutate } from 'swr';
import type { BlockList, PublicProfile, ReportCreate, UserActionAnswer } from '@contracts/users';
import { apiRequest } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

export const userPath = (handle: string) => `/private/users/${encodeURIComponent(handle)}`;
export const blocksPath = '/private/blocks';
const blockPath = (userId: string) => `${blocksPath}/${encodeURIComponent(userId)}`;

export function usePublicProfile(handle: string) {
  return useApi<PublicProfile>(userPath(handle));
}

export function useBlockList() {
  return useApi<BlockList>(blocksPath);
}

export function reportUser(handle: string, report: ReportCreate): Promise<UserActionAnswer> {
  return apiRequest<UserActionAnswer>('POST', `${userPath(handle)}/report`, report);
}

export function blockUser(userId: string): Promise<UserActionAnswer> {
  return apiRequest<UserActionAnswer>('PUT', blockPath(userId));
}

export function unblockUser(userId: string): Promise<UserActionAnswer> {
  return apiRequest<UserActionAnswer>('DELETE', blockPath(userId));
}

/**
 * After a block or an unblock every private read may change (the blocked user's requests and messages disappear
 * from the caller's events and inbox, or come back), so all of them are read again.
 */
export function revalidateAfterBlockChange(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.includes('/private/'));
}
