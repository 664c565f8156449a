/**
 * The decision form's draft, checked with the server's own schema (`caseDecisionSchema`), and its keyboard
 * shortcuts: one letter per action, the first of its button's text where it is free, so the key is the word the
 * moderator reads.
 */
import {
  caseDecisionSchema,
  isSanction,
  type CaseDecision,
  type CommunityRule,
  type ModerationAction,
} from '@contracts/moderation';
import { checkForm } from '../../lib/form-check';

export interface DecisionDraft {
  action: ModerationAction | '';
  rule: CommunityRule | '';
  /** as typed in the days field */
  days: string;
  reason: string;
}

export type DecisionField = keyof DecisionDraft;
export type DecisionErrors = Partial<Record<DecisionField, string>>;

export const emptyDraft: DecisionDraft = { action: '', rule: '', days: '', reason: '' };

const reasonSchema = caseDecisionSchema.shape.reason;
/** The reason's limits, read from the contract. */
export const reasonLimits = { min: reasonSchema.minLength, max: reasonSchema.maxLength } as const;

/** A number typed in the field, or undefined for an empty one (the schema then asks for it if it must be there). */
function typedDays(days: string): number | undefined {
  const trimmed = days.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * What the form sends for the draft: the rule only with a sanction, the days only with a suspension, so a
 * choice left behind by switching actions is never sent.
 */
export function decisionInput(draft: DecisionDraft): Record<string, unknown> {
  const { action } = draft;
  return {
    action: action || undefined,
    rule: action && isSanction(action) ? draft.rule || undefined : undefined,
    days: action === 'suspend' ? typedDays(draft.days) : undefined,
    reason: draft.reason,
  };
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): DecisionErrors {
  const errors: DecisionErrors = {};
  for (const issue of issues) errors[issue.path[0] as DecisionField] ??= issue.message;
  return errors;
}

/**
 * The decision to send, or one message per field. zod leaves an object's own rules (a sanction names its rule, a
 * suspension its days) unchecked while a field fails, so the draft is checked a second time with a reason that
 * passes: the moderator hears of every missing choice at once, not one per attempt.
 */
export function checkDecision(
  draft: DecisionDraft,
): { decision: CaseDecision; errors?: undefined } | { decision?: undefined; errors: DecisionErrors } {
  const input = decisionInput(draft);
  const checked = checkForm(caseDecisionSchema, input);
  if (checked.success) return { decision: checked.data };
  const errors = errorsOf(checked.error.issues);
  if (errors.reason) {
    const withReason = checkForm(caseDecisionSchema, { ...input, reason: 'x'.repeat(reasonLimits.min) });
    if (!withReason.success) {
      for (const [field, message] of Object.entries(errorsOf(withReason.error.issues))) {
        errors[field as DecisionField] ??= message;
      }
    }
  }
  return { errors };
}

/** Each action's key (shown with <kbd>, announced with aria-keyshortcuts). */
export const actionShortcuts = {
  dismiss: 'i',
  warn: 'u',
  // "İçeriği kaldır": i is taken, so k for "kaldır"
  'remove-content': 'k',
  suspend: 'a',
  ban: 'h',
  approve: 'o',
  decline: 'r',
  // "İtirazı reddet, yaptırım sürsün" and "Yaptırımı kaldır": i and r are taken, so the words that differ
  uphold: 's',
  reverse: 'y',
} as const satisfies Record<ModerationAction, string>;

/**
 * Where a letter is not a shortcut: text being typed (a text field, a select, an editable element), or a dialog
 * open over the form (the phone menu), whose keys are its own.
 */
export function ignoresShortcuts(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[role="dialog"]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type);
}

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** set when the press was typing, or in a dialog (see ignoresShortcuts) */
  ignored: boolean;
}

/** The action a key press picks among the case's actions, if it is a shortcut at all. */
export function shortcutAction(
  press: KeyPress,
  actions: readonly ModerationAction[],
): ModerationAction | undefined {
  if (press.ignored || press.ctrlKey || press.metaKey || press.altKey) return undefined;
  // "I" lower-cases to "ı" in Turkish and to "i" elsewhere: either way it is the key marked i.
  const keys = [press.key.toLowerCase(), press.key.toLocaleLowerCase('tr-TR')];
  return actions.find((action) => keys.includes(actionShortcuts[action]));
}
