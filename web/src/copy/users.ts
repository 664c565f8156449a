/**
 * Copy of another user's profile dialog (spec section 2, Modals); the report form's is in copy/reports.ts, the
 * blocked users list's on the account settings page (copy/account.ts). Tab names are the spec's English; everything
 * else is Turkish, and the server's answers arrive in Turkish from the contract.
 */
export const usersCopy = {
  dialog: {
    title: 'Profil',
    loading: 'Profil yükleniyor...',
    loadFailed: 'Profil yüklenemedi.',
    retry: 'Tekrar dene',
    avatarAlt: (name: string) => `${name} profil fotoğrafı`,
    noUsername: 'Kullanıcı adı yok',
    memberSince: (date: string) => `${date} tarihinden beri üye`,
    /** a rating received in one role, with how many ratings it averages */
    rating: (role: 'host' | 'participant', value: number, count: number) =>
      `${role === 'host' ? 'Ev sahibi' : 'Katılımcı'} ★ ${value.toFixed(1)} / 5 (${count})`,
    ratingLabel: (role: 'host' | 'participant', value: number, count: number) =>
      `${role === 'host' ? 'Ev sahibi' : 'Katılımcı'} puanı: 5 üzerinden ${value.toFixed(1)}, ${count} değerlendirme`,
    noRating: 'Henüz puan yok',
    itsYou: 'Bu senin herkese açık profilin: başkaları seni böyle görüyor.',
    blockedNote: 'Bu kullanıcıyı engelledin: etkinliklerine katılım isteği gönderemez ve sana mesaj yazamaz.',
  },
  tabs: {
    label: 'Profil bölümleri',
    overview: 'Overview',
    activity: 'Activity',
    reviews: 'Reviews',
    badges: 'Badges',
  },
  overview: {
    about: 'Hakkında',
    noBio: 'Henüz bir şey yazmamış.',
    statistics: 'İstatistikler',
    eventCounts: { hosted: 'Düzenlediği etkinlik', joined: 'Katıldığı etkinlik' },
    interests: 'İlgi alanları',
    noInterests: 'Henüz ilgi alanı yok.',
  },
  activity: {
    empty: 'Henüz hareket yok.',
  },
  badges: {
    empty: 'Henüz rozet kazanmamış.',
  },
  actions: {
    label: 'Profil işlemleri',
    message: 'Mesaj',
    report: 'Bildir',
    block: 'Engelle',
    unblock: 'Engeli kaldır',
    unblocking: 'Engel kaldırılıyor...',
    failed: 'İşlem tamamlanamadı. Tekrar dene.',
  },
  block: {
    confirmTitle: (name: string) => `${name} engellensin mi?`,
    confirmBody:
      'Etkinliklerine katılım isteği gönderemez, sen de isteklerini ve mesajlarını artık görmezsin. Engeli hesap ayarlarından kaldırabilirsin.',
    confirm: 'Evet, engelle',
    blocking: 'Engelleniyor...',
    cancel: 'Vazgeç',
  },
} as const;
