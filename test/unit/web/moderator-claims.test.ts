import { moderatorGroup } from '../../../lambdas/contracts/endpoint';
import { claimsNameModerator, tokenNamesModerator } from '../../../web/src/lib/identity/moderator';

/** An unsigned JWT with these claims, base64url-encoded as Cognito writes them (the SPA never verifies one). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'test' })}.${part(claims)}.signature`;
}

const user = { sub: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b', username: 'ayse', token_use: 'access' };

describe('whether the session is a moderator', () => {
  it("says yes when the access token's cognito:groups names the moderators' group", () => {
    expect(tokenNamesModerator(token({ ...user, 'cognito:groups': [moderatorGroup] }))).toBe(true);
    expect(tokenNamesModerator(token({ ...user, 'cognito:groups': ['beta', moderatorGroup] }))).toBe(true);
  });

  it('says no for a user in no group, or only in others', () => {
    expect(tokenNamesModerator(token(user))).toBe(false);
    expect(tokenNamesModerator(token({ ...user, 'cognito:groups': [] }))).toBe(false);
    expect(tokenNamesModerator(token({ ...user, 'cognito:groups': ['beta'] }))).toBe(false);
  });

  it('matches the group by its whole name, not a part of it', () => {
    expect(claimsNameModerator({ 'cognito:groups': [`${moderatorGroup}-trainee`] })).toBe(false);
    expect(claimsNameModerator({ 'cognito:groups': [moderatorGroup.slice(0, -1)] })).toBe(false);
  });

  it('reads the claim as a list only: a string that merely contains the name is not one', () => {
    expect(claimsNameModerator({ 'cognito:groups': moderatorGroup })).toBe(false);
    expect(claimsNameModerator({ 'cognito:groups': `beta ${moderatorGroup}` })).toBe(false);
  });

  it('says no without a token, or for one that cannot be decoded', () => {
    expect(tokenNamesModerator(undefined)).toBe(false);
    expect(tokenNamesModerator('')).toBe(false);
    expect(tokenNamesModerator('not-a-jwt')).toBe(false);
    expect(tokenNamesModerator('a.%%%.c')).toBe(false);
    expect(claimsNameModerator(undefined)).toBe(false);
  });
});
