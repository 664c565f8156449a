import type { EventStatus } from '@contracts/events';
import type { JoinRequestStatus } from '@contracts/requests';

/**
 * The requester's request in a sentence (event details, My Events). A module apart from requests.ts, which the
 * dashboards' cards load on their first screen for the badge words alone.
 */
const requestStatusDetail = {
  screening: 'Mesajına yapay zekâ göz atıyor; birazdan ev sahibine iletilecek.',
  held: 'Mesajını ekibimizden biri inceleyecek; uygun bulunursa ev sahibine iletilecek.',
  pending: 'İsteğin ev sahibine ulaştı; yanıtını bekliyorsun.',
  accepted: 'Ev sahibi isteğini kabul etti, artık katılımcısın! 🎉',
  declined: 'İsteğin kabul edilmedi. Başka etkinliklere göz at!',
  waitlisted:
    'Ev sahibi isteğini kabul etti ama etkinlik dolu; bekleme listesindesin. Yer açılınca sana haber veririz.',
  offered: 'Bir yer açıldı ve senin için ayrıldı! Süresi dolmadan onayla.',
  left: 'Bu etkinlikten ayrıldın.',
  removed: 'Ev sahibi seni bu etkinlikten çıkardı.',
} satisfies Record<JoinRequestStatus, string>;

/** A cancelled event ends every request on it: whatever the request's own state, no place is waiting anymore. */
export const cancelledEventDetail = 'Ev sahibi bu etkinliği iptal etti; etkinlik yapılmayacak.';

/** The requester's request in a sentence, as the event it belongs to stands now. */
export const requestDetail = (status: JoinRequestStatus, eventStatus: EventStatus): string =>
  eventStatus === 'cancelled' ? cancelledEventDetail : requestStatusDetail[status];
