/**
 * /dashboard/eventDetails/{id} (spec section 2): details, participants, the host's requests and analytics, share;
 * for anyone else the Join button (the join-request modal) or the state of their own request.
 */
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { EventDetails, EventParticipant } from '@contracts/events';
import { Dialog } from '../../../lib/ui/Dialog';
import { Loading } from '../../../lib/ui/Loading';
import { eventsCopy } from '../../../copy/events';
import { ApiError } from '../../../lib/api/client';
import { card, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { requestsCopy } from '../../../copy/requests';
import { useProfile } from '../../profile';
import { HostRequestList, JoinRequestDialog, MyRequestPanel } from '../../requests';
import { UserProfileDialog } from '../../users';
import { cancelEvent, revalidateEvents, useEvent, useLiveRequest } from '../api';
import { formatDate, formatTime, priceLabel, statusBadgeClass, statusLabel } from '../format';
import { editEventPath, onlinePath, physicalPath } from '../paths';
import { MeetingPoint } from './MeetingPoint';
import { ShareDialog } from './ShareDialog';
import { joinRefusals } from '@contracts/refusals';

const copy = eventsCopy.details;
type Tab = keyof typeof copy.tabs;

export default function EventDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: event, error, isLoading, mutate } = useEvent(id, { poll: true });
  const { profile } = useProfile();
  const myRequest = useLiveRequest(event);
  const [tab, setTab] = useState<Tab>('overview');
  const [sharing, setSharing] = useState(false);
  const [joining, setJoining] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  // The request moved on (screened, accepted, declined): the participants and counts may have too.
  const shownStatus = event?.myRequest?.status;
  const liveStatus = myRequest?.status;
  useEffect(() => {
    if (liveStatus && shownStatus && liveStatus !== shownStatus) void mutate();
  }, [liveStatus, shownStatus, mutate]);

  if (isLoading) return <Loading label={copy.loading} />;
  if (!event) {
    return (
      <section className={`${card} mx-auto max-w-lg text-center`} role={error ? 'alert' : undefined}>
        <h1 className="text-xl font-bold text-slate-900">{copy.notFound}</h1>
        <p className="mt-2 text-slate-700">{copy.notFoundBody}</p>
        <button
          type="button"
          className={`${primaryButton} mt-4`}
          // opened from a link or reloaded, there is no page of ours to go back to: the events instead
          onClick={() => (location.key === 'default' ? navigate(physicalPath) : navigate(-1))}
        >
          {copy.goBack}
        </button>
      </section>
    );
  }

  async function cancel() {
    setCancelling(true);
    try {
      const answer = await cancelEvent(id);
      toast.success(answer.message);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : eventsCopy.actionFailed);
    } finally {
      setCancelling(false);
      setConfirmingCancel(false);
      void mutate();
      void revalidateEvents();
    }
  }

  const tabs: Tab[] = event.isHost
    ? ['overview', 'participants', 'requests', 'analytics']
    : ['overview', 'participants'];
  return (
    <article className="space-y-4" aria-labelledby="event-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={event.type === 'online' ? onlinePath : physicalPath}
          className="text-sm font-semibold text-violet-800 hover:underline"
        >
          ← {copy.back}
        </Link>
        <div className="flex flex-wrap gap-2">
          {event.isHost && (event.status === 'upcoming' || event.status === 'draft') && (
            <Link to={editEventPath(event.id)} className={secondaryButton}>
              {copy.edit}
            </Link>
          )}
          {event.isHost && event.status === 'upcoming' && (
            <button type="button" className={secondaryButton} onClick={() => setConfirmingCancel(true)}>
              {copy.cancel}
            </button>
          )}
          {event.status !== 'draft' && (
            <button type="button" className={primaryButton} onClick={() => setSharing(true)}>
              {copy.share}
            </button>
          )}
          {!event.isHost && !myRequest && event.status === 'upcoming' && event.slotsLeft > 0 && (
            <button type="button" className={primaryButton} onClick={() => setJoining(true)}>
              {requestsCopy.join.ask}
            </button>
          )}
        </div>
      </div>

      <header className={card}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
            {event.category}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass[event.status]}`}
          >
            {statusLabel(event.status)}
          </span>
        </div>
        <h1 id="event-title" className="mt-2 text-2xl font-black text-slate-900">
          {event.title}
        </h1>
        <p className="mt-2 whitespace-pre-line text-slate-800">{event.description}</p>
        <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={copy.date} value={event.startsAt ? formatDate(event.startsAt) : '—'} />
          <Fact label={copy.time} value={event.startsAt ? formatTime(event.startsAt) : '—'} />
          <Fact
            label={event.type === 'online' ? copy.platform : copy.place}
            value={(event.type === 'online' ? event.platform : event.public_location) ?? '—'}
          />
          <Fact
            label={copy.participants}
            value={`${event.participantsList.length}/${event.participants.max}`}
          />
          <Fact
            label={copy.duration}
            value={event.durationMinutes ? copy.durationValue(event.durationMinutes) : '—'}
          />
          <Fact label={copy.price} value={priceLabel(event.price)} />
        </dl>
        <MeetingPoint event={event} />
        {!event.isHost && !myRequest && event.status === 'upcoming' && event.slotsLeft <= 0 && (
          <p className="mt-3 text-sm font-semibold text-slate-800">{joinRefusals.EVENT_FULL}</p>
        )}
      </header>

      {!event.isHost && myRequest && (
        <MyRequestPanel request={myRequest} hostName={event.host.name} viewerId={profile?.userId} />
      )}

      <div
        role="tablist"
        aria-label={event.title}
        // relative: the badge's screen-reader text (absolutely positioned) scrolls with the tabs instead of
        // widening the page past a narrow phone's edge
        className="relative flex gap-1 overflow-x-auto rounded-xl bg-white p-1 shadow-sm"
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            role="tab"
            type="button"
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
            className={`shrink-0 rounded-lg px-3 py-2 text-sm font-semibold ${tab === name ? 'bg-violet-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
          >
            {copy.tabs[name]}
            {name === 'requests' && event.pendingRequests > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className={`ml-1.5 rounded-full px-1.5 text-xs font-bold ${tab === name ? 'bg-white text-violet-800' : 'bg-red-700 text-white'}`}
                >
                  {event.pendingRequests}
                </span>
                <span className="sr-only"> {copy.pendingInTab(event.pendingRequests)}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <section id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className={card}>
        {tab === 'overview' && <Overview event={event} />}
        {tab === 'participants' && <Participants event={event} viewerId={profile?.userId} />}
        {tab === 'requests' && (
          <HostRequestList eventId={event.id} onDecided={() => void revalidateEvents()} />
        )}
        {tab === 'analytics' && event.analytics && (
          <Analytics analytics={event.analytics} pending={event.pendingRequests} />
        )}
      </section>

      {sharing && <ShareDialog id={event.id} title={event.title} onClose={() => setSharing(false)} />}
      {joining && (
        <JoinRequestDialog
          eventId={event.id}
          eventTitle={event.title}
          onClose={() => setJoining(false)}
          onSent={() => {
            void mutate();
            void revalidateEvents();
          }}
        />
      )}
      {confirmingCancel && (
        <Dialog title={copy.cancelConfirmTitle} onClose={() => setConfirmingCancel(false)}>
          <p className="text-slate-800">{copy.cancelConfirmBody}</p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => setConfirmingCancel(false)}>
              {copy.keep}
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={cancelling}
              onClick={() => void cancel()}
            >
              {copy.cancelConfirm}
            </button>
          </div>
        </Dialog>
      )}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function Overview({ event }: { event: EventDetails }) {
  return (
    <div className="space-y-4" lang="en">
      {(event.skillLevel || event.voiceRequired || event.requirements) && (
        <div>
          <h2 className="font-bold text-slate-900">{copy.requirementsCard}</h2>
          <ul className="mt-1 space-y-1 text-sm text-slate-800">
            {event.skillLevel && (
              <li>
                {copy.skill}: {eventsCopy.online.skills[event.skillLevel]}
              </li>
            )}
            {event.voiceRequired && <li>{copy.voice}</li>}
            {event.requirements && <li lang="tr">{event.requirements}</li>}
          </ul>
        </div>
      )}
      <div>
        <h2 className="font-bold text-slate-900">{copy.tags}</h2>
        <ul className="mt-1 flex flex-wrap gap-1.5" lang="tr">
          {event.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
      </div>
      {event.status === 'completed' && (
        <div>
          <h2 className="font-bold text-slate-900">{copy.results}</h2>
          <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
            <Fact label={copy.averageRating} value={event.rating ? String(event.rating) : copy.na} />
            <Fact label={copy.feedback} value={String(event.feedback)} />
            <Fact label={copy.participants} value={String(event.participants.current)} />
          </dl>
        </div>
      )}
    </div>
  );
}

/**
 * The thread the profile dialog's Message opens, where there is one: the host with a participant, or a
 * participant with the host (the requester side of a thread is always the participant).
 */
function messageTargetFor(event: EventDetails, person: EventParticipant, viewerId: string | undefined) {
  if (!viewerId || person.userId === viewerId) return undefined;
  if (event.isHost) return { eventId: event.id, userId: person.userId };
  if (person.role === 'host' && event.myRequest?.status === 'accepted')
    return { eventId: event.id, userId: viewerId };
  return undefined;
}

function Participants({ event, viewerId }: { event: EventDetails; viewerId: string | undefined }) {
  const [viewing, setViewing] = useState<EventParticipant | null>(null);
  if (event.participantsList.length === 0) return <p className="text-slate-700">{copy.noParticipants}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {event.participantsList.map((person) => (
          <li key={person.userId} className="flex items-center gap-3 py-2">
            {person.avatar ? (
              <img src={person.avatar} alt="" className="size-10 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-full bg-violet-100 font-bold text-violet-800"
              >
                {person.name.charAt(0).toLocaleUpperCase('tr')}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">
                {person.name}{' '}
                {person.role === 'host' && <span className="text-xs text-violet-800">({copy.host})</span>}
              </p>
              <p className="text-sm text-slate-700">
                {person.username ? `@${person.username}` : ''} {eventsCopy.card.rating(person.rating)}
              </p>
            </div>
            <button
              type="button"
              className={`${secondaryButton} shrink-0`}
              aria-label={`${copy.viewProfile}: ${person.name}`}
              onClick={() => setViewing(person)}
            >
              {copy.viewProfile}
            </button>
          </li>
        ))}
      </ul>
      {viewing && (
        <UserProfileDialog
          handle={viewing.username ?? viewing.userId}
          messageTarget={messageTargetFor(event, viewing, viewerId)}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}

function Analytics({
  analytics,
  pending,
}: {
  analytics: NonNullable<EventDetails['analytics']>;
  pending: number;
}) {
  const maxViews = Math.max(1, ...analytics.viewsByDay.map((day) => day.count));
  const shares = Object.values(analytics.shares).reduce((sum, n) => sum + n, 0);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={copy.views} value={String(analytics.views)} />
        <Fact label={copy.shares} value={String(shares)} />
        <Fact label={copy.requests} value={String(analytics.requests)} />
        <Fact label={copy.pendingRequests} value={String(pending)} />
      </dl>
      <ul className="flex flex-wrap gap-2 text-sm text-slate-800">
        {Object.entries(analytics.shares).map(([channel, count]) => (
          <li key={channel} className="rounded-lg bg-slate-100 px-2 py-1">
            {copy.shareChannels[channel as keyof typeof copy.shareChannels]}: {count}
          </li>
        ))}
      </ul>
      <figure>
        <figcaption className="mb-2 text-sm font-semibold text-slate-800">{copy.viewsByDay}</figcaption>
        {analytics.viewsByDay.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.noViews}</p>
        ) : (
          <ol className="flex h-32 items-end gap-1" aria-label={copy.viewsByDay}>
            {analytics.viewsByDay.map((day) => (
              <li
                key={day.day}
                className="flex flex-1 flex-col items-center gap-1"
                title={`${day.day}: ${day.count}`}
              >
                <span className="text-xs text-slate-700">{day.count}</span>
                <span
                  className="w-full rounded-t bg-violet-600"
                  style={{ height: `${(day.count / maxViews) * 90}px` }}
                />
                <span className="text-[10px] text-slate-700">{day.day.slice(5)}</span>
              </li>
            ))}
          </ol>
        )}
      </figure>
    </div>
  );
}
