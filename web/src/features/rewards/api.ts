/**
 * The rewards feature's calls: the Earn Tokens tab's read, and the invite code a new user came with, kept in the
 * browser from the register link through sign-up and e-mail verification until the first signed-in moment.
 */
import * as api from '@contracts/endpoints/rewards';
import { inviteQueryParameter, type ReferralAnswer } from '@contracts/rewards';
import { ApiError, callApi } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';
import * as profileApi from '@contracts/endpoints/profile';

export const useRewards = () => useApi(api.getRewards, {});

/** Where the code waits between the register page and the first sign-in. */
export const storedInviteCodeKey = 'squad.inviteCode';

/** Keeps the `?ref=` code of a register link; a link without one keeps what an earlier link left. */
export function keepInviteCode(search: string): boolean {
  const code = new URLSearchParams(search).get(inviteQueryParameter)?.trim();
  if (code) localStorage.setItem(storedInviteCodeKey, code);
  return Boolean(code ?? localStorage.getItem(storedInviteCodeKey));
}

/**
 * Records the kept code once the user is signed in: the profile is read first (its first read creates it), then
 * the code is sent. The code is dropped once the server has answered for good (recorded or refused); a network
 * failure keeps it for the next sign-in.
 */
export async function recordKeptInviteCode(): Promise<ReferralAnswer | undefined> {
  const code = localStorage.getItem(storedInviteCodeKey);
  if (!code) return undefined;
  try {
    await callApi(profileApi.getProfile);
    const answer = await callApi(api.recordReferral, { body: { code } });
    localStorage.removeItem(storedInviteCodeKey);
    return answer;
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    // A lapsed session or a rate limit is no answer about the code: it stays for the next sign-in.
    if (refused && error.status !== 401 && error.status !== 429) {
      localStorage.removeItem(storedInviteCodeKey);
    }
    return undefined;
  }
}
