/**
 * The rules screener: the local stack's default (DESIGN.md section 4), no network. It rejects a message that
 * uses a listed slur, insult, sexual or payment term (term-lists.ts, matched after text-normalisation.ts), that
 * shares or asks for contact details or links off the platform, or that is repeated-character spam. Anything
 * else is approved: it only knows what its lists and patterns name, and says so in its name ("rules").
 */
import type { ScreeningCategory } from '../contracts/requests';
import type { Screener, ScreeningVerdict } from './screener';
import {
  contactPlatforms,
  contactRequests,
  hostileWords,
  secondPerson,
  targetedGroups,
  termLists,
  type TermList,
} from './term-lists';
import {
  normaliseEntry,
  spellsFromStart,
  turkishLowercase,
  wordsOf,
  type MessageWords,
  type Word,
} from './text-normalisation';

interface TermPart {
  readonly form: string;
  readonly prefix: boolean;
  readonly spelled: boolean;
}
type Term = readonly TermPart[];

function compile(entry: string, spelled = false): Term {
  return entry.split(' ').map((part) => {
    const prefix = part.endsWith('*');
    const word = normaliseEntry(prefix ? part.slice(0, -1) : part);
    return { form: spelled ? word.spelled : word.folded, prefix, spelled };
  });
}

function partMatches(word: Word, part: TermPart): boolean {
  return spellsFromStart(part.spelled ? word.spelled : word.folded, part.form, !part.prefix);
}

/** One-word terms also match fragments joined together; longer terms match consecutive words. */
function termFound(term: Term, words: MessageWords): boolean {
  if (term.length === 1) return words.candidates.some((word) => partMatches(word, term[0]));
  return words.sequence.some((_, start) =>
    term.every((part, offset) => {
      const word = words.sequence[start + offset];
      return word !== undefined && partMatches(word, part);
    }),
  );
}

function positionsOf(terms: readonly Term[], words: MessageWords): number[] {
  return words.sequence.flatMap((word, index) =>
    terms.some((term) => partMatches(word, term[0])) ? [index] : [],
  );
}

interface CompiledList extends Omit<TermList, 'terms' | 'spelled'> {
  readonly terms: readonly Term[];
}

const lists: readonly CompiledList[] = termLists.map((list) => ({
  ...list,
  terms: [
    ...list.terms.map((entry) => compile(entry)),
    ...(list.spelled ?? []).map((entry) => compile(entry, true)),
  ],
}));
const platforms = contactPlatforms.map((entry) => compile(entry));
const requests = contactRequests.map((entry) => compile(entry));
const groups = targetedGroups.map((entry) => compile(entry));
const hostile = hostileWords.map((entry) => compile(entry));
const addressed = secondPerson.map((entry) => compile(entry));

interface Finding {
  readonly category: ScreeningCategory;
  readonly reason: string;
}

/** When a message breaks several rules, the verdict names the most serious. */
const categoryOrder: readonly ScreeningCategory[] = [
  'hate',
  'sexual',
  'harassment',
  'scam',
  'personal_data',
  'spam',
  'other',
];

function listFindings(words: MessageWords): Finding[] {
  const findings: Finding[] = [];
  for (const list of lists) {
    const found = list.terms.filter((term) => termFound(term, words)).length;
    if (found === 0) continue;
    const aimed = addressed.some((term) => termFound(term, words));
    if (list.severity === 'severe' || found >= 2 || aimed) findings.push(list);
  }
  return findings;
}

/** Within two words of each other, either order: "pis suriyeliler", "suriyeliler defolsun". */
function targetedHate(words: MessageWords): Finding[] {
  const groupAt = positionsOf(groups, words);
  const hostileAt = positionsOf(hostile, words);
  const near = groupAt.some((group) =>
    hostileAt.some((word) => word !== group && Math.abs(word - group) <= 2),
  );
  return near ? [{ category: 'hate', reason: 'Hostility towards a group.' }] : [];
}

function offPlatformContact(words: MessageWords): Finding[] {
  const named = platforms.some((term) => termFound(term, words));
  const asked = requests.some((term) => termFound(term, words));
  return named && asked
    ? [{ category: 'personal_data', reason: 'Asks to move to another messaging app.' }]
    : [];
}

const patterns: readonly (Finding & { readonly pattern: RegExp })[] = [
  {
    category: 'scam',
    reason: 'Off-platform payment (IBAN).',
    pattern: /\btr\s*\d{2}(?:\s*\d{4}){5}\s*\d{2}\b/iu,
  },
  {
    category: 'personal_data',
    reason: 'Shares an e-mail address.',
    pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u,
  },
  {
    category: 'personal_data',
    reason: 'Shares a phone number.',
    // Turkish mobile and landline numbers with any spacing (0532 123 45 67, +90 (212) 123 4567), and any other
    // international number; dates and times ("12.05.2025 18:30") do not fit either.
    pattern:
      /(?<!\d)(?:\+?90[\s.-]*)?(?:\(?0\)?[\s.-]*)?\(?[2-5]\d{2}\)?[\s.-]*\d{3}[\s.-]*\d{2}[\s.-]*\d{2}(?!\d)|\+\d[\d\s().-]{8,}\d/u,
  },
  {
    category: 'spam',
    reason: 'Contains a link.',
    pattern:
      /https?:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|me|co|ly|gg|link|xyz|app|info|biz|ru|site|online|shop|club|top|tk|live|tv)(?:\.tr)?\b/iu,
  },
];

const longestRepeat = 10;
const lowVarietyLength = 24;
const lowVarietyLetters = 4;
const repeatedWordCount = 5;

/** "aaaaaaaaaaaa", "!!!!!!!!!!!!", "asdasdasdasdasdasdasdasd", "katıl katıl katıl katıl katıl katıl". */
function repetitionSpam(message: string, words: MessageWords): Finding[] {
  const spam = [{ category: 'spam' as const, reason: 'Repeated-character spam.' }];
  const chars = Array.from(message.replace(/\s+/g, ''));
  let run = 1;
  for (let index = 1; index < chars.length; index += 1) {
    run = chars[index] === chars[index - 1] ? run + 1 : 1;
    if (run >= longestRepeat) return spam;
  }
  const letters = words.sequence.map((word) => word.folded).join('');
  if (letters.length >= lowVarietyLength && new Set(letters).size <= lowVarietyLetters) return spam;
  const counts = new Map<string, number>();
  for (const word of words.sequence) counts.set(word.folded, (counts.get(word.folded) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  return most >= repeatedWordCount && most * 2 >= words.sequence.length ? spam : [];
}

export function rulesVerdict(message: string): ScreeningVerdict {
  const words = wordsOf(message);
  const lowercase = turkishLowercase(message);
  const findings = [
    ...listFindings(words),
    ...targetedHate(words),
    ...offPlatformContact(words),
    ...patterns.filter(({ pattern }) => pattern.test(lowercase)),
    ...repetitionSpam(message, words),
  ];
  if (findings.length === 0) return { outcome: 'approved', category: null, reason: null };
  const [worst] = [...findings].sort(
    (a, b) => categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category),
  );
  return { outcome: 'rejected', category: worst.category, reason: worst.reason };
}

export const rulesScreener: Screener = {
  name: 'rules',
  screen: async (message) => rulesVerdict(message),
};
