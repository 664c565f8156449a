/**
 * /dashboard/my-events (spec section 2): counts, active/past/draft tabs, search and status filter, drafts to
 * publish; the events the caller asked to join with the state of each request; on hosted events the red
 * "N requests" badge and the Manage dialog; and the caller's message threads. Polled every 5 s while on screen.
 */
import { useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import { Link, useNavigate } from 'react-router-dom';
import { missingFieldsText, tallyMyEvents, type EventStatus, type MyEvent } from '@contracts/events';
import { Loading } from '../../../lib/ui/Loading';
import { eventsCopy } from '../../../copy/events';
import { ApiError } from '../../../lib/api/client';
import { failedOffline } from '../../../lib/pwa/offline';
import { OfflineNote } from '../../../lib/pwa/OfflineNote';
import {
  card,
  inputClass,
  labelClass,
  listedCard,
  primaryButton,
  secondaryButton,
} from '../../../lib/ui/classes';
import { requestsCopy } from '../../../copy/requests';
import { requestDetail } from '../../../copy/request-detail';
import { waitlistCopy } from '../../../copy/waitlist';
import { InboxPanel } from '../../messages';
import { userProfileDialogSlot } from '../../users';
import { useBirthDateStep } from '../../profile';
import { ManageRequestsDialog, RequestStatusBadge } from '../../requests';
import { publishEvent, revalidateEvents, useMyEvents } from '../api';
import { formatDateTime, statusBadgeClass, statusLabel } from '../format';
import { editEventPath, eventDetailsPath } from '../paths';

const copy = eventsCopy.myEvents;
const roleBadge: Record<MyEvent['eventType'], string> = {
  host: copy.hostBadge,
  participant: copy.participantBadge,
  requester: copy.requesterBadge,
};
type Tab = keyof typeof copy.tabs;

const tabStatuses: Record<Tab, EventStatus[]> = {
  active: ['upcoming', 'ongoing'],
  past: ['completed', 'cancelled'],
  draft: ['draft'],
};

export default function MyEventsPage() {
  const { data = [], error, isLoading } = useMyEvents({ live: true });
  const [tab, setTab] = useState<Tab>('active');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<EventStatus | ''>('');

  if (isLoading) return <Loading label={eventsCopy.physical.loading} />;
  // Counted as the profile counts (nothing cancelled, no drafts, no request without a place); the cards counted in
  // neither are named beside the counts, so the numbers add up to the cards listed.
  const tally = tallyMyEvents(data);
  const notCounted = copy.notCounted(tally);
  const folded = query.trim().toLocaleLowerCase('tr');
  const shown = data.filter(
    (event) =>
      tabStatuses[tab].includes(event.status) &&
      (!status || event.status === status) &&
      (!folded || `${event.title} ${event.description}`.toLocaleLowerCase('tr').includes(folded)),
  );

  return (
    <section aria-labelledby="my-events-title" className="space-y-4">
      <h1 id="my-events-title" className="text-2xl font-black text-slate-900">
        {copy.title}
      </h1>
      {failedOffline(error) ? (
        <OfflineNote />
      ) : (
        error && (
          <p role="alert" className="text-sm text-red-700">
            {copy.failed}
          </p>
        )
      )}
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            [copy.total, tally.total],
            [copy.hosted, tally.hosted],
            [copy.attended, tally.attended],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={card}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-black text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {notCounted && <p className="text-sm text-slate-700">{notCounted}</p>}

      <div className="flex flex-wrap items-end gap-3">
        <div role="tablist" aria-label={copy.title} className="flex gap-1 rounded-xl bg-white p-1 shadow-sm">
          {(Object.keys(copy.tabs) as Tab[]).map((name) => (
            <button
              key={name}
              role="tab"
              type="button"
              aria-selected={tab === name}
              onClick={() => {
                setTab(name);
                setStatus('');
              }}
              className={`rounded-lg px-3 py-2 text-sm font-semibold ${tab === name ? 'bg-violet-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
            >
              {copy.tabs[name]}
            </button>
          ))}
        </div>
        <div className="min-w-48 flex-1">
          <label htmlFor="my-events-search" className={labelClass}>
            {copy.search}
          </label>
          <input
            id="my-events-search"
            type="search"
            enterKeyHint="search"
            className={inputClass}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="my-events-status" className={labelClass}>
            {copy.statusFilter}
          </label>
          <select
            id="my-events-status"
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as EventStatus | '')}
          >
            <option value="">{copy.allStatuses}</option>
            {tabStatuses[tab].map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {shown.length === 0 ? (
            <div className={`${card} text-center`}>
              <p className="font-bold text-slate-900">{copy.empty}</p>
              <p className="text-sm text-slate-700">{copy.emptyHints[tab]}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {shown.map((event) => (
                <li key={event.id} className={listedCard}>
                  <MyEventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <InboxPanel profileDialog={userProfileDialogSlot} />
      </div>
    </section>
  );
}

function MyEventCard({ event }: { event: MyEvent }) {
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const [publishProblem, setPublishProblem] = useState('');
  const [managing, setManaging] = useState(false);
  // A draft saved before the birth date was asked is published by someone who has not given it yet.
  const birthDate = useBirthDateStep();
  const draft = event.status === 'draft';
  const place = event.type === 'online' ? event.platform : event.public_location;
  const pending = event.eventType === 'host' && event.status === 'upcoming' ? event.pendingRequests : 0;

  async function publish() {
    setPublishing(true);
    setPublishProblem('');
    try {
      toast.success((await birthDate.withBirthDate(() => publishEvent(event.id))).message || copy.published);
    } catch (error) {
      // Beside the draft and its Düzenle link: what is missing is fixed in the editor.
      setPublishProblem(error instanceof ApiError ? error.message : eventsCopy.actionFailed);
    } finally {
      setPublishing(false);
      void revalidateEvents();
    }
  }

  return (
    <article className={card} aria-labelledby={`my-${event.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass[event.status]}`}
        >
          {statusLabel(event.status)}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {roleBadge[event.eventType]}
        </span>
        {event.eventType === 'requester' && event.myRequest && (
          <RequestStatusBadge status={event.myRequest.status} eventCancelled={event.status === 'cancelled'} />
        )}
        {pending > 0 && (
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white">
            {requestsCopy.manage.badge(pending)}
          </span>
        )}
      </div>
      <h2 id={`my-${event.id}`} className="mt-2 text-lg font-bold text-slate-900">
        <a
          href={eventDetailsPath(event.id)}
          onClick={(e) => {
            e.preventDefault();
            navigate(eventDetailsPath(event.id));
          }}
          className="hover:underline"
        >
          {event.title || copy.untitledDraft}
        </a>
      </h2>
      {draft && (
        <p className="text-sm font-semibold text-amber-900">
          {copy.draft} · {event.missing.length > 0 ? missingFieldsText(event.missing) : copy.readyToPublish}
        </p>
      )}
      {event.startsAt && <p className="text-sm text-slate-700">{formatDateTime(event.startsAt)}</p>}
      <p className="mt-1 line-clamp-2 text-sm text-slate-800">{event.description}</p>
      <p className="mt-2 text-sm text-slate-700">
        {place && `${place} · `}
        {eventsCopy.card.participants(event.participants.current, event.participants.max)}
      </p>
      {event.status === 'completed' && (
        <p className="mt-1 text-sm text-slate-700">
          {event.rating === null ? eventsCopy.details.na : eventsCopy.card.rating(event.rating)} ·{' '}
          {copy.feedback(event.feedback)}
        </p>
      )}
      {event.eventType === 'requester' && event.myRequest && (
        <p className="mt-1 text-sm text-slate-700">
          {requestDetail(event.myRequest.status, event.status)}
          {event.myRequest.removalReason && (
            <span className="mt-1 block break-words text-red-900">
              {waitlistCopy.actions.removalReason}: {event.myRequest.removalReason}
            </span>
          )}
        </p>
      )}
      {draft && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={publishing}
            onClick={() => void publish()}
          >
            {publishing ? copy.publishing : copy.publish}
          </button>
          <Link
            to={editEventPath(event.id)}
            className={secondaryButton}
            aria-label={`${copy.edit}: ${event.title || copy.untitledDraft}`}
          >
            {copy.edit}
          </Link>
        </div>
      )}
      {publishProblem && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {publishProblem}
        </p>
      )}
      {/* Kept while the dialog is open, so focus has somewhere to return when the last request is decided. */}
      {(pending > 0 || managing) && (
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          aria-label={`${requestsCopy.manage.button(pending)}: ${event.title}`}
          onClick={() => setManaging(true)}
        >
          {requestsCopy.manage.button(pending)}
        </button>
      )}
      {managing && (
        <ManageRequestsDialog
          eventId={event.id}
          eventTitle={event.title}
          onClose={() => setManaging(false)}
          onDecided={() => void revalidateEvents()}
        />
      )}
      {birthDate.dialog}
    </article>
  );
}
