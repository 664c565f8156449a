/** Recording who invited a new user: a real code, not the user's own, once, while the account is new. */
import { profileRefusals, referralRefusals } from '../contracts/refusals';
import { refusal } from '../platform/errors';
import { getProfile } from '../profile/profiles-table';
import { canonicalInviteCode, referralCutoff, sameMailbox } from './earn-rules';
import { inviterOf, recordReferral } from './referrals-table';

export async function recordReferralFor(userId: string, typedCode: string, now: Date) {
  const inviterId = await inviterOf(canonicalInviteCode(typedCode));
  if (!inviterId) throw refusal(404, referralRefusals, 'UNKNOWN_CODE');
  const [me, inviter] = await Promise.all([getProfile(userId), getProfile(inviterId)]);
  if (!inviter) throw refusal(404, referralRefusals, 'UNKNOWN_CODE');
  if (inviterId === userId || (me && sameMailbox(me.email, inviter.email))) {
    throw refusal(409, referralRefusals, 'OWN_CODE');
  }
  const outcome = await recordReferral(userId, inviterId, now.toISOString(), referralCutoff(now));
  if (outcome === 'already') throw refusal(409, referralRefusals, 'ALREADY_REFERRED');
  if (outcome === 'too-late') throw refusal(409, referralRefusals, 'TOO_LATE');
  if (outcome === 'no-profile') throw refusal(404, profileRefusals, 'PROFILE_NOT_FOUND');
  return { inviterName: inviter.displayName };
}
