import {
  creditedTokens,
  packageFeatures,
  paymentCurrency,
  tokenPackageById,
  tokenPackages,
} from '../../../lambdas/contracts/tokens';

describe('the package catalogue', () => {
  it('holds the four packages of the spec, with their tokens, bonus, prices and validity', () => {
    expect(
      tokenPackages.map((p) => [
        p.name,
        p.tokens,
        p.bonusTokens,
        p.price,
        p.originalPrice,
        p.discountPercent,
        p.validityDays,
      ]),
    ).toEqual([
      ['Starter Pack', 5, 0, '9.99', '12.50', 20, 30],
      ['Popular Pack', 10, 2, '17.99', '25.00', 28, 60],
      ['Pro Pack', 25, 5, '39.99', '62.50', 36, 90],
      ['Enterprise Pack', 50, 10, '69.99', '125.00', 44, 120],
    ]);
  });

  it('marks the Popular Pack as the most popular, and only it', () => {
    expect(tokenPackages.filter((p) => p.popular).map((p) => p.id)).toEqual(['popular']);
  });

  it('prices every package in one currency, in iyzico’s format of two decimals and a dot', () => {
    for (const p of tokenPackages) {
      expect(p.currency).toBe(paymentCurrency);
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('credits a package’s tokens and its bonus', () => {
    expect(creditedTokens(tokenPackageById('popular'))).toBe(12);
  });

  it('lists only what a package really gives: the bonus when there is one, the validity, priority listing for Enterprise', () => {
    expect(packageFeatures(tokenPackageById('starter'))).toEqual([
      '5 etkinlik oluşturma hakkı',
      'Tokenlar 30 gün geçerli',
    ]);
    expect(packageFeatures(tokenPackageById('enterprise'))).toEqual([
      '50 etkinlik oluşturma hakkı',
      '+10 bonus token',
      'Tokenlar 120 gün geçerli',
      'Öne çıkan listeleme: etkinliklerin listelerin başında',
    ]);
  });
});
