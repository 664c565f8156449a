/**
 * The event form's state and checks, shared by the wizard and the edit screen: each step is checked with the
 * contract's own schema and rules, so the form refuses what the server would refuse.
 */
import { useState } from 'react';
import {
  formStart,
  missingFields,
  requiredFieldsMessage,
  requiredFieldsOf,
  participantLimits,
  startsInFuture,
  type EventCard,
  type EventHost,
  type EventType,
} from '@contracts/events';
import { eventFieldsPartialSchema, type EventFields } from '@contracts/event-schemas';
import { eventRefusals } from '@contracts/refusals';
import { checkForm } from '../../../lib/form-check';

export type EventForm = Partial<EventFields> & { type: EventType };
export type SetField = <K extends keyof EventFields>(name: K, value: EventFields[K] | undefined) => void;

/** Fields the user left empty are not sent: a draft may lack them, and '' is not a title. */
export function filledFields<T extends object>(form: T): T {
  return Object.fromEntries(
    Object.entries(form).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/** The form state the wizard and the edit screen share: any change clears the last problem shown. */
export function useEventForm(initial: EventForm, initialProblem?: string) {
  const [form, setFormState] = useState<EventForm>(initial);
  const [problem, setProblem] = useState<string | undefined>(initialProblem);
  const setForm = (change: Partial<EventForm>) => {
    setProblem(undefined);
    setFormState((current) => ({ ...current, ...change }));
  };
  const setField: SetField = (name, value) => setForm({ [name]: value } as Partial<EventForm>);
  return { form, setForm, setField, problem, setProblem };
}

/**
 * The first message of the step: a required field missing, a field its schema refuses, or (on the date step) a
 * start the server would refuse as past.
 */
export function stepProblem(form: EventForm, step: number, now = new Date()): string | undefined {
  if (missingFields(form.type, form, requiredFieldsOf(form.type, step)).length > 0) {
    return requiredFieldsMessage;
  }
  const fields = stepFields(form.type, step);
  const result = checkForm(eventFieldsPartialSchema, withoutType(form));
  const issue = result.success
    ? undefined
    : result.error.issues.find((i) => fields.includes(i.path[0] as keyof EventFields));
  if (issue) return issue.message;
  if (fields.includes('time') && form.date && form.time && !startsInFuture(formStart(form), now)) {
    return eventRefusals.START_IN_PAST;
  }
  return undefined;
}

/** The first step (2 to 5) with a problem, if any: where a refused or restored form sends the user. */
export function firstProblemStep(form: EventForm, now = new Date()): number | undefined {
  return [2, 3, 4, 5].find((step) => stepProblem(form, step, now) !== undefined);
}

function withoutType({ type: _type, ...fields }: EventForm) {
  return fields;
}

const fieldsByStep: Record<number, (type: EventType) => (keyof EventFields)[]> = {
  2: () => ['title', 'description', 'category'],
  3: () => ['tags', 'maxParticipants', 'skillLevel', 'price'],
  4: () => ['date', 'time', 'durationMinutes'],
  5: (type) =>
    type === 'physical'
      ? ['public_location', 'location', 'city', 'district']
      : ['platform', 'gameType', 'voiceRequired', 'requirements', 'language'],
};

const stepFields = (type: EventType, step: number) => fieldsByStep[step]?.(type) ?? [];

/** The card the wizard's last step previews: the form as its card will read once published. */
export function previewCard(form: EventForm, host: EventHost): EventCard {
  const max = form.maxParticipants ?? participantLimits.default;
  return {
    id: 'preview',
    type: form.type,
    status: 'upcoming',
    title: form.title ?? '',
    description: form.description ?? '',
    category: form.category ?? '',
    tags: form.tags ?? [],
    startsAt: formStart(form),
    durationMinutes: form.durationMinutes ?? null,
    host,
    participants: { current: 1, max },
    slotsLeft: max - 1,
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
    // Whether it will be featured depends on the tokens held when it goes live: the server decides.
    featured: false,
  };
}
