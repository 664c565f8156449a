/**
 * Copy of leaving, removal and the waitlist (requests feature): the requester's actions under their status, the
 * host's waitlist and removal dialog. Apart from requests.ts, whose badge words the dashboards' cards load on their
 * first screen: this loads with the event details and My Events only.
 */
export const waitlistCopy = {
  /** the requester's actions under their request's state */
  actions: {
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
} as const;
