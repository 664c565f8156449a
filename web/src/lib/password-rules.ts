/**
 * The pool's password rule (lambdas/contracts/password.ts) as the live checklists show it: sign-up, the reset
 * screen and the change of password in account settings ask for exactly what Cognito refuses.
 */
import { passwordChecks, type PasswordRule } from '@contracts/password';
import { passwordRuleCopy } from '../copy/account-access';

/** One rule of a password, as the live checklist shows it. */
export interface Rule {
  label: string;
  met: boolean;
}

export function passwordRules(password: string): Rule[] {
  const checks = passwordChecks(password);
  return (Object.keys(checks) as PasswordRule[]).map((rule) => ({
    label: passwordRuleCopy[rule],
    met: checks[rule],
  }));
}

/** A new password typed twice (reset, change): the rule, then the repeat. */
export function newPasswordRules(password: string, confirmation: string): Rule[] {
  return [
    ...passwordRules(password),
    { label: passwordRuleCopy.match, met: password.length > 0 && password === confirmation },
  ];
}

export const allMet = (rules: Rule[]) => rules.every((rule) => rule.met);
