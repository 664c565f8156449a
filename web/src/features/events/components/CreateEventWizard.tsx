/**
 * The 6-step create-event wizard (spec sections 2, 4, 5): one step at a time, checked with the server's schema and
 * rules. The spec closes it after every submit; a failed one leaves its form with the opener, so the next opening
 * starts from what was typed. A first event asks the birth date once (the profile's birth-date step) and is sent
 * again; an under-18 refusal is told like any other.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/ui/toast';
import { eventCreatedMessage, eventTokenCost, participantLimits, type EventType } from '@contracts/events';
import { Dialog } from '../../../lib/ui/Dialog';
import { wizardCopy as copy } from '../../../copy/wizard';
import { useBirthDateStep, useProfile } from '../../profile';
import { offerPhoneApp } from '../../install';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api/client';
import { createEvent, revalidateEvents } from '../api';
import { EventCard } from './EventCard';
import { OnlineEventCard } from './OnlineEventCard';
import { BasicsFields, DateFields, TagsFields, WhereFields } from './EventFormFields';
import {
  filledFields,
  firstProblemStep,
  previewCard,
  stepProblem,
  useEventForm,
  type EventForm,
} from './event-form';
import { eventRefusals } from '@contracts/refusals';
import { sentences } from '@contracts/sentences';

const lastStep = 6;

/** What a failed submit leaves: its form, its idempotency key and the server's answer. */
export interface KeptSubmit {
  form: EventForm;
  idempotencyKey: string;
  problem: string;
}

interface WizardProps {
  initialType: EventType;
  kept: KeptSubmit | null;
  /** a failed submit's form to start from next time, or null once the event is saved */
  onKeep: (kept: KeptSubmit | null) => void;
  onClose: () => void;
}

/** A kept form reopens at its first step with a problem (a start that has passed since), else at the preview. */
function reopenAt(kept: KeptSubmit): { step: number; problem: string } {
  const step = firstProblemStep(kept.form);
  return step
    ? { step, problem: stepProblem(kept.form, step) ?? kept.problem }
    : { step: lastStep, problem: kept.problem };
}

export default function CreateEventWizard({ initialType, kept, onKeep, onClose }: WizardProps) {
  const { profile } = useProfile();
  const birthDate = useBirthDateStep();
  const [reopened] = useState(() => (kept ? reopenAt(kept) : undefined));
  const [step, setStep] = useState(reopened?.step ?? 1);
  const { form, setForm, setField, problem, setProblem } = useEventForm(
    kept?.form ?? {
      type: initialType,
      maxParticipants: participantLimits.default,
      durationMinutes: 60,
      price: 0,
      skillLevel: 'beginner',
      voiceRequired: false,
      language: 'tr',
      gameType: 'Other',
    },
    reopened?.problem,
  );
  const [submitting, setSubmitting] = useState(false);
  // One key per form: a retried submit is answered with the same event, never a second debit.
  const [idempotencyKey] = useState(() => kept?.idempotencyKey ?? crypto.randomUUID());
  const balance = profile?.eventLimit ?? 0;

  function next() {
    const found = stepProblem(form, step);
    if (found) {
      setProblem(found);
      toast.error(found);
      return;
    }
    setStep((current) => Math.min(lastStep, current + 1));
  }

  async function submit(draft: boolean) {
    // A start picked on step 4 may have passed while the rest was filled in: back to that step, nothing sent.
    const problemStep = draft ? undefined : firstProblemStep(form);
    if (problemStep) {
      setStep(problemStep);
      setProblem(stepProblem(form, problemStep));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await birthDate.withBirthDate(() =>
        createEvent({ ...filledFields(form), draft, idempotencyKey }),
      );
      toast.success(draft ? copy.draftSaved : answer.message || eventCreatedMessage);
      onKeep(null);
      if (!draft) offerPhoneApp();
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : copy.createFailed;
      toast.error(sentences(message, copy.formKept));
      onKeep({ form, idempotencyKey, problem: message });
    } finally {
      setSubmitting(false);
      void revalidateEvents();
      // The spec closes the wizard after every submit attempt, successful or not.
      onClose();
    }
  }

  const props = { form, setField, setForm };
  const preview = previewCard(form, {
    userId: profile?.userId ?? '',
    name: profile?.displayName ?? '',
    username: profile?.username ?? null,
    avatar: profile?.profilePicture ?? null,
    rating: profile?.stats.averageRating ?? 0,
    ratingCount: profile?.stats.ratingCount ?? 0,
    eventsHosted: profile?.stats.eventsHosted ?? 0,
    rank: '',
  });

  return (
    <>
      <Dialog title={copy.title} onClose={onClose} widthClass="max-w-2xl">
        <p className="mb-1 text-sm font-semibold text-violet-800">{copy.step(step, lastStep)}</p>
        <h3 className="mb-4 text-base font-bold text-slate-900">{copy.stepName(step, form.type)}</h3>

        {step === 1 && (
          <fieldset>
            <legend className="sr-only">{copy.type.label}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {(['physical', 'online'] as const).map((type) => (
                <label
                  key={type}
                  className={`cursor-pointer rounded-2xl border-2 p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700 ${form.type === type ? 'border-violet-700 bg-violet-50' : 'border-slate-200'}`}
                >
                  <input
                    type="radio"
                    name="event-type"
                    className="sr-only"
                    checked={form.type === type}
                    onChange={() => setForm({ type, category: undefined, tags: [] })}
                  />
                  <span className="block font-bold text-slate-900">{copy.type[type]}</span>
                  <span className="text-sm text-slate-700">{copy.type[`${type}Hint`]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {step === 2 && <BasicsFields {...props} />}
        {step === 3 && <TagsFields {...props} />}
        {step === 4 && <DateFields {...props} />}
        {step === 5 && <WhereFields {...props} />}
        {step === 6 && (
          <div className="space-y-3">
            <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-900">
              {copy.preview.cost} {copy.preview.balance(balance)} ·{' '}
              {copy.preview.after(Math.max(0, balance - eventTokenCost))}
            </p>
            {balance < eventTokenCost && (
              <div className="flex flex-col items-start gap-2">
                <p role="alert" className="text-sm font-semibold text-red-700">
                  {eventRefusals.INSUFFICIENT_TOKENS}
                </p>
                {/* The form is kept across the purchase (the payment page leaves the app): back to this step after. */}
                <Link
                  to={paths.dashboard.tokens}
                  className={primaryButton}
                  aria-describedby="buy-tokens-hint"
                  onClick={() => {
                    onKeep({ form, idempotencyKey, problem: '' });
                    onClose();
                  }}
                >
                  {copy.buyTokens}
                </Link>
                <p id="buy-tokens-hint" className="text-sm text-slate-700">
                  {copy.buyTokensHint}
                </p>
              </div>
            )}
            <p className="text-sm font-semibold text-slate-800">{copy.preview.title}</p>
            <div aria-hidden="true" className="pointer-events-none">
              {form.type === 'online' ? (
                <OnlineEventCard event={preview} myRequest={undefined} own />
              ) : (
                <EventCard event={preview} myRequest={undefined} own />
              )}
            </div>
          </div>
        )}

        {problem && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}

        <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <button
            type="button"
            className={secondaryButton}
            disabled={step === 1 || submitting}
            onClick={() => setStep(step - 1)}
          >
            {copy.back}
          </button>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={submitting}
              onClick={() => void submit(true)}
            >
              {copy.saveDraft}
            </button>
            {step < lastStep ? (
              <button type="button" className={primaryButton} onClick={next}>
                {copy.next}
              </button>
            ) : (
              <button
                type="button"
                className={primaryButton}
                disabled={submitting || balance < eventTokenCost}
                onClick={() => void submit(false)}
              >
                {submitting ? copy.submitting : copy.submit}
              </button>
            )}
          </div>
        </div>
      </Dialog>
      {birthDate.dialog}
    </>
  );
}
