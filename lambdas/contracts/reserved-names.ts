/**
 * Names that would pass for Squad itself or its staff, compared after folding look-alikes: `adm.1n`, `r00t`,
 * `supp0rt` and `SquadSupport` read as the words they imitate. Shared by the username and display-name
 * schemas, so the server and the SPA's on-demand check refuse the same names.
 */
import { built } from './built';

/**
 * Refused anywhere inside a name: words that claim the product or a role in it, long and distinctive enough
 * that no ordinary name contains them ("SquadSupport", "destek_ekibi", "xadminx").
 */
const staffWords = [
  'squad',
  'admin',
  'yonetici',
  'moderator',
  'destek',
  'support',
  'root',
  'staff',
  'official',
  'security',
  'guvenlik',
  'helpdesk',
  'webmaster',
  'postmaster',
  'noreply',
] as const;

/**
 * Refused only as a word of its own (the whole name, or one part between separators or at a capital): short or
 * everyday words that sit inside ordinary names and words ("modern", "steam", "Resmiye", "bilgisayar",
 * "yardimsever", "kapi"), where refusing the substring would turn away real people.
 */
const reservedWords = [
  'mod',
  'sysop',
  'system',
  'sistem',
  'yardim',
  'help',
  'team',
  'ekip',
  'resmi',
  'info',
  'bilgi',
  'iletisim',
  'contact',
  'abuse',
  'api',
  'www',
  'null',
  'undefined',
] as const;

/**
 * Characters read as a letter they resemble: digits and signs that stand in for letters, the Turkish dotless i,
 * and the Cyrillic and Greek letters that look Latin (a display name may hold any script). `l` and `1` fold to
 * `i` with it, since each passes for the others.
 */
const lookAlikes: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  l: 'i',
  ı: 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
};

/**
 * The letters a name reads as: accents and case dropped (ş -> s, İ -> i, fullwidth forms to plain), look-alikes
 * replaced, and everything that is not a letter a-z left out (separators, other digits, spaces). A run of three
 * or more digits is a number (a birth year, a counter), not letters: read as letters, "kadir2007" would end in
 * "root".
 */
export function foldLookAlikes(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\d{3,}/g, '')
    .toLowerCase();
  return Array.from(plain, (character) => lookAlikes[character] ?? character)
    .join('')
    .replace(/[^a-z]/g, '');
}

const foldedStaffWords = /* @__PURE__ */ built(() => staffWords.map(foldLookAlikes));
const foldedReservedWords = /* @__PURE__ */ built(() => new Set(reservedWords.map(foldLookAlikes)));

/** Whether the name, read as its letters, contains a word that claims Squad or a role in it. */
export function claimsStaff(name: string): boolean {
  const folded = foldLookAlikes(name);
  return foldedStaffWords.some((word) => folded.includes(word));
}

/** The name and its words: split at separators and where a lower-case letter meets a capital ("ModTeam"). */
const wordsOf = (name: string) => [
  name,
  ...name.split(/[^\p{L}\p{N}@$!|]+|(?<=\p{Ll})(?=\p{Lu})/u).filter(Boolean),
];

/**
 * A username Squad keeps: one that claims staff anywhere, or whose whole or one word is a reserved word,
 * trailing digits aside ("help2", "m0d_ali").
 */
export function isReservedUsername(username: string): boolean {
  if (claimsStaff(username)) return true;
  return wordsOf(username).some(
    (word) =>
      foldedReservedWords.has(foldLookAlikes(word)) ||
      foldedReservedWords.has(foldLookAlikes(word.replace(/\d+$/, ''))),
  );
}
