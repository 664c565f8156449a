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
    counter: (length: number, max: number) => `${length}/${max}`,
    /** said to screen readers instead of the bare counter */
    remaining: (left: number) => `${left} karakter kaldı`,
    hint: 'Mesajına önce yapay zekâ göz atar, sonra ev sahibi yanıtlar.',
    send: 'İsteği gönder',
    sending: 'Gönderiliyor...',
    cancel: 'Vazgeç',
  },
  join: {
    /** the Join button of the requester's own event: it only opens the details */
    ownEvent: 'Senin etkinliğin',
    ask: 'Katılım isteği gönder',
  },
  /** The requester's view of their request: a badge and a sentence. */
  status: {
    label: 'Katılım isteğin',
    badge: {
      screening: 'İnceleniyor',
      pending: 'Ev sahibinde',
      accepted: 'Kabul edildi',
      declined: 'Reddedildi',
      waitlisted: 'Sırada',
      offered: 'Yer ayrıldı',
      left: 'Ayrıldın',
      removed: 'Çıkarıldın',
    } satisfies Record<JoinRequestStatus, string>,
    detail: {
      screening: 'Mesajına yapay zekâ göz atıyor; birazdan ev sahibine iletilecek.',
      pending: 'İsteğin ev sahibine ulaştı; yanıtını bekliyorsun.',
      accepted: 'Ev sahibi isteğini kabul etti, artık katılımcısın! 🎉',
      declined: 'İsteğin kabul edilmedi. Başka etkinliklere göz at!',
      waitlisted:
        'Ev sahibi isteğini kabul etti ama etkinlik dolu; bekleme listesindesin. Yer açılınca sana haber veririz.',
      offered: 'Bir yer açıldı ve senin için ayrıldı! Süresi dolmadan onayla.',
      left: 'Bu etkinlikten ayrıldın.',
      removed: 'Ev sahibi seni bu etkinlikten çıkardı.',
    } satisfies Record<JoinRequestStatus, string>,
    /** the requester's place in line */
    position: (position: number) => `Sırada ${position}.`,
    offerUntil: (when: string) => `Yerin şu zamana kadar ayrılı: ${when}`,
    confirm: 'Yeri onayla',
    confirming: 'Onaylanıyor...',
    letGo: 'Yeri bırak',
    lettingGo: 'Bırakılıyor...',
    removalReason: 'Ev sahibinin açıklaması',
    leave: 'Etkinlikten ayrıl',
    leaveLine: 'Bekleme listesinden çık',
    leaveTitle: 'Etkinlikten ayrılmak istiyor musun?',
    leaveBody:
      'Yerin bekleme listesindeki ilk kişiye teklif edilir. Bu işlem geri alınamaz; tekrar katılım isteği gönderemezsin.',
    leaveLineTitle: 'Bekleme listesinden çıkmak istiyor musun?',
    leaveLineBody: 'Sıradaki yerini kaybedersin; bu işlem geri alınamaz.',
    leaveConfirm: 'Evet, ayrıl',
    leaving: 'Ayrılıyor...',
    stay: 'Vazgeç',
    actionFailed: 'İşlem yapılamadı. Lütfen tekrar dene.',
    yourMessage: 'Mesajın',
    sentAt: (when: string) => `Gönderildi: ${when}`,
    messageHost: 'Ev sahibine mesaj yaz',
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
    /** shown on a request the AI could not screen: the host reads and decides alone */
    unscreened: 'İncelenmedi',
    unscreenedHint: 'Yapay zekâ bu mesajı inceleyemedi; okuyup kendin karar ver.',
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
  /** The host's view of the line, below the pending requests. */
  waitlist: {
    title: 'Bekleme listesi',
    empty: 'Bekleme listesinde kimse yok.',
    loading: 'Bekleme listesi yükleniyor...',
    loadFailed: 'Bekleme listesi yüklenemedi.',
    retry: 'Tekrar dene',
    position: (position: number) => `${position}. sırada`,
    offeredUntil: (when: string) => `Yer teklif edildi, son onay: ${when}`,
    since: (when: string) => `Listeye alındı: ${when}`,
  },
  /** The host removes a participant (details' Participants tab). */
  remove: {
    button: 'Çıkar',
    buttonFor: (name: string) => `Çıkar: ${name}`,
    title: (name: string) => `${name} etkinlikten çıkarılsın mı?`,
    reasonLabel: 'Neden (katılımcı bunu görecek)',
    reasonHint: 'Kısa ve saygılı bir açıklama yaz. Yeri bekleme listesindeki ilk kişiye teklif edilir.',
    confirm: 'Çıkar',
    removing: 'Çıkarılıyor...',
    cancel: 'Vazgeç',
    failed: 'Katılımcı çıkarılamadı.',
  },
  manage: {
    badge: (count: number) => (count === 1 ? '1 request' : `${count} requests`),
    button: (count: number) => `Manage (${count})`,
    title: 'Join Requests',
    about: (title: string) => `Etkinlik: ${title}`,
    close: 'Kapat',
  },
} as const;
