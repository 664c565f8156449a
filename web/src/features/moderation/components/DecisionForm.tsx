/**
 * The decision on an open case: the actions this case takes as radio buttons (each with its letter), the broken
 * rule for a sanction, the days of a suspension, and the reason, checked with the server's own schema before it
 * is sent. A letter picks an action unless the moderator is typing; Ctrl + Enter in the reason saves. When another
 * moderator decided first (409), the page says so and shows their decision.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  communityRuleIds,
  communityRules,
  isSanction,
  moderationActions,
  suspensionDays,
  type CaseDetails,
  type CommunityRule,
  type ModerationAction,
} from '@contracts/moderation';
import type { moderationRefusals } from '@contracts/refusals';
import { moderationCopy } from '../../../copy/moderation';
import { ApiError, failedCallMessage } from '../../../lib/api/client';
import { card, inputClass, labelClass, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { CountedTextArea } from '../../../lib/ui/CountedTextArea';
import { ErrorNote } from '../../../lib/ui/ErrorNote';
import { decideCase } from '../api';
import {
  actionShortcuts,
  checkDecision,
  emptyDraft,
  ignoresShortcuts,
  reasonLimits,
  shortcutAction,
  type DecisionDraft,
  type DecisionErrors,
  type DecisionField,
} from '../decision';

const copy = moderationCopy.form;
const alreadyDecided: keyof typeof moderationRefusals = 'ALREADY_DECIDED';
/** Suspensions moderators give most, one tap each. */
const quickDays = [1, 3, 7, 30].filter((days) => days >= suspensionDays.min && days <= suspensionDays.max);
const fieldOrder: DecisionField[] = ['action', 'rule', 'days', 'reason'];

interface DecisionFormProps {
  details: Pick<CaseDetails, 'caseId' | 'actions'>;
  /** with the server's confirmation */
  onDecided: (message: string) => void;
  /** another moderator decided first: the server's words; the page reads the case again */
  onAlreadyDecided: (message: string) => void;
}

export function DecisionForm({ details, onDecided, onAlreadyDecided }: DecisionFormProps) {
  const id = useId();
  const { caseId, actions } = details;
  const [draft, setDraft] = useState<DecisionDraft>(emptyDraft);
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const radios = useRef<Partial<Record<ModerationAction, HTMLInputElement | null>>>({});
  const ruleField = useRef<HTMLSelectElement>(null);
  const daysField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  const fieldId = (field: DecisionField) => `${id}-${field}`;
  const errorId = (field: DecisionField) => `${id}-${field}-error`;

  function edit(changes: Partial<DecisionDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes) as DecisionField[]) delete next[field];
      return next;
    });
  }

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.defaultPrevented || sending) return;
      const action = shortcutAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          ignored: ignoresShortcuts(event.target),
        },
        actions,
      );
      if (!action) return;
      event.preventDefault();
      setDraft((current) => ({ ...current, action }));
      setErrors((current) => ({ ...current, action: undefined }));
      // Focus on the chosen button: a screen reader says which action the key picked.
      radios.current[action]?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actions, sending]);

  function focusFirstInvalid(found: DecisionErrors) {
    const first = fieldOrder.find((field) => found[field]);
    if (first === 'action') radios.current[actions[0]]?.focus();
    else if (first === 'rule') ruleField.current?.focus();
    else if (first === 'days') daysField.current?.focus();
    else if (first === 'reason') reasonField.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setProblem('');
    const checked = checkDecision(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await decideCase(caseId, checked.decision);
      onDecided(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.reason === alreadyDecided || failure.status === 409)) {
        onAlreadyDecided(failure.message);
      } else {
        setProblem(failedCallMessage(failure, copy.failed));
      }
    } finally {
      setSending(false);
    }
  }

  function saveOnCtrlEnter(event: KeyboardEvent<HTMLFormElement>) {
    if (
      event.key === 'Enter' &&
      (event.ctrlKey || event.metaKey) &&
      event.target instanceof HTMLTextAreaElement
    ) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  }

  const sanction = draft.action !== '' && isSanction(draft.action);
  const describedBy = (field: DecisionField, hintId?: string) =>
    [errors[field] ? errorId(field) : undefined, hintId].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: DecisionField) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={saveOnCtrlEnter}
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      className={`${card} flex flex-col gap-4`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {copy.title}
      </h2>
      <fieldset aria-describedby={describedBy('action', `${id}-shortcuts`)}>
        <legend className={labelClass}>{copy.actions}</legend>
        <p id={`${id}-shortcuts`} className="mb-2 text-xs text-slate-700">
          {copy.shortcutsHint}
        </p>
        <div className="flex flex-col gap-2">
          {actions.map((action) => (
            <label
              key={action}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 transition hover:bg-slate-50 has-checked:border-violet-600 has-checked:bg-violet-50"
            >
              <input
                ref={(element) => {
                  radios.current[action] = element;
                }}
                type="radio"
                name={`${id}-action`}
                value={action}
                checked={draft.action === action}
                onChange={() => edit({ action })}
                aria-keyshortcuts={actionShortcuts[action]}
                aria-invalid={errors.action ? true : undefined}
                // Kept clear of the sticky header when a failed check sends focus back up here (as are the fields below).
                className="size-4 shrink-0 scroll-mt-28 accent-violet-700"
              />
              <span className="min-w-0 flex-1 font-semibold text-slate-900">{moderationActions[action]}</span>
              <kbd
                aria-hidden="true"
                className="shrink-0 rounded-md border border-slate-300 bg-white px-1.5 font-mono text-xs text-slate-800 shadow-sm"
              >
                {actionShortcuts[action]}
              </kbd>
            </label>
          ))}
        </div>
        {fieldError('action')}
      </fieldset>

      {sanction && (
        <div>
          <label htmlFor={fieldId('rule')} className={labelClass}>
            {copy.rule}
          </label>
          <select
            ref={ruleField}
            id={fieldId('rule')}
            value={draft.rule}
            onChange={(event) =>
              edit({ rule: communityRuleIds.find((rule) => rule === event.target.value) ?? '' })
            }
            aria-invalid={errors.rule ? true : undefined}
            aria-describedby={describedBy('rule', `${id}-rule-hint`)}
            className={`${inputClass} scroll-mt-28`}
          >
            <option value="">{copy.chooseRule}</option>
            {communityRuleIds.map((rule) => (
              <option key={rule} value={rule}>
                {communityRules[rule].title}
              </option>
            ))}
          </select>
          {fieldError('rule')}
          <p id={`${id}-rule-hint`} className="mt-1 text-xs text-slate-700">
            {draft.rule ? <RuleText rule={draft.rule} /> : copy.ruleHint}
          </p>
        </div>
      )}

      {draft.action === 'suspend' && (
        <div>
          <label htmlFor={fieldId('days')} className={labelClass}>
            {copy.days}
          </label>
          <input
            ref={daysField}
            id={fieldId('days')}
            type="number"
            inputMode="numeric"
            min={suspensionDays.min}
            max={suspensionDays.max}
            step={1}
            value={draft.days}
            onChange={(event) => edit({ days: event.target.value })}
            aria-invalid={errors.days ? true : undefined}
            aria-describedby={describedBy('days', `${id}-days-hint`)}
            className={`${inputClass} max-w-40 scroll-mt-28`}
          />
          {fieldError('days')}
          <p id={`${id}-days-hint`} className="mt-1 text-xs text-slate-700">
            {copy.daysHint}
          </p>
          <div role="group" aria-label={copy.quickDays} className="mt-2 flex flex-wrap gap-2">
            {quickDays.map((days) => (
              <button
                key={days}
                type="button"
                className={`${secondaryButton} px-3 py-1`}
                aria-pressed={draft.days === String(days)}
                onClick={() => edit({ days: String(days) })}
              >
                {copy.quickDay(days)}
              </button>
            ))}
          </div>
        </div>
      )}

      {(draft.action === 'ban' || draft.action === 'remove-content') && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          {draft.action === 'ban' ? copy.banWarning : copy.removeContentNote}
        </p>
      )}

      <div>
        <CountedTextArea
          id={fieldId('reason')}
          label={copy.reason}
          hint={sanction ? copy.reasonHintSanction : copy.reasonHint}
          value={draft.reason}
          onChange={(reason) => edit({ reason })}
          limit={reasonLimits.max}
          rows={4}
          invalid={Boolean(errors.reason)}
          errorId={errors.reason ? errorId('reason') : undefined}
          textAreaRef={reasonField}
        />
        {fieldError('reason')}
      </div>

      <ErrorNote message={problem} />
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}

function RuleText({ rule }: { rule: CommunityRule }) {
  return (
    <>
      <span className="font-semibold">{communityRules[rule].title}:</span> {communityRules[rule].text}
    </>
  );
}
