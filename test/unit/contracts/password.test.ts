import { meetsPasswordRule, passwordChecks, passwordSymbols } from '../../../lambdas/contracts/password';

describe('the password rule', () => {
  it('is met by 8 characters with a digit, a lower-case and an upper-case letter and a symbol', () => {
    expect(meetsPasswordRule('Sifre123!')).toBe(true);
  });

  it.each([
    ['shorter than 8 characters', 'Ab1!xyz', 'minLength'],
    ['without a digit', 'Abcdefg!', 'digit'],
    ['without a lower-case letter', 'ABCDEFG1!', 'lower'],
    ['without an upper-case letter', 'abcdefg1!', 'upper'],
    ['without one of the listed symbols', 'Abcdefg12', 'symbol'],
  ] as const)('is not met %s, and says which rule is missing', (_case, password, rule) => {
    expect(meetsPasswordRule(password)).toBe(false);
    expect(Object.entries(passwordChecks(password)).filter(([, met]) => !met)).toEqual([[rule, false]]);
  });

  it.each([...passwordSymbols])('counts %s as a symbol', (symbol) => {
    expect(passwordChecks(`Sifre123${symbol}`).symbol).toBe(true);
  });

  it("asks for one of the spec's symbols: others Cognito would take (a dash) do not count", () => {
    expect(passwordChecks('Sifre-123').symbol).toBe(false);
  });

  it('counts characters, not UTF-16 units: six characters and an emoji are 7, too short', () => {
    expect(passwordChecks('Ab1!xy😀').minLength).toBe(false);
    expect(passwordChecks('Ab1!xyz😀').minLength).toBe(true);
  });
});
