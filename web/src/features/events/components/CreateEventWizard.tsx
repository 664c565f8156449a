/** The 6-step create-event wizard (spec sections 2, 4, 5): one step at a time, checked with the server's schema. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  eventCreatedMessage,
  eventTokenCost,
  participantLimits,
  type EventCard as EventCardData,
  type EventType,
} from '@contracts/events';
import { Dialog } from '../../../lib/ui/Dialog';
import { wizardCopy as copy } from '../../../copy/wizard';
import { useProfile } from '../../profile';
import { primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { ApiError } from '../../../lib/api/client';
import { createEvent, revalidateEvents } from '../api';
import { EventCard } from './EventCard';
import {
  BasicsFields,
  DateFields,
  stepProblem,
  TagsFields,
  WhereFields,
  filledFields,
  useEventForm,
} from './EventFormFields';
import { eventRefusals } from '@contracts/refusals';

const lastStep = 6;

interface WizardProps {
  initialType: EventType;
  onClose: () => void;
}

export default function CreateEventWizard({ initialType, onClose }: WizardProps) {
  const { profile } = useProfile();
  const [step, setStep] = useState(1);
  const { form, setForm, setField, problem, setProblem } = useEventForm({
    type: initialType,
    maxParticipants: participantLimits.default,
    durationMinutes: 60,
    price: 0,
    skillLevel: 'beginner',
    voiceRequired: false,
    language: 'tr',
    gameType: 'Other',
  });
  const [submitting, setSubmitting] = useState(false);
  // One key per wizard session: a retried submit is answered with the same event, never a second debit.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
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
    setSubmitting(true);
    try {
      const answer = await createEvent({ ...filledFields(form), draft, idempotencyKey });
      toast.success(draft ? copy.draftSaved : answer.message || eventCreatedMessage);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : copy.createFailed);
    } finally {
      setSubmitting(false);
      void revalidateEvents();
      // The spec closes the wizard after every submit attempt, successful or not.
      onClose();
    }
  }

  const props = { form, setField, setForm };
  const preview: EventCardData = {
    id: 'preview',
    type: form.type,
    status: 'upcoming',
    title: form.title ?? '',
    description: form.description ?? '',
    category: form.category ?? '',
    tags: form.tags ?? [],
    startsAt: null,
    durationMinutes: form.durationMinutes ?? null,
    host: {
      userId: profile?.userId ?? '',
      name: profile?.displayName ?? '',
      username: profile?.username ?? null,
      avatar: profile?.profilePicture ?? null,
      rating: profile?.stats.averageRating ?? 0,
      eventsHosted: profile?.stats.eventsHosted ?? 0,
      rank: '',
    },
    participants: { current: 1, max: form.maxParticipants ?? participantLimits.default },
    slotsLeft: (form.maxParticipants ?? participantLimits.default) - 1,
    distanceKm: null,
    price: form.price ?? 0,
    skillLevel: form.skillLevel ?? null,
    public_location: form.public_location ?? null,
    publicPoint: null,
    city: form.city ?? null,
    district: form.district ?? null,
    platform: form.platform ?? null,
    gameType: form.gameType ?? null,
    voiceRequired: form.voiceRequired ?? false,
    requirements: form.requirements ?? null,
    language: form.language ?? null,
  };

  return (
    <Dialog title={copy.title} onClose={onClose} widthClass="max-w-2xl">
      <p className="mb-1 text-sm font-semibold text-violet-800">{copy.step(step, lastStep)}</p>
      <h3 className="mb-4 text-base font-bold text-slate-900">{copy.stepNames[step - 1]}</h3>

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
            <p role="alert" className="text-sm font-semibold text-red-700">
              {eventRefusals.INSUFFICIENT_TOKENS}
            </p>
          )}
          <p className="text-sm font-semibold text-slate-800">{copy.preview.title}</p>
          <div aria-hidden="true" className="pointer-events-none">
            <EventCard event={preview} />
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
  );
}
