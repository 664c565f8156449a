/**
 * The account feature's calls (issue 7 part 3): the data download and the deletion, through the shell's API client
 * (token, timeout, 401 retry, loading toast). The password and the sessions go to the user pool through the
 * identity module instead.
 */
import type { AccountDeleted, AccountExport, DeleteAccountRequest } from '@contracts/account';
import { apiRequest } from '../../lib/api/client';

export const accountPath = '/private/account';
export const accountExportPath = `${accountPath}/export`;

export function fetchAccountExport(): Promise<AccountExport> {
  return apiRequest<AccountExport>('GET', accountExportPath);
}

export function deleteAccount(request: DeleteAccountRequest): Promise<AccountDeleted> {
  return apiRequest<AccountDeleted>('DELETE', accountPath, request);
}
