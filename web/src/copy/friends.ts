/**
 * Copy of friends: the profile dialog's friend button, the friends section of the profile page and the dashboards'
 * "Arkadaşların" strip. Turkish throughout; the server's answers and refusals arrive in Turkish from the contract.
 */
export const friendsCopy = {
  button: {
    add: 'Arkadaş ekle',
    adding: 'Gönderiliyor...',
    requested: 'İstek gönderildi',
    cancel: 'İsteği geri çek',
    accept: 'İsteği kabul et',
    decline: 'Reddet',
    friends: 'Arkadaşsınız',
    remove: 'Arkadaşlıktan çıkar',
    incomingNote: (name: string) => `${name} sana arkadaşlık isteği gönderdi.`,
    count: (count: number) => `${count} arkadaş`,
    failed: 'İşlem tamamlanamadı. Tekrar dene.',
  },
  panel: {
    title: 'Arkadaşlar',
    incoming: 'Gelen istekler',
    friends: 'Arkadaşların',
    outgoing: 'Gönderdiğin istekler',
    noIncoming: 'Bekleyen istek yok.',
    noFriends: 'Henüz arkadaşın yok. Birinin profilinden "Arkadaş ekle" diyerek başlayabilirsin.',
    noOutgoing: 'Bekleyen isteğin yok.',
    accept: 'Kabul et',
    decline: 'Reddet',
    cancel: 'Geri çek',
    remove: 'Çıkar',
    since: (date: string) => `${date} tarihinden beri arkadaş`,
    more: 'Daha fazla göster',
    loading: 'Arkadaşlar yükleniyor...',
    loadFailed: 'Arkadaş listesi yüklenemedi.',
    retry: 'Tekrar dene',
    failed: 'İşlem tamamlanamadı. Tekrar dene.',
  },
  strip: {
    title: 'Arkadaşların',
    hint: 'Arkadaşlarının düzenlediği ve katıldığı yaklaşan etkinlikler',
    hosts: (name: string) => `${name} düzenliyor`,
    joins: (name: string) => `${name} katılıyor`,
    andOthers: (count: number) => `+${count} arkadaş`,
  },
} as const;
