/**
 * Whether the signed-in user is a moderator: their access token's `cognito:groups` claim names the moderators'
 * group. Only what the SPA shows depends on it (the console's route, the header's count); every moderation
 * endpoint checks the verified token itself.
 */
import { useEffect, useState } from 'react';
import { moderatorGroup } from '@contracts/endpoint';
import { siteConfig } from '../config/site-config';
import { currentAccessToken } from '../api/client';
import { jwtClaims } from './jwt';

/** Whether a token's claims name the moderators' group (Cognito writes `cognito:groups` as a list of names). */
export function claimsNameModerator(claims: Readonly<Record<string, unknown>> | undefined): boolean {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) && groups.includes(moderatorGroup);
}

/** Whether an access token (decoded, not verified) is a moderator's; false for none or a malformed one. */
export function tokenNamesModerator(token: string | undefined): boolean {
  return token !== undefined && claimsNameModerator(jwtClaims(token));
}

let known: boolean | undefined;
let checking: Promise<boolean> | undefined;

/**
 * The session's answer, read once per page load: a user added to the group gets a token that says so at their
 * next sign-in (or refresh), and signing out reloads the page. A failed read (no /config.json) is not kept.
 */
export function sessionIsModerator(): Promise<boolean> {
  checking ??= siteConfig()
    .then(({ userPoolClientId }) => currentAccessToken(userPoolClientId, false))
    .then((token) => (known = tokenNamesModerator(token)))
    .catch(() => {
      checking = undefined;
      return false;
    });
  return checking;
}

/** The session's answer for a component: undefined until it is known (usually at once, from the stored token). */
export function useIsModerator(): boolean | undefined {
  const [moderator, setModerator] = useState(known);
  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    void sessionIsModerator().then((answer) => {
      if (current) setModerator(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return moderator;
}
