/**
 * Sends a kept invite code: the profile is read first (its first read creates it), then the code. Says whether the
 * server answered for good (recorded or refused: forget the code) or not (the network, a lapsed session, a rate
 * limit: keep it for the next sign-in).
 */
import * as profileApi from '@contracts/endpoints/profile';
import * as api from '@contracts/endpoints/rewards';
import { callApi, isServerAnswer } from './api/client';

export async function recordInviteCode(code: string): Promise<'answered' | 'unanswered'> {
  try {
    await callApi(profileApi.getProfile);
    await callApi(api.recordReferral, { body: { code } });
    return 'answered';
  } catch (error) {
    return isServerAnswer(error) && error.status !== 401 && error.status !== 429 ? 'answered' : 'unanswered';
  }
}
