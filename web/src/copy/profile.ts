/**
 * Copy of the profile screen (/dashboard/profile). Texts quoted by the spec (sections 5 and 8) are verbatim;
 * the screen's own chrome is English like the spec's tab names.
 */
export const profileCopy = {
  pageTitle: 'Profile',
  loading: 'Profil yükleniyor...',
  loadFailed: 'Kullanıcı verileri alınamadı.',
  retry: 'Tekrar dene',

  header: {
    avatarAlt: (name: string) => `${name} profile picture`,
    noUsername: 'No username yet',
    noLocation: 'No location set',
    memberSince: (date: string) => `Member since ${date}`,
  },

  tabs: {
    label: 'Profile sections',
    overview: 'Overview',
    events: 'Events',
    badges: 'Badges',
    settings: 'Settings',
  },

  side: {
    tokenBalance: 'Token Balance',
    tokenUnit: (count: number) => (count === 1 ? '1 token' : `${count} tokens`),
    tokenHint: 'Each event you create costs 1 token.',
    statistics: 'Statistics',
    eventsHosted: 'Events hosted',
    eventsJoined: 'Events joined',
    totalParticipants: 'Total participants',
    averageRating: 'Average rating',
    noRating: 'No ratings yet',
    interests: 'Interests',
    noInterests: 'No interests yet. Pick some in Settings.',
  },

  overview: {
    title: 'Recent Activity',
    empty: 'No activity yet. Host or join an event and it will show up here.',
  },
  events: {
    title: 'Your Events',
    empty: 'You have not hosted or joined any events yet.',
  },
  activity: {
    hosted: 'Hosted',
    joined: 'Joined',
    participants: (count: number) => (count === 1 ? '1 participant' : `${count} participants`),
  },
  badges: {
    earned: 'Earned',
    notEarned: 'Not yet earned',
    earnedStatus: 'Earned',
    lockedStatus: 'Locked',
    emptyEarned: 'No badges earned yet.',
    emptyLocked: 'You have earned every badge.',
  },

  settings: {
    detailsTitle: 'Profile details',
    displayName: 'Display name',
    username: 'Username',
    usernameHint: '3-30 characters: letters, digits, _ and .',
    checkUsername: 'Check availability',
    checkingUsername: 'Kontrol ediliyor...',
    usernameAvailable: 'Kullanıcı adı uygun',
    usernameTaken: 'Kullanıcı adı zaten alınmış',
    usernameCheckFailed: 'Kullanıcı adı kontrol edilemedi.',
    bio: 'Bio',
    bioCounter: (length: number, max: number) => `${length}/${max}`,
    city: 'City',
    cityPlaceholder: 'Select a city',
    district: 'District',
    districtPlaceholder: 'Select a district',
    districtNeedsCity: 'Select a city first',
    locationsLoading: 'Loading cities...',
    locationsFailed: 'City list could not be loaded.',
    save: 'Save changes',
    saving: 'Kaydediliyor...',
    nothingChanged: 'No changes to save.',
    saved: 'Profil güncellendi',
    saveFailed: 'Profil güncellenemedi.',
  },

  location: {
    title: 'Location',
    searchLabel: 'Search address',
    searchPlaceholder: 'e.g. Kadıköy, İstanbul',
    searching: 'Aranıyor...',
    resultsCount: (count: number) =>
      `${count === 1 ? '1 result' : `${count} results`}. Use the arrow keys to choose one.`,
    found: 'Konum bulundu!',
    notFound: 'Konum bulunamadı. Lütfen farklı bir adres deneyin.',
    searchFailed: 'Konum arama hatası. Lütfen tekrar deneyin.',
    useMyLocation: 'Use my location',
    locating: 'Konum alınıyor...',
    geolocationDenied:
      'Konum izni kapalı. Adres çubuğundaki kilit simgesinden (site ayarları) bu siteye konum izni ver ve tekrar dene.',
    geolocationFailed: 'Konumun alınamadı. Biraz sonra tekrar dene.',
    geolocationUnsupported: 'Bu tarayıcı konum paylaşamıyor.',
    orSearchAddress: (problem: string) => `${problem} Ya da adresi yazarak ara.`,
    selectsFollowPlace: (now: string, before: string | undefined) =>
      before
        ? `İl ve ilçe seçilen konuma göre değişti: ${now} (önceden ${before}). Kaydetmeden önce kontrol et.`
        : `İl ve ilçe seçilen konuma göre dolduruldu: ${now}.`,
    coordinatesText: (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`,
    selected: 'Selected location',
    noneSelected: 'No location selected yet.',
    clear: 'Remove location',
  },

  picture: {
    title: 'Profile picture',
    choose: 'Upload a new picture',
    hint: 'JPEG, PNG, WebP or GIF, under 5 MB.',
    notImage: 'Lütfen bir resim dosyası seçin',
    tooLarge: "Dosya boyutu 5MB'dan küçük olmalıdır",
    uploadStarted: 'Yükleniyor...',
    uploading: (percent: number) => `Yükleniyor... %${percent}`,
    uploadSlotFailed: 'Failed to get upload URL',
    uploadFailed: 'Resim yüklenemedi. Lütfen tekrar deneyin.',
  },

  interests: {
    title: 'Interests',
    hint: 'Pick what you like; we use it to suggest events.',
    physical: 'Physical',
    online: 'Online',
    selectedCount: (count: number) => `${count} selected`,
    limitReached: (max: number) => `You can pick up to ${max} interests.`,
    save: 'Save interests',
    saved: 'İlgi alanları güncellendi',
    saveFailed: 'İlgi alanları güncellenemedi.',
  },
} as const;
