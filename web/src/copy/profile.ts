/**
 * Copy of the profile screen (/dashboard/profile). Texts quoted by the spec (sections 5 and 8) are verbatim;
 * the tab names are the spec's English and everything else is Turkish.
 */
import { sentences } from '@contracts/sentences';

export const profileCopy = {
  pageTitle: 'Profil',
  loading: 'Profil yükleniyor...',
  loadFailed: 'Kullanıcı verileri alınamadı.',
  retry: 'Tekrar dene',

  header: {
    avatarAlt: (name: string) => `${name} profil fotoğrafı`,
    noUsername: 'Kullanıcı adı yok',
    noLocation: 'Konum belirtilmemiş',
    memberSince: (date: string) => `${date} tarihinden beri üye`,
  },

  tabs: {
    label: 'Profil bölümleri',
    overview: 'Overview',
    events: 'Events',
    badges: 'Badges',
    settings: 'Settings',
  },

  side: {
    tokenBalance: 'Token bakiyesi',
    tokenUnit: (count: number) => `${count} token`,
    tokenHint: 'Oluşturduğun her etkinlik 1 token.',
    statistics: 'İstatistikler',
    /** the caller's own; another user's profile dialog says them about its owner (copy/users.ts) */
    eventCounts: { hosted: 'Düzenlediğin etkinlik', joined: 'Katıldığın etkinlik' },
    totalParticipants: 'Toplam katılımcı',
    averageRating: 'Ev sahibi puanı',
    participantAverageRating: 'Katılımcı puanı',
    ratingValue: (average: number, count: number) => `${average.toFixed(1)} / 5 (${count})`,
    noRating: 'Henüz puan yok',
    interests: 'İlgi alanları',
    noInterests: 'Henüz ilgi alanı yok. Settings sekmesinden seçebilirsin.',
  },

  overview: {
    title: 'Son etkinlikler',
    empty: 'Henüz hareket yok. Bir etkinlik düzenle ya da katıl, burada görünsün.',
  },
  events: {
    title: 'Etkinliklerin',
    empty: 'Henüz bir etkinlik düzenlemedin ya da katılmadın.',
  },
  activity: {
    hosted: 'Ev sahibi',
    joined: 'Katılımcı',
    cancelled: 'İptal edildi',
    participants: (count: number) => `${count} katılımcı`,
  },
  badges: {
    earned: 'Kazanılanlar',
    notEarned: 'Henüz kazanılmayanlar',
    earnedStatus: 'Kazanıldı',
    lockedStatus: 'Kilitli',
    emptyEarned: 'Henüz rozet kazanmadın.',
    emptyLocked: 'Bütün rozetleri kazandın!',
  },

  settings: {
    /** what the privacy notice under the settings says is processed */
    privacyAbout:
      'Profil bilgilerin, seni diğer üyelere tanıtmak ve yakınındaki etkinlikleri göstermek için işlenir',
    detailsTitle: 'Profil bilgileri',
    displayName: 'Görünen ad',
    username: 'Kullanıcı adı',
    usernameHint: '3-30 karakter: harf, rakam, _ ve .',
    checkUsername: 'Uygunluğu kontrol et',
    checkingUsername: 'Kontrol ediliyor...',
    usernameAvailable: 'Kullanıcı adı uygun',
    usernameTaken: 'Kullanıcı adı zaten alınmış',
    usernameCheckFailed: 'Kullanıcı adı kontrol edilemedi.',
    bio: 'Hakkında',
    bioCounter: (length: number, max: number) => `${length}/${max}`,
    city: 'İl',
    cityPlaceholder: 'İl seç',
    district: 'İlçe',
    districtPlaceholder: 'İlçe seç',
    districtNeedsCity: 'Önce bir il seç',
    locationsLoading: 'İller yükleniyor...',
    locationsFailed: 'İl listesi yüklenemedi.',
    save: 'Değişiklikleri kaydet',
    saving: 'Kaydediliyor...',
    nothingChanged: 'Kaydedilecek bir değişiklik yok.',
    saved: 'Profil güncellendi',
    saveFailed: 'Profil güncellenemedi.',
  },

  location: {
    title: 'Konum',
    searchLabel: 'Adres ara',
    searchPlaceholder: 'örn. Kadıköy, İstanbul',
    searching: 'Aranıyor...',
    resultsCount: (count: number) => `${count} sonuç. Seçmek için ok tuşlarını kullan.`,
    found: 'Konum bulundu!',
    notFound: 'Konum bulunamadı. Lütfen farklı bir adres deneyin.',
    searchFailed: 'Konum arama hatası. Lütfen tekrar deneyin.',
    useMyLocation: 'Konumumu kullan',
    locating: 'Konum alınıyor...',
    geolocationDenied:
      'Konum izni kapalı. Adres çubuğundaki kilit simgesinden (site ayarları) bu siteye konum izni ver ve tekrar dene.',
    geolocationFailed: 'Konumun alınamadı. Biraz sonra tekrar dene.',
    geolocationUnsupported: 'Bu tarayıcı konum paylaşamıyor.',
    orSearchAddress: (problem: string) => sentences(problem, 'Ya da adresi yazarak ara.'),
    selectsFollowPlace: (now: string, before: string | undefined) =>
      before
        ? `İl ve ilçe seçilen konuma göre değişti: ${now} (önceden ${before}). Kaydetmeden önce kontrol et.`
        : `İl ve ilçe seçilen konuma göre dolduruldu: ${now}.`,
    coordinatesText: (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`,
    selected: 'Seçilen konum',
    noneSelected: 'Henüz konum seçilmedi.',
    clear: 'Konumu kaldır',
  },

  picture: {
    title: 'Profil fotoğrafı',
    choose: 'Yeni fotoğraf yükle',
    hint: 'JPEG ya da PNG, 5 MB altında.',
    notImage: 'Lütfen bir resim dosyası seçin',
    tooLarge: "Dosya boyutu 5MB'dan küçük olmalıdır",
    uploadStarted: 'Yükleniyor...',
    uploading: (percent: number) => `Yükleniyor... %${percent}`,
    uploadSlotFailed: 'Failed to get upload URL',
    uploadFailed: 'Resim yüklenemedi. Lütfen tekrar deneyin.',
  },

  interests: {
    title: 'İlgi alanları',
    hint: 'Sevdiklerini seç; sana etkinlik önerirken kullanırız.',
    physical: 'Yüz yüze',
    online: 'Online',
    selectedCount: (count: number) => `${count} seçildi`,
    limitReached: (max: number) => `En fazla ${max} ilgi alanı seçebilirsin.`,
    save: 'İlgi alanlarını kaydet',
    saved: 'İlgi alanları güncellendi',
    saveFailed: 'İlgi alanları güncellenemedi.',
  },
} as const;
