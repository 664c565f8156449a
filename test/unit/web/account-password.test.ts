import {
  checkPasswordChange,
  passwordChangeFailure,
  signsInThroughProvider,
} from '../../../web/src/features/account/password-change';
import { namedError } from '../../../web/src/lib/identity/error-name';

const strong = 'Yeni-Sifre1!';

describe('the change of password form', () => {
  it('is ready with the current password and a new one that meets the reset rule, repeated', () => {
    expect(checkPasswordChange('secret1', strong, strong)).toMatchObject({
      strong: true,
      matches: true,
      ready: true,
    });
  });

  it.each([
    ['shorter than 8 characters', 'Ab1!xyz'],
    ['without a digit', 'Abcdefg!'],
    ['without a lower-case letter', 'ABCDEFG1!'],
    ['without an upper-case letter', 'abcdefg1!'],
    ['without one of the listed symbols', 'Abcdefg1-'],
  ])('is not ready with a new password %s', (_case, password) => {
    expect(checkPasswordChange('secret1', password, password)).toMatchObject({ strong: false, ready: false });
  });

  it('is not ready when the repeat differs', () => {
    expect(checkPasswordChange('secret1', strong, `${strong}x`)).toMatchObject({
      matches: false,
      ready: false,
    });
  });

  it('is not ready without the current password', () => {
    expect(checkPasswordChange('', strong, strong).ready).toBe(false);
  });
});

describe("Cognito's refusal of a change of password", () => {
  it('reads as a wrong current password for NotAuthorizedException', () => {
    expect(
      passwordChangeFailure(namedError('NotAuthorizedException', 'Incorrect username or password.')),
    ).toBe('Mevcut şifren yanlış bestie 😔');
  });

  it('reads as a wrong current password when Cognito finds the current one too short to be any password', () => {
    const tooShort = namedError(
      'InvalidParameterException',
      "Value at 'previousPassword' failed to satisfy constraint",
    );
    expect(passwordChangeFailure(tooShort)).toBe('Mevcut şifren yanlış bestie 😔');
  });

  it.each(['LimitExceededException', 'InvalidPasswordException'])(
    'has its own Turkish text for %s',
    (name) => {
      const message = passwordChangeFailure(
        namedError(name, 'Attempt limit exceeded, please try after some time.'),
      );
      expect(message).not.toMatch(/attempt|limit|password/i);
      expect(message).not.toBe(passwordChangeFailure(new Error('x')));
    },
  );

  it("falls back to Turkish, never to the service's English message", () => {
    expect(passwordChangeFailure(namedError('InternalErrorException', 'Internal server error'))).toBe(
      'Şifre değiştirilemedi, retry! 😅',
    );
  });
});

describe('a session through a provider, with no Squad password to change', () => {
  it('is one whose ID token names a Google identity', () => {
    expect(signsInThroughProvider({ identities: [{ providerName: 'Google', userId: '1' }] })).toBe(true);
  });

  it('is not one of a user who signed up with an e-mail and a password', () => {
    expect(signsInThroughProvider({ email: 'a@squad.test', 'cognito:username': 'a' })).toBe(false);
  });
});
