import { titleTurkish } from '../../../lambdas/contracts/turkish-text';

describe('Turkish title casing', () => {
  it('capitalises each word with Turkish dotted and dotless letters', () => {
    expect(titleTurkish('ŞEREFLİKOÇHİSAR IĞDIR')).toBe('Şereflikoçhisar Iğdır');
  });

  it('capitalises the first word inside brackets', () => {
    expect(titleTurkish('Merkez Mah (nişantaşı Köyü)')).toBe('Merkez Mah (Nişantaşı Köyü)');
  });

  it('capitalises a word after a slash', () => {
    expect(titleTurkish('TERZİKÖY/KAPLICA')).toBe('Terziköy/Kaplıca');
  });

  it('starts no word after an apostrophe or inside a hyphenated name', () => {
    expect(titleTurkish("KADIKÖY'DE AHMED-İ HANİ")).toBe("Kadıköy'de Ahmed-i Hani");
  });

  it('leaves a number as it is', () => {
    expect(titleTurkish('19 MAYIS')).toBe('19 Mayıs');
  });
});
