/**
 * /dashboard/eventDetails/{id} (spec section 2): details, participants, the host's requests and analytics, share;
 * for anyone else the Join button (the join-request modal) or the state of their own request, and "Bildir".
 */
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/ui/toast';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Dialog } from '../../../lib/ui/Dialog';
import { Loading } from '../../../lib/ui/Loading';
import { eventsCopy } from '../../../copy/events';
import { ApiError } from '../../../lib/api/client';
import { failedOffline } from '../../../lib/pwa/offline';
import { OfflineNote } from '../../../lib/pwa/OfflineNote';
import { card, primaryButton, secondaryButton } from '../../../lib/ui/classes';
import { shownTabs } from '../../../lib/ui/page-tabs';
import { Tabs } from '../../../lib/ui/Tabs';
import { requestsCopy } from '../../../copy/requests';
import { useProfile } from '../../profile';
import { JoinRequestDialog, MyRequestPanel } from '../../requests';
import { AddToCalendar } from '../../calendar';
import { cancelEvent, revalidateEvents, useEvent, useLiveRequest } from '../api';
import { formatDate, formatTime, priceLabel, statusBadgeClass, statusLabel } from '../format';
import { editEventPath, onlinePath, physicalPath } from '../paths';
import { Fact } from './details/Fact';
import { ReportEvent } from './details/ReportEvent';
import { detailsTabs } from './details/tabs';
import { MeetingPoint } from './MeetingPoint';
import { ShareDialog } from './ShareDialog';
import { Icon } from '../../../lib/ui/icons';

const copy = eventsCopy.details;

export default function EventDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: event, error, isLoading, mutate } = useEvent(id, { live: true });
  const { profile } = useProfile();
  const myRequest = useLiveRequest(event);
  const [chosenTab, setChosenTab] = useState<string>();
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
  if (!event && failedOffline(error)) return <OfflineNote />;
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

  const tabs = shownTabs(detailsTabs, {
    event,
    viewerId: profile?.userId,
    onEventChanged: () => void revalidateEvents(),
  });
  const tab = tabs.find((shown) => shown.id === chosenTab) ?? tabs[0];
  return (
    <article className="space-y-4" aria-labelledby="event-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={event.type === 'online' ? onlinePath : physicalPath}
          className="text-sm font-semibold text-violet-800 hover:underline"
        >
          <Icon name="arrowLeft" className="mr-1 inline size-4 align-[-0.15em]" />
          {copy.back}
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
          {!event.isHost && !myRequest && event.status === 'upcoming' && (
            <button type="button" className={primaryButton} onClick={() => setJoining(true)}>
              {requestsCopy.join.ask}
            </button>
          )}
          <ReportEvent event={event} />
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
          {/* The event's own count, as its card shows it: the Participants tab leaves out anyone blocked. */}
          <Fact label={copy.participants} value={`${event.participants.current}/${event.participants.max}`} />
          <Fact
            label={copy.duration}
            value={event.durationMinutes ? copy.durationValue(event.durationMinutes) : '—'}
          />
          <Fact label={copy.price} value={priceLabel(event.price)} />
          <Fact
            label={copy.host}
            value={`${event.host.name} · ${eventsCopy.card.rating(event.host.rating, event.host.ratingCount)}`}
          />
        </dl>
        <MeetingPoint event={event} />
        <AddToCalendar event={event} />
        {!event.isHost && !myRequest && event.status === 'upcoming' && event.slotsLeft <= 0 && (
          <p className="mt-3 text-sm font-semibold text-slate-800">{requestsCopy.join.fullEvent}</p>
        )}
      </header>

      {!event.isHost && myRequest && (
        <MyRequestPanel
          request={myRequest}
          hostName={event.host.name}
          viewerId={profile?.userId}
          eventStatus={event.status}
          onChanged={() => {
            void mutate();
            void revalidateEvents();
          }}
        />
      )}

      <Tabs label={event.title} tabs={tabs} selected={tab.id} onSelect={setChosenTab} idPrefix="event">
        <div key={tab.id} className={card}>
          {tab.panel()}
        </div>
      </Tabs>

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
