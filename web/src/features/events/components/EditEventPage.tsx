/** /dashboard/editEvent/{id}: the host edits a draft or an upcoming event with the wizard's own fields. */
import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/ui/toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { EventDetails } from '@contracts/events';
import { Loading } from '../../../lib/ui/Loading';
import { eventsCopy } from '../../../copy/events';
import { wizardCopy as copy } from '../../../copy/wizard';
import { ApiError } from '../../../lib/api/client';
import { card, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { revalidateEvents, updateEvent, useEvent } from '../api';
import { eventDetailsPath } from '../paths';
import { BasicsFields, DateFields, TagsFields, WhereFields } from './EventFormFields';
import { filledFields, stepProblem, useEventForm, type EventForm } from './event-form';

export default function EditEventPage() {
  const { id = '' } = useParams();
  const { data: event, isLoading } = useEvent(id);
  if (isLoading) return <Loading label={eventsCopy.details.loading} />;
  if (!event || !event.isHost || !event.form || !(event.status === 'upcoming' || event.status === 'draft')) {
    return (
      <section className={`${card} mx-auto max-w-lg text-center`}>
        <h1 className="text-xl font-bold text-slate-900">{copy.editTitle}</h1>
        <p className="mt-2 text-slate-700">{event && !event.isHost ? copy.notHost : copy.notEditable}</p>
        <Link
          to={event ? eventDetailsPath(id) : paths.dashboard.myEvents}
          className={`${secondaryButton} mt-4`}
        >
          {eventsCopy.details.goBack}
        </Link>
      </section>
    );
  }
  return <EditForm event={event} form={event.form} />;
}

function EditForm({ event, form: initial }: { event: EventDetails; form: EventForm }) {
  const navigate = useNavigate();
  const { form, setForm, setField, problem, setProblem } = useEventForm(initial);
  const [saving, setSaving] = useState(false);

  async function save() {
    const found =
      event.status === 'draft'
        ? undefined
        : [2, 3, 4, 5].map((step) => stepProblem(form, step)).find(Boolean);
    if (found) {
      setProblem(found);
      return;
    }
    setSaving(true);
    const { type: _type, ...fields } = form;
    try {
      await updateEvent(event.id, filledFields(fields));
      toast.success(copy.saved);
      void revalidateEvents();
      navigate(eventDetailsPath(event.id));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : copy.updateFailed;
      setProblem(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  const props = { form, setField, setForm };
  return (
    <section aria-labelledby="edit-title" className={`${card} mx-auto max-w-2xl space-y-6`}>
      <h1 id="edit-title" className="text-2xl font-black text-slate-900">
        {copy.editTitle}
      </h1>
      {[BasicsFields, TagsFields, DateFields, WhereFields].map((Fields, index) => (
        <fieldset key={index} className="space-y-2">
          <legend className="text-base font-bold text-slate-900">
            {copy.stepName(index + 2, form.type)}
          </legend>
          <Fields {...props} />
        </fieldset>
      ))}
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Link to={eventDetailsPath(event.id)} className={secondaryButton}>
          {eventsCopy.details.keep}
        </Link>
        <button type="button" className={primaryButton} disabled={saving} onClick={() => void save()}>
          {saving ? copy.saving : copy.save}
        </button>
      </div>
    </section>
  );
}
