/**
 * Copy of ratings after an event (spec sections 2-4): the details page's rating tab and dialog, and the Reviews
 * tab's list. The server's refusals arrive in Turkish from the contract.
 */
export const ratingsCopy = {
  tab: {
    label: 'Değerlendir',
    loading: 'Değerlendirmeler yükleniyor...',
    loadFailed: 'Değerlendirmeler yüklenemedi.',
    retry: 'Tekrar dene',
    hostIntro: 'Etkinliğe gelen her katılımcıyı puanla. Notun, onaylandıktan sonra profillerinde görünür.',
    participantIntro: 'Ev sahibini puanla. Notun, onaylandıktan sonra profilinde görünür.',
    opensAt: (when: string) => `Değerlendirme, katılım kesinleşince açılır (${when}).`,
    closesAt: (when: string) => `Son değerlendirme: ${when}`,
    closed: 'Bu etkinliğin değerlendirme süresi doldu.',
    cancelled: 'Bu etkinlik iptal edildi.',
    notAMember: 'Yalnızca etkinliğe katılanlar birbirini değerlendirebilir.',
    nobody: 'Değerlendirecek katılımcı yok.',
    rate: (name: string) => `${name} kişisini değerlendir`,
    rateShort: 'Değerlendir',
    host: 'Ev sahibi',
    participant: 'Katılımcı',
    given: (stars: number) => `Verdiğin puan: ${stars}/5`,
    feedbackStatus: {
      none: '',
      screening: 'Notun inceleniyor.',
      published: 'Notun yayında.',
      rejected: 'Notun kurallara uymadığı için yayınlanmadı; puanın geçerli.',
    },
  },
  dialog: {
    title: (name: string) => `${name} kişisini değerlendir`,
    starsLegend: 'Puanın',
    star: (n: number) => `${n} yıldız`,
    feedbackLabel: 'Not (isteğe bağlı)',
    feedbackHint: 'Nasıl geçti? Notun önce incelenir, sonra profilde görünür.',
    chooseStars: 'Lütfen 1 ile 5 arasında bir puan seç.',
    cancel: 'Vazgeç',
    send: 'Gönder',
    sending: 'Gönderiliyor...',
  },
  reviews: {
    loading: 'Değerlendirmeler yükleniyor...',
    loadFailed: 'Değerlendirmeler yüklenemedi.',
    retry: 'Tekrar dene',
    empty: 'Henüz değerlendirme yok.',
    more: 'Daha fazla göster',
    stars: (rating: number) => `5 üzerinden ${rating} yıldız`,
    byAt: (rater: string, event: string) => `${rater} · ${event}`,
    asHost: 'Ev sahibi olarak',
    asParticipant: 'Katılımcı olarak',
  },
} as const;
