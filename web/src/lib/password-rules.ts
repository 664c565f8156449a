/**
 * Password rules of spec section 5: sign-up needs 6+ characters; a new password (the reset screen and the change
 * of password in account settings) follows the stricter reset rule.
 */
import { forgotPasswordCopy, registerCopy } from '../copy/auth';

/** One rule of a password, as the live checklist shows it. */
export interface Rule {
  label: string;
  met: boolean;
}

export const signUpMinLength = 6;
export const resetMinLength = 8;
/** The symbols the spec lists for the reset rule. */
export const resetSymbols = '!@#$%^&*(),.?":{}|<>';

export function signUpRules(password: string): Rule[] {
  return [{ label: registerCopy.ruleMinLength, met: password.length >= signUpMinLength }];
}

export function resetRules(password: string, confirmation: string): Rule[] {
  const labels = forgotPasswordCopy.rules;
  return [
    { label: labels.minLength, met: password.length >= resetMinLength },
    { label: labels.digit, met: /\d/.test(password) },
    { label: labels.lower, met: /[a-z]/.test(password) },
    { label: labels.upper, met: /[A-Z]/.test(password) },
    { label: labels.symbol, met: [...password].some((char) => resetSymbols.includes(char)) },
    { label: labels.match, met: password.length > 0 && password === confirmation },
  ];
}

export const allMet = (rules: Rule[]) => rules.every((rule) => rule.met);
