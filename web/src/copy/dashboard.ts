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
    tokens: 'Tokens',
    settings: 'Settings',
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
  checkingSession: 'Oturum kontrol ediliyor...',
} as const;

/** Pages of the shell whose content comes in later issues: an honest heading and what they will hold. */
export const plannedPagesCopy = {
  tokens: {
    title: 'Tokens & Payment',
    body: 'Her etkinlik oluşturmak 1 token. Token paketleri ve satın alma geçmişi burada olacak.',
    balanceLabel: 'Güncel token bakiyen',
  },
} as const;
