/** Turkish-aware text helpers shared by the location table builder, its readers and the gazetteer. */

const FOLDED_LETTERS: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * A comparison key: Turkish lower case, diacritics folded, everything but letters and digits dropped.
 * "KADIKÖY", "Kadıköy" and "kadikoy" share one key, and so do GeoNames' ASCII spellings ("Umraniye").
 */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (letter) => FOLDED_LETTERS[letter])
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}

/** Words of a free-text query, each folded; "Kadıköy, İstanbul" -> ["kadikoy", "istanbul"]. */
export function foldedWords(text: string): string[] {
  return text
    .split(/[\s,./-]+/)
    .map(foldTurkish)
    .filter((word) => word.length > 0);
}

export function upperTurkish(text: string): string {
  return text.toLocaleUpperCase('tr-TR');
}

/**
 * A letter that begins a word: at the start, or after a space, an opening bracket or a slash. Not after a hyphen,
 * which joins a Persian izafet ("Ahmed-i Hani"), nor after an apostrophe, which starts a suffix ("Kadıköy'de").
 */
const WORD_START = /(^|[\s(/])(\p{L})/gu;

/**
 * "KADIKÖY" -> "Kadıköy", "ŞEREFLİKOÇHİSAR" -> "Şereflikoçhisar", "19 MAYIS" -> "19 Mayıs", and a word in brackets
 * keeps its capital: "MERKEZ MAH (NİŞANTAŞI KÖYÜ)" -> "Merkez Mah (Nişantaşı Köyü)".
 */
export function titleTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(WORD_START, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('tr-TR'));
}
