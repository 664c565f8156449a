/** Copy of the dashboard shell and of the pages whose content arrives with later issues. */
export const dashboardCopy = {
  logoLabel: 'Squad ana sayfa: fiziksel etkinlikler',
  navLabel: 'Ana menü',
  modeSwitchLabel: 'Etkinlik modu',
  physical: 'Physical',
  online: 'Online',
  myEvents: 'My Events',
  tokens: 'Tokens',
  profile: 'Profile',
  settings: 'Settings',
  logout: 'Logout',
  loggingOut: 'Çıkış yapılıyor...',
  createEvent: 'Create Event',
  openMenu: 'Menüyü aç',
  closeMenu: 'Menüyü kapat',
  menuTitle: 'Menü',
  menu: {
    physical: 'Physical Events',
    online: 'Online Events',
    profile: 'Profile',
    myEvents: 'My Events',
    createEvent: 'Create Event',
    logout: 'Logout',
  },
  user: {
    loading: 'Profil yükleniyor...',
    failed: 'Kullanıcı verileri alınamadı.',
    noUsername: 'Kullanıcı adı yok',
    balance: (count: number) => `${count} token`,
    avatarAlt: (name: string) => `${name} profil fotoğrafı`,
  },
  createEventSoon: 'Etkinlik oluşturma sihirbazı bir sonraki güncellemeyle geliyor.',
  checkingSession: 'Oturum kontrol ediliyor...',
} as const;

/** Pages of the shell whose content comes in later issues: an honest heading and what they will hold. */
export const plannedPagesCopy = {
  physical: {
    title: 'Physical Events',
    body: 'Yakınındaki yüz yüze etkinlikler burada harita ve liste olarak görünecek: ara, filtrele, katılma isteği gönder.',
  },
  online: {
    title: 'Online Events',
    body: 'Online oyun ve etkinlik ekipleri burada listelenecek: oyun türü, seviye ve platforma göre bul, ekibe katıl.',
  },
  myEvents: {
    title: 'My Events',
    body: 'Düzenlediğin ve katıldığın etkinlikler, gelen katılım istekleri ve yönetimi burada olacak.',
  },
  tokens: {
    title: 'Tokens & Payment',
    body: 'Her etkinlik oluşturmak 1 token. Token paketleri ve satın alma geçmişi burada olacak.',
    balanceLabel: 'Güncel token bakiyen',
  },
  settings: {
    title: 'Settings',
    body: 'Hesap ve bildirim ayarların burada olacak. Profil bilgilerini şimdilik Profile sayfasındaki Settings sekmesinden düzenleyebilirsin.',
    toProfile: 'Profil ayarlarına git',
  },
  eventDetails: {
    title: 'Event Details',
    body: (id: string) =>
      `"${id}" numaralı etkinliğin ayrıntıları, katılımcıları ve katılım istekleri burada görünecek.`,
  },
  editEvent: {
    title: 'Edit Event',
    body: (id: string) => `"${id}" numaralı etkinliği düzenleme ekranı burada olacak.`,
  },
} as const;
