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

/** "KADIKÖY" -> "Kadıköy", "ŞEREFLİKOÇHİSAR" -> "Şereflikoçhisar", "19 MAYIS" -> "19 Mayıs". */
export function titleTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1))
    .join(' ');
}
