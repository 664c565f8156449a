/**
 * The password rule, once: at least 8 characters with a digit, a lower-case and an upper-case letter and a
 * symbol. The cloud pool (lib/auth.ts) and the local pool (bin/local/user-pool.ts) are created with it, and the
 * SPA's sign-up, reset and change-of-password checklists show it, so what the forms ask is what Cognito refuses.
 */

/** The pool's policy, in the terms of Cognito's PasswordPolicy. */
export const passwordPolicy = {
  minLength: 8,
  requireDigits: true,
  requireLowercase: true,
  requireUppercase: true,
  requireSymbols: true,
} as const;

/**
 * The symbols the product names. Every one is in Cognito's own, larger set, so a password with one of these
 * passes the pool; the forms ask for one of these because these are the ones they can list.
 */
export const passwordSymbols = '!@#$%^&*(),.?":{}|<>';

export type PasswordRule = 'minLength' | 'digit' | 'lower' | 'upper' | 'symbol';

/** Each rule, met or not, in the order the checklists show them. */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    minLength: [...password].length >= passwordPolicy.minLength,
    digit: /\d/.test(password),
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    symbol: [...password].some((char) => passwordSymbols.includes(char)),
  };
}

export function meetsPasswordRule(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}
