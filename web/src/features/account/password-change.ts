/** The change-of-password form's rules and wording: the reset screen's rule, and Cognito's refusals in Turkish. */
import { errorName } from '../../lib/identity/error-name';
import { allMet, newPasswordRules, type Rule } from '../../lib/password-rules';
import { accountCopy } from '../../copy/account';

export interface PasswordChangeCheck {
  rules: Rule[];
  /** the new password meets every rule but the match */
  strong: boolean;
  matches: boolean;
  /** current password given, new one strong and repeated */
  ready: boolean;
}

export function checkPasswordChange(current: string, next: string, repeat: string): PasswordChangeCheck {
  const rules = newPasswordRules(next, repeat);
  const strong = allMet(rules.slice(0, -1));
  const matches = next === repeat;
  return { rules, strong, matches, ready: current.length > 0 && strong && matches };
}

/**
 * Cognito's refusal by its exception name. Unlike the sign-in screen this never falls back to the service's own
 * message: that text is English.
 */
export function passwordChangeFailure(error: unknown): string {
  const { errors, failed } = accountCopy.password;
  return errors[errorName(error)] ?? failed;
}

/** A user who signs in through Google (the ID token names its `identities`) has no Squad password to change. */
export function signsInThroughProvider(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  return Array.isArray(claims?.identities) && claims.identities.length > 0;
}
