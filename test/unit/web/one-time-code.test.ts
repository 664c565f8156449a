import { resetCodeFrom } from '../../../web/src/features/auth/api/reset-code';

describe('a pasted reset code', () => {
  it.each(['123 456', '123-456', 'Kod: 123456', ' 12 34 56 '])('keeps all six digits of %j', (pasted) => {
    expect(resetCodeFrom(pasted)).toBe('123456');
  });

  it('keeps only the first six digits of a longer text', () => {
    expect(resetCodeFrom('123456 (1 saat geçerli)')).toBe('123456');
  });

  it('is empty when nothing typed is a digit', () => {
    expect(resetCodeFrom('Kod:')).toBe('');
  });
});
