import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../../lambdas/email/unsubscribe-token';

const key = 'unit-unsubscribe-key-0123456789abcdef';
const claim = { userId: '3f1c2a9e-7b1d-4c55-9a0e-1d2b3c4d5e6f', type: 'reminder' } as const;

/** The token with one of its parts replaced. */
function withPayload(token: string, payload: string): string {
  return `${Buffer.from(payload).toString('base64url')}.${token.split('.')[1]}`;
}

describe('unsubscribe tokens', () => {
  it('verify when signed with the same key, naming the user and the kind', () => {
    const token = signUnsubscribeToken(key, claim);

    expect(verifyUnsubscribeToken(key, token)).toEqual({ claim });
  });

  it('use only characters that need no escaping in a URL', () => {
    expect(signUnsubscribeToken(key, claim)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('do not verify with another user in them', () => {
    const token = signUnsubscribeToken(key, claim);

    expect(verifyUnsubscribeToken(key, withPayload(token, 'someone-else\nreminder'))).toEqual({
      refused: 'forged',
    });
  });

  it('do not verify with another kind in them', () => {
    const token = signUnsubscribeToken(key, claim);

    expect(verifyUnsubscribeToken(key, withPayload(token, `${claim.userId}\neventCancelled`))).toEqual({
      refused: 'forged',
    });
  });

  it('do not verify with a changed signature', () => {
    const token = signUnsubscribeToken(key, claim);
    const signature = Buffer.from(token.split('.')[1], 'base64url');
    signature[0] ^= 1;

    expect(verifyUnsubscribeToken(key, `${token.split('.')[0]}.${signature.toString('base64url')}`)).toEqual({
      refused: 'forged',
    });
  });

  it('do not verify when signed with another key', () => {
    const token = signUnsubscribeToken('another-key-0123456789abcdef0123456', claim);

    expect(verifyUnsubscribeToken(key, token)).toEqual({ refused: 'forged' });
  });

  it('are refused as malformed when cut short, not base64url, or naming a kind that is not sent by e-mail', () => {
    const token = signUnsubscribeToken(key, claim);

    expect(verifyUnsubscribeToken(key, token.split('.')[0])).toEqual({ refused: 'malformed' });
    expect(verifyUnsubscribeToken(key, `${token}.x`)).toEqual({ refused: 'malformed' });
    expect(verifyUnsubscribeToken(key, token.replace('.', '.+/'))).toEqual({ refused: 'malformed' });
    expect(verifyUnsubscribeToken(key, withPayload(token, `${claim.userId}\nmessage`))).toEqual({
      refused: 'malformed',
    });
  });
});
