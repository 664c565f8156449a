/**
 * Copy of join requests (spec sections 2, 4 and 8). The host's Requests tab and the My Events "Manage" dialog keep
 * the labels the spec quotes in English (Accept, Decline, Message, View Profile, No pending requests, N requests,
 * Manage (N), Join Requests); everything else is Turkish. The sent, failed, accepted and declined texts are the
 * requests contract's own constants.
 */
import type { JoinRequestStatus } from '@contracts/requests';

export const requestsCopy = {
  modal: {
    title: 'Katılım isteği gönder',
    event: (title: string) => `Etkinlik: ${title}`,
    messageLabel: 'Ev sahibine mesajın (isteğe bağlı)',
    placeholder: 'Kendinden biraz bahset: neden katılmak istiyorsun?',
    hint: 'Mesajına önce yapay zekâ göz atar, sonra ev sahibi yanıtlar.',
    send: 'İsteği gönder',
    sending: 'Gönderiliyor...',
    cancel: 'Vazgeç',
    /** what the privacy notice under the form says is processed */
    privacyAbout: 'Mesajın ve profilin, isteğini ev sahibine iletmek için işlenir',
  },
  join: {
    /** the Join button of the requester's own event: it only opens the details */
    ownEvent: 'Senin etkinliğin',
    ask: 'Katılım isteği gönder',
    /** a full event still takes requests: an accepted one waits in line for a free place */
    fullEvent:
      'Etkinlik dolu: isteğin kabul edilirse bekleme listesine girersin ve sıran gelince sana yer ayrılır.',
  },
  /** The requester's view of their request: a badge and a sentence. */
  status: {
    label: 'Katılım isteğin',
    badge: {
      screening: 'İnceleniyor',
      held: 'İnceleniyor',
      pending: 'Ev sahibinde',
      accepted: 'Kabul edildi',
      declined: 'Reddedildi',
      waitlisted: 'Sırada',
      offered: 'Yer ayrıldı',
      left: 'Ayrıldın',
      removed: 'Çıkarıldın',
    } satisfies Record<JoinRequestStatus, string>,
    yourMessage: 'Mesajın',
    sentAt: (when: string) => `Gönderildi: ${when}`,
    messageHost: 'Ev sahibine mesaj yaz',
    /** the badge in place of the request's state once the host cancelled the event */
    eventCancelled: 'Etkinlik iptal edildi',
    hostName: 'Ev sahibi',
  },
  host: {
    /** the details page's tab, with the pending count's words after its badge */
    tab: 'Requests',
    pendingInTab: (n: number) => `(${n} bekliyor)`,
    listLabel: 'Bekleyen istekler',
    empty: 'No pending requests',
    loading: 'İstekler yükleniyor...',
    loadFailed: 'İstekler yüklenemedi.',
    retry: 'Tekrar dene',
    username: 'Kullanıcı adı',
    noUsername: 'Kullanıcı adı yok',
    rating: 'Puan',
    ratingValue: (value: number) => (value > 0 ? `★ ${value.toLocaleString('tr-TR')}` : 'Yeni'),
    events: 'Etkinlik',
    badges: 'Rozetler',
    noBadges: 'Henüz yok',
    message: 'Mesajı',
    noMessage: 'Mesaj yok.',
    accept: 'Accept',
    decline: 'Decline',
    accepting: 'Kabul ediliyor...',
    declining: 'Reddediliyor...',
    messageButton: 'Message',
    viewProfile: 'View Profile',
    /** accessible names of a row's buttons: "Accept" alone does not say whom */
    actionFor: (action: string, name: string) => `${action}: ${name}`,
  },
  manage: {
    badge: (count: number) => (count === 1 ? '1 request' : `${count} requests`),
    button: (count: number) => `Manage (${count})`,
    title: 'Join Requests',
    about: (title: string) => `Etkinlik: ${title}`,
    close: 'Kapat',
  },
} as const;
