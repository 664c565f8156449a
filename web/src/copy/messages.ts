/**
 * Copy of the message dialog, the inbox and the unread counts. The dialog's texts quoted by the spec (section 2,
 * My Events) are verbatim and English like the rest of that screen; loading and failure lines are Turkish like the
 * shell's, and the server's refusals arrive in Turkish from the messages contract.
 */
export const messagesCopy = {
  dialog: {
    title: (name: string) => `Message ${name}`,
    about: (eventTitle: string) => `About: ${eventTitle}`,
    threadLabel: (name: string) => `Conversation with ${name}`,
    viewProfile: 'View Profile',
    you: 'You',
    fieldLabel: 'Your message',
    placeholder: 'Type your message...',
    counter: (length: number, max: number) => `${length}/${max}`,
    sendHint: 'Ctrl+Enter sends.',
    send: 'Send',
    sending: 'Gönderiliyor...',
    cancel: 'Cancel',
    empty: 'No messages yet. Say hi! 👋',
    loading: 'Mesajlar yükleniyor...',
    loadFailed: 'Mesajlar yüklenemedi.',
    sendFailed: 'Mesaj gönderilemedi. Tekrar dene.',
    retry: 'Tekrar dene',
  },
  inbox: {
    title: 'Messages',
    loading: 'Mesajlar yükleniyor...',
    loadFailed: 'Mesajlar yüklenemedi.',
    retry: 'Tekrar dene',
    empty: 'No messages yet.',
    emptyHint: 'Conversations with hosts and requesters of your events show up here.',
    about: (eventTitle: string) => `about ${eventTitle}`,
  },
  /** Accessible labels are Turkish like the shell's own (Ana menü, Menüyü aç). */
  unread: {
    /** the number inside a badge, capped so it stays round */
    badge: (count: number) => (count > 99 ? '99+' : String(count)),
    label: (count: number) => `${count} okunmamış mesaj`,
    withLink: (link: string, count: number) => (count > 0 ? `${link}, ${count} okunmamış mesaj` : link),
  },
} as const;
