/**
 * Copy of attendance after an event and of the reliability score (the details page's Katılım tab, the host's
 * request list, the profile dialog). Refusals arrive in Turkish from the server's catalogue.
 */
export const attendanceCopy = {
  tab: 'Katılım',
  loading: 'Katılım yükleniyor...',
  loadFailed: 'Katılım bilgisi yüklenemedi.',
  retry: 'Tekrar dene',
  notCompleted: 'Etkinlik tamamlanınca katılım burada görünür; bu birkaç saniye sürebilir.',
  host: {
    title: 'Kimler geldi?',
    open: (until: string) =>
      `Her katılımcı varsayılan olarak geldi sayılır. Gelmeyenleri ${until} tarihine kadar işaretleyebilirsin.`,
    closed: 'İşaretleme süresi doldu; işaretler artık kesin.',
    empty: 'Bu etkinliğe katılan olmadı.',
    groupLabel: (name: string) => `${name} etkinliğe geldi mi?`,
    came: 'Geldi',
    noShow: 'Gelmedi',
    saving: 'Kaydediliyor...',
    contestTitle: 'İtiraz',
    confirm: 'Gelmedi işaretini onayla',
    confirming: 'Onaylanıyor...',
    confirmFor: (label: string, name: string) => `${label}: ${name}`,
    confirmHint: 'Onaylarsan gelmedi işareti güvenilirlik puanına yeniden sayılır. Bir kez onaylanabilir.',
    confirmTitle: (name: string) => `${name} için "Gelmedi" onaylansın mı?`,
    confirmBody:
      'İtiraza rağmen onaylarsan gelmedi işareti güvenilirlik puanına yeniden sayılır ve katılımcıya bildirilir. Bu geri alınamaz.',
    confirmYes: 'Evet, onayla',
    confirmNo: 'Vazgeç',
    confirmedAt: (when: string) => `Onaylandı: ${when}`,
    failed: 'Kaydedilemedi. Lütfen tekrar dene.',
  },
  badge: {
    came: 'Geldi',
    'no-show': 'Gelmedi',
    contested: 'İtiraz edildi',
  },
  participant: {
    title: 'Katılımın',
    came: 'Etkinliğe katılmış sayılıyorsun. Teşekkürler!',
    noShow: 'Ev sahibi seni "gelmedi" olarak işaretledi. Bu işaret güvenilirlik puanını düşürür.',
    contestHint: (until: string) => `Bir yanlışlık varsa ${until} tarihine kadar bir kez itiraz edebilirsin.`,
    contestClosed: 'İtiraz süresi doldu.',
    contested: 'İtirazın kaydedildi; ev sahibi onaylamadıkça bu işaret puanına sayılmaz.',
    confirmed: 'Ev sahibi itirazından sonra "gelmedi" işaretini onayladı.',
    yourContest: 'İtirazın',
  },
  contest: {
    label: 'Neden itiraz ediyorsun?',
    placeholder: 'Örn. Oradaydım, girişte ev sahibiyle konuştum.',
    send: 'İtiraz et',
    sending: 'Gönderiliyor...',
    failed: 'İtirazın gönderilemedi. Lütfen tekrar dene.',
  },
  reliability: {
    label: 'Güvenilirlik',
    loading: 'Güvenilirlik yükleniyor',
    unknown: '—',
    /** said to screen readers beside "Yeni" */
    newcomer: 'Yeni: 3 etkinlikten az',
  },
} as const;
