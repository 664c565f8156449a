import { localSeller } from '../../../bin/local/config';
import { kdvSplit } from '../../../lambdas/contracts/kdv';
import { contractBuyerOf, saleContracts, type SaleTerms } from '../../../lambdas/contracts/sale-contracts';
import { sellerFieldLabels } from '../../../lambdas/contracts/seller';
import { refundWindowDays, tokenPackageById } from '../../../lambdas/contracts/tokens';

const terms: SaleTerms = {
  seller: localSeller,
  buyer: { name: 'Deniz Arslan', email: 'deniz@squad.test' },
  tokenPackage: tokenPackageById('popular'),
  method: 'card',
  autoRefill: false,
  at: new Date('2026-11-25T22:30:00.000Z'),
};
const { preInformation, distanceSales } = saleContracts(terms);
const both = [
  ['the Ön Bilgilendirme Formu', preInformation],
  ['the Mesafeli Satış Sözleşmesi', distanceSales],
] as const;

describe.each(both)('%s', (_name, text) => {
  it('names the buyer and their e-mail', () => {
    expect(text).toContain('Ad soyad: Deniz Arslan');
    expect(text).toContain('E-posta: deniz@squad.test');
  });

  it("names every one of the seller's fields", () => {
    for (const [field, label] of Object.entries(sellerFieldLabels)) {
      expect(text).toContain(`${label}: ${localSeller[field as keyof typeof sellerFieldLabels]}`);
    }
  });

  it('states the price with KDV included, the KDV amount and its rate', () => {
    expect(kdvSplit('17.99')).toMatchObject({ net: '14.99', kdv: '3.00' });
    expect(text).toContain('Toplam fiyat (KDV dahil): $17,99');
    expect(text).toContain('KDV (%20): $3,00');
    expect(text).toContain('KDV hariç tutar: $14,99');
  });

  it('states the package, its tokens and the payment method', () => {
    expect(text).toContain(
      "Popular Pack: Squad'da etkinlik oluşturmak için 12 token (10 token + 2 bonus token).",
    );
    expect(text).toContain('Ödeme yöntemi: Kredi veya banka kartı');
  });

  it('says plainly that unused tokens may be returned within the withdrawal days', () => {
    expect(refundWindowDays).toBe(14);
    expect(text).toContain('hiç token harcamadıysa, ödemeden sonraki 14 gün içinde');
  });

  it('is dated by the Istanbul day of the acceptance', () => {
    // 22:30 UTC is already the next day in Istanbul.
    expect(text).toContain('Tarih: 26 Kasım 2026');
  });
});

describe('the contracts', () => {
  it('are the same text each time they are rendered from the same facts', () => {
    expect(saleContracts({ ...terms })).toEqual({ preInformation, distanceSales });
  });

  it('say an auto-refill is charged to the saved card', () => {
    expect(saleContracts({ ...terms, autoRefill: true }).distanceSales).toContain(
      'Ödeme yöntemi: Otomatik yükleme için kayıtlı kart',
    );
  });

  it('write headings in Turkish capitals', () => {
    expect(preInformation).toContain('\nŞİKÂYET VE İTİRAZ\n');
  });
});

describe('the buyer the contracts name', () => {
  it('is the full name, else the display name, with the e-mail', () => {
    expect(
      contractBuyerOf({ fullName: ' Ayşe Yılmaz ', displayName: 'ayse', email: 'a@squad.test' }),
    ).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'a@squad.test',
    });
    expect(contractBuyerOf({ fullName: '', displayName: 'ayse', email: 'a@squad.test' }).name).toBe('ayse');
  });
});
