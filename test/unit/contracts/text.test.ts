import { textRefusedMessage, userText } from '../../../lambdas/contracts/text';

const title = userText({ min: 1, max: 10 });
const description = userText({ max: 50, multiline: true });

function refusal(schema: typeof title, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('userText', () => {
  it('trims surrounding white space', () => {
    expect(title.parse('  Tavla  ')).toBe('Tavla');
  });

  it('counts the limit after trimming', () => {
    expect(title.safeParse('   0123456789   ').success).toBe(true);
    expect(refusal(title, '0123456789X')).toBe('En fazla 10 karakter olabilir.');
  });

  it('refuses text that is only white space when a minimum is set', () => {
    expect(refusal(title, '   ')).toBe('En az 1 karakter olmalı.');
  });

  it.each([
    ['a NUL character', 'a\u0000b'],
    ['an escape character', 'a\u001bb'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'gpj.\u202eexe'],
    ['a bidirectional isolate', 'a\u2066b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s', (_, value) => {
    expect(refusal(title, value)).toBe(textRefusedMessage);
  });

  it('keeps emoji, whose surrogates come in pairs', () => {
    expect(title.parse('Oyun 🎮')).toBe('Oyun 🎮');
  });

  it('refuses line breaks in a single-line field', () => {
    expect(refusal(title, 'a\nb')).toBe(textRefusedMessage);
  });

  it('keeps line breaks and tabs in a multi-line field', () => {
    expect(description.parse('satır 1\n\tsatır 2')).toBe('satır 1\n\tsatır 2');
  });
});
