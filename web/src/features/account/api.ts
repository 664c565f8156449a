/**
 * The account feature's calls: the data download and the deletion, through the shell's API client (token,
 * timeout, 401 retry, loading toast). The password and the sessions go to the user pool through the identity
 * module instead.
 */
import type { AccountDeleted, AccountExport, DeleteAccountRequest } from '@contracts/account';
import * as api from '@contracts/endpoints/account';
import { callApi } from '../../lib/api/client';

export function fetchAccountExport(): Promise<AccountExport> {
  return callApi(api.exportAccount);
}

export function deleteAccount(request: DeleteAccountRequest): Promise<AccountDeleted> {
  return callApi(api.deleteAccount, { body: request });
}
