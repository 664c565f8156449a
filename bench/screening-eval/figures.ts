/**
 * The labelled set and the figures every screener is scored by: "decline" is the positive class, so precision is
 * the share of declined messages that should have been declined and recall the share of bad messages caught. A
 * screener that could not decide a message (the Bedrock screener's `unscreened`, a failed Guardrails call) is
 * counted apart and left out of the figures, never guessed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const declineCategories = [
  'harassment-sexual',
  'threats-violence',
  'hate-insults',
  'spam-scam-off-platform',
  'prompt-attack',
  'personal-data',
] as const;
export const approveCategories = [
  'normal',
  'slangy-informal',
  'emoji',
  'borderline-fine',
  'typos-no-diacritics',
] as const;

export type Label = 'approve' | 'decline';

export interface LabelledMessage {
  readonly id: string;
  readonly text: string;
  readonly label: Label;
  readonly category: (typeof declineCategories)[number] | (typeof approveCategories)[number];
}

/** What a screener said of one message; `undecided` when it could not answer. */
export type Decision = Label | 'undecided';

export interface LabelledSet {
  readonly messages: readonly LabelledMessage[];
  readonly summary: { size: number; approve: number; decline: number; sha256: string };
}

export function readLabelledSet(): LabelledSet {
  const text = readFileSync(path.join(__dirname, 'labelled-messages.json'), 'utf8');
  const messages = JSON.parse(text) as LabelledMessage[];
  const known = new Set<string>([...declineCategories, ...approveCategories]);
  for (const message of messages) {
    const expected = (declineCategories as readonly string[]).includes(message.category)
      ? 'decline'
      : 'approve';
    if (!known.has(message.category) || message.label !== expected) {
      throw new Error(
        `labelled-messages.json: ${message.id} has label ${message.label}, ${message.category}`,
      );
    }
  }
  return {
    messages,
    summary: {
      size: messages.length,
      approve: messages.filter((message) => message.label === 'approve').length,
      decline: messages.filter((message) => message.label === 'decline').length,
      // ties cloud figures kept in results.json to the set they were measured on
      sha256: createHash('sha256').update(text).digest('hex').slice(0, 16),
    },
  };
}

interface CategoryFigures {
  messages: number;
  declined: number;
  /** decline categories: the share caught */
  recall?: number;
  /** approve categories: the share wrongly declined */
  falsePositiveRate?: number;
}

export interface Figures {
  precision: number;
  recall: number;
  f1: number;
  byCategory: Record<string, CategoryFigures>;
  falsePositives: number;
  falseNegatives: number;
  undecided: number;
  missedIds: { falseNegatives: string[]; falsePositives: string[] };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : round(part / whole));

export function figuresOf(messages: readonly LabelledMessage[], decisions: readonly Decision[]): Figures {
  const decided = messages
    .map((message, index) => ({ message, decision: decisions[index] }))
    .filter(({ decision }) => decision !== 'undecided');
  const truePositives = decided.filter(
    ({ message, decision }) => message.label === 'decline' && decision === 'decline',
  ).length;
  const falsePositives = decided.filter(
    ({ message, decision }) => message.label === 'approve' && decision === 'decline',
  );
  const falseNegatives = decided.filter(
    ({ message, decision }) => message.label === 'decline' && decision === 'approve',
  );
  const precision = ratio(truePositives, truePositives + falsePositives.length);
  const recall = ratio(truePositives, truePositives + falseNegatives.length);
  const byCategory: Record<string, CategoryFigures> = {};
  for (const category of [...declineCategories, ...approveCategories]) {
    const inCategory = decided.filter(({ message }) => message.category === category);
    const declined = inCategory.filter(({ decision }) => decision === 'decline').length;
    const isDecline = (declineCategories as readonly string[]).includes(category);
    byCategory[category] = {
      messages: inCategory.length,
      declined,
      ...(isDecline
        ? { recall: ratio(declined, inCategory.length) }
        : { falsePositiveRate: ratio(declined, inCategory.length) }),
    };
  }
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : round((2 * precision * recall) / (precision + recall)),
    byCategory,
    falsePositives: falsePositives.length,
    falseNegatives: falseNegatives.length,
    undecided: messages.length - decided.length,
    missedIds: {
      falseNegatives: falseNegatives.map(({ message }) => message.id),
      falsePositives: falsePositives.map(({ message }) => message.id),
    },
  };
}

/** Either screener declining declines: the figures of running both. */
export function either(first: readonly Decision[], second: readonly Decision[]): Decision[] {
  return first.map((decision, index) => {
    const other = second[index];
    if (decision === 'decline' || other === 'decline') return 'decline';
    return decision === 'undecided' || other === 'undecided' ? 'undecided' : 'approve';
  });
}
