/**
 * The invite link and its code, without zod: the sign-in and register pages read these, and must not load the
 * schemas to do it (lambdas/contracts/rewards.ts holds the rest of the rewards contract).
 */
/** An invite code: 8 letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const inviteCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 8;

/** The query parameter of the invite link, kept by the register page until the first signed-in profile load. */
export const inviteQueryParameter = 'ref';
export const invitePath = (code: string) => `/register?${inviteQueryParameter}=${encodeURIComponent(code)}`;
