import { GarbageAnswerError, parseModelAnswer, systemPrompt } from '../../../lambdas/screening/model-verdict';
import { screeningCategories } from '../../../lambdas/contracts/requests';

describe('parseModelAnswer', () => {
  it('reads an approval without a category', () => {
    expect(parseModelAnswer('{"verdict":"approve","category":null,"reason":"Friendly."}')).toEqual({
      outcome: 'approved',
      category: null,
      reason: 'Friendly.',
    });
  });

  it('reads the object inside a code fence the model added anyway', () => {
    const text = '```json\n{"verdict":"reject","category":"scam","reason":"Asks for an IBAN."}\n```';

    expect(parseModelAnswer(text)).toMatchObject({ outcome: 'rejected', category: 'scam' });
  });

  it('files a rejection without a category under other', () => {
    expect(parseModelAnswer('{"verdict":"reject","category":null,"reason":"Odd."}').category).toBe('other');
  });

  it('keeps no category on an approval that names one', () => {
    expect(parseModelAnswer('{"verdict":"approve","category":"spam","reason":"Fine."}').category).toBeNull();
  });

  it.each([
    ['prose', 'The message is friendly.'],
    ['malformed JSON', '{"verdict":"approve",'],
    ['an unknown verdict', '{"verdict":"ok","category":null,"reason":"Fine."}'],
    ['an unknown category', '{"verdict":"reject","category":"rude","reason":"Rude."}'],
    ['no reason', '{"verdict":"approve","category":null}'],
    ['extra fields', '{"verdict":"approve","category":null,"reason":"Fine.","score":0.1}'],
  ])('refuses %s as garbage', (_case, text) => {
    expect(() => parseModelAnswer(text)).toThrow(GarbageAnswerError);
  });
});

describe('the system prompt', () => {
  it('names every category the contract allows', () => {
    for (const category of screeningCategories) expect(systemPrompt).toContain(`"${category}"`);
  });
});
