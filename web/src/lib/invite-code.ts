/**
 * The invite code a new user came with, kept in the browser from the register link through sign-up and e-mail
 * verification until the first signed-in moment (the rewards feature pays for it later). Small on purpose: the
 * sign-in page loads it; the call that records the code loads only when there is one.
 */
import { inviteQueryParameter } from '@contracts/invite-link';

const storedInviteCodeKey = 'squad.inviteCode';

export const keptInviteCode = () => localStorage.getItem(storedInviteCodeKey);
export const forgetInviteCode = () => localStorage.removeItem(storedInviteCodeKey);

/** Keeps the `?ref=` code of a register link; says whether a code is kept (this link's or an earlier one's). */
export function keepInviteCode(search: string): boolean {
  const code = new URLSearchParams(search).get(inviteQueryParameter)?.trim();
  if (code) localStorage.setItem(storedInviteCodeKey, code);
  return Boolean(code || keptInviteCode());
}

/** Records the kept code, if any, once the user is signed in; never fails the sign-in. */
export async function recordKeptInviteCode(): Promise<void> {
  const code = keptInviteCode();
  if (!code) return;
  try {
    const { recordInviteCode } = await import('./invite-record');
    if ((await recordInviteCode(code)) === 'answered') forgetInviteCode();
  } catch {
    // The chunk could not load: the code stays for the next sign-in.
  }
}
