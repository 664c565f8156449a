/**
 * Copy of the message dialog, the inbox and the unread counts. The dialog's texts quoted by the spec (section 2,
 * My Events: the placeholder, Send, Cancel, View Profile) are its English; everything else is Turkish, and the
 * server's refusals arrive in Turkish from the messages contract.
 */
export const messagesCopy = {
  /** the event a thread is about, in the dialog and the inbox */
  about: (eventTitle: string) => `Etkinlik: ${eventTitle}`,
  dialog: {
    title: (name: string) => `${name} ile mesajlaş`,
    threadLabel: (name: string) => `${name} ile yazışma`,
    viewProfile: 'View Profile',
    you: 'Sen',
    fieldLabel: 'Mesajın',
    placeholder: 'Type your message...',
    counter: (length: number, max: number) => `${length}/${max}`,
    sendHint: 'Ctrl+Enter ile gönderilir.',
    send: 'Send',
    sending: 'Gönderiliyor...',
    cancel: 'Cancel',
    empty: 'Henüz mesaj yok. Bir selam ver! 👋',
    loading: 'Mesajlar yükleniyor...',
    loadFailed: 'Mesajlar yüklenemedi.',
    sendFailed: 'Mesaj gönderilemedi. Tekrar dene.',
    retry: 'Tekrar dene',
  },
  inbox: {
    title: 'Mesajlar',
    loading: 'Mesajlar yükleniyor...',
    loadFailed: 'Mesajlar yüklenemedi.',
    retry: 'Tekrar dene',
    empty: 'Henüz mesaj yok.',
    emptyHint: 'Ev sahipleriyle ve etkinliklerine istek gönderenlerle yazışmaların burada görünür.',
  },
  unread: {
    /** the number inside a badge, capped so it stays round */
    badge: (count: number) => (count > 99 ? '99+' : String(count)),
    label: (count: number) => `${count} okunmamış mesaj`,
    withLink: (link: string, count: number) => (count > 0 ? `${link}, ${count} okunmamış mesaj` : link),
  },
} as const;
