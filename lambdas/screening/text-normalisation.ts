/**
 * Turns a message into the words the rules screener compares, so that the spellings people use to slip past
 * a word list compare equal to the listed word: Turkish lowercase (I -> ı, İ -> i), Turkish letters folded to
 * ASCII (ı/i ş/s ğ/g ü/u ö/o ç/c, so "orospu" is found written without diacritics), leetspeak (0->o 1->i 3->e
 * 4->a 5->s 7->t @->a $->s), repeated letters collapsed ("siiiktir"), and letters spaced or dotted apart
 * ("a.m.k", "s i k t i r") joined again. List entries go through the same function, so both sides agree.
 */

const leetspeak: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

/** `*` stands for a letter someone masked ("f*ck"); it matches any one letter of a listed word. */
export const maskedLetter = '*';

export interface Word {
  /** lowercased, leetspeak mapped, repeats collapsed, Turkish letters folded: what most list entries match */
  readonly folded: string;
  /** lowercased and leetspeak mapped only: for entries whose folded form is an innocent word ("göt"/"got") */
  readonly spelled: string;
}

export function turkishLowercase(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('tr');
}

/** ı has no decomposition; every other Turkish letter (and â, î, û) loses its mark under NFD. */
function foldDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** A masked letter is never collapsed: "f**k" hides two letters. */
function collapseRepeats(text: string): string {
  return text.replace(/([^*])\1+/gu, '$1');
}

function mapLeetspeak(token: string): string {
  return Array.from(token, (char) => leetspeak[char] ?? char).join('');
}

const hasLetter = /\p{L}/u;

/** A raw token's word, or undefined for a number or stray punctuation. */
function toWord(raw: string): Word | undefined {
  // "Merhaba!" and "|evet|": the leetspeak letters only count inside a word.
  const token = raw.replace(/^[!|]+|[!|]+$/g, '');
  if (!hasLetter.test(token)) return undefined;
  const spelled = mapLeetspeak(token);
  return { spelled, folded: collapseRepeats(foldDiacritics(spelled)) };
}

/** Letters, digits, the leetspeak symbols and the mask; everything else separates words. */
const tokenPattern = /[\p{L}\p{N}@$!|*]+/gu;

/** Fragments this short in a row are one word split apart ("a.m.k", "s i k t i r", "or.os.pu"). */
const fragmentLength = 3;
/** Fragments joined at most: "o r o s p u c o c u g u" is twelve. */
const longestSplitWord = 12;

export interface MessageWords {
  /** the words in order, for entries of several words */
  readonly sequence: readonly Word[];
  /** the words and, for each run of two or more short fragments, the word they spell together */
  readonly candidates: readonly Word[];
}

export function wordsOf(message: string): MessageWords {
  const words = (turkishLowercase(message).match(tokenPattern) ?? [])
    .map(toWord)
    .filter((word): word is Word => word !== undefined);
  const joined: Word[] = [];
  let run: Word[] = [];
  // Every stretch of the run, since real short words sit beside the split one: "a.m.k bu ne".
  const closeRun = () => {
    for (let start = 0; start < run.length - 1; start += 1) {
      for (let end = start + 2; end <= Math.min(run.length, start + longestSplitWord); end += 1) {
        const parts = run.slice(start, end);
        joined.push({
          spelled: parts.map((word) => word.spelled).join(''),
          folded: collapseRepeats(parts.map((word) => word.folded).join('')),
        });
      }
    }
    run = [];
  };
  for (const word of words) {
    if (Array.from(word.folded).length <= fragmentLength) run.push(word);
    else closeRun();
  }
  closeRun();
  return { sequence: words, candidates: [...words, ...joined] };
}

/** The form a list entry is compared in: the same steps as a message's words. */
export function normaliseEntry(entry: string): Word {
  const word = toWord(turkishLowercase(entry));
  if (!word) throw new Error(`List entry "${entry}" has no letters`);
  return word;
}

/**
 * `candidate` spells `expected` (whole, or from its start). Masked letters match any letter, as long as at least
 * half of the word is shown: "f*ck" is a word, "s***" could be any.
 */
export function spellsFromStart(candidate: string, expected: string, wholeWord: boolean): boolean {
  const have = Array.from(candidate);
  const want = Array.from(expected);
  if (wholeWord ? have.length !== want.length : have.length < want.length) return false;
  let masked = 0;
  for (const [index, char] of want.entries()) {
    if (have[index] === maskedLetter) masked += 1;
    else if (have[index] !== char) return false;
  }
  return masked * 2 <= want.length;
}
