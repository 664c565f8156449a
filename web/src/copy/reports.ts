/**
 * Copy of the report form ("Bildir", spec section 5), one form for a user, an event, a message and a review, and of
 * the buttons that open it. The reasons come from the users contract; the server's confirmation and refusals
 * arrive in Turkish from the contracts.
 */
export const reportCopy = {
  /** the form's title, by what is reported */
  title: {
    user: (name: string) => `${name} kullanıcısını bildir`,
    event: 'Etkinliği bildir',
    message: 'Mesajı bildir',
    review: 'Değerlendirmeyi bildir',
  },
  /** the reported content, quoted over the form */
  quoteLabel: {
    event: 'Bildirdiğin etkinlik',
    message: 'Bildirdiğin mesaj',
    review: 'Bildirdiğin değerlendirme',
  },
  /** the buttons that open it: short on screen, named in full for screen readers */
  open: 'Bildir',
  openEvent: 'Etkinliği bildir',
  /** a message by its time: the thread shows several */
  openMessage: (time: string) => `Mesajı bildir: ${time}`,
  /** a review by its rater: the list shows several */
  openReview: (rater: string) => `Değerlendirmeyi bildir: ${rater}`,
  loading: 'Bildirim formu yükleniyor...',
  reason: 'Neden',
  chooseReason: 'Bir neden seç',
  text: 'Ne oldu?',
  textHint: 'Kısaca anlat; bildirimini yalnızca moderatörler okur.',
  send: 'Bildirimi gönder',
  sending: 'Gönderiliyor...',
  cancel: 'Vazgeç',
  failed: 'Bildirim gönderilemedi. Tekrar dene.',
  /** before the link to the community guidelines (a new tab: the form stays as it is) */
  rulesNote: 'Bildirimini moderatörlerimiz inceler ve kararlarını',
  rulesLink: 'Topluluk Kuralları',
  rulesNoteEnd: '’na göre verir.',
} as const;
