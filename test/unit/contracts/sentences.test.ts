import { sentences } from '../../../lambdas/contracts/sentences';

describe('sentences', () => {
  it('closes a message without a full stop before the next one begins', () => {
    expect(sentences('Kart limiti yetersiz, yetersiz bakiye', 'Kartından para çekilmedi.')).toBe(
      'Kart limiti yetersiz, yetersiz bakiye. Kartından para çekilmedi.',
    );
  });

  it('keeps the punctuation a message already ends with', () => {
    expect(sentences('Yetersiz token!', 'Formun saklandı.', 'Tekrar dene?', 'Tebrikler 🎉')).toBe(
      'Yetersiz token! Formun saklandı. Tekrar dene? Tebrikler 🎉',
    );
  });

  it('leaves out blank and missing messages', () => {
    expect(sentences('  ', undefined, ' Ödeme tamamlanmadı ')).toBe('Ödeme tamamlanmadı.');
  });
});
