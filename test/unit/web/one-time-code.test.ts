import { oneTimeCodeFrom } from '../../../web/src/lib/one-time-code';

describe('a pasted one-time code', () => {
  it.each(['123 456', '123-456', 'Kod: 123456', ' 12 34 56 '])('keeps all six digits of %j', (pasted) => {
    expect(oneTimeCodeFrom(pasted)).toBe('123456');
  });

  it('keeps only the first six digits of a longer text', () => {
    expect(oneTimeCodeFrom('123456 (1 saat geçerli)')).toBe('123456');
  });

  it('is empty when nothing typed is a digit', () => {
    expect(oneTimeCodeFrom('Kod:')).toBe('');
  });
});
