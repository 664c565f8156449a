/**
 * Copy of the Tokens & Payment screen (/dashboard/tokens). The tab and dialog names are the spec's English
 * (section 2); everything else is Turkish.
 */
import { sentences } from '@contracts/sentences';
import { checkoutLifetimeMinutes, type LedgerReason, type OrderStatus } from '@contracts/tokens';

export const tokensCopy = {
  pageTitle: 'Tokens & Payment',
  intro: 'Her etkinlik oluşturmak 1 token. Katılmak ücretsiz.',
  tabs: {
    label: 'Token bölümleri',
    purchase: 'Purchase Tokens',
    history: 'Purchase History',
    earn: 'Earn Tokens',
  },
  loading: 'Token bilgileri yükleniyor...',
  loadFailed: 'Token bilgileri alınamadı.',
  retry: 'Tekrar dene',

  balance: {
    title: 'Token bakiyen',
    current: (count: number) => `${count} token`,
    /** the totals of TokenTotals, each named for what it counts; received ones add, used ones take away */
    totals: {
      welcome: 'Hoş geldin hediyesi',
      bought: 'Satın aldığın (bonus dahil)',
      earnedByRules: 'Kurallardan kazandığın',
      spentOnEvents: 'Etkinliklere harcadığın',
      expired: 'Süresi dolan',
      refundedPurchases: 'İadeyle geri alınan',
    },
    received: (count: number) => `+${count}`,
    used: (count: number) => `−${count}`,
    expiry: (tokens: number, date: string) => `${tokens} token ${date} tarihinde sona erecek.`,
    noExpiry: (minDays: number, maxDays: number) =>
      `Şu an elindeki tokenların son kullanma tarihi yok. Satın aldığın tokenlar paketine göre ${minDays}-${maxDays} gün geçerli olur.`,
  },

  packages: {
    title: 'Token paketleri',
    popular: 'En popüler',
    tokens: (count: number) => `${count} token`,
    bonus: (count: number) => `+${count} bonus`,
    discount: (percent: number) => `%${percent} indirim`,
    originalPrice: 'Eski fiyat',
    buy: (name: string) => `${name} satın al`,
    buyShort: 'Satın al',
  },

  /** Beside every price: what people pay includes the tax. */
  kdvIncluded: 'KDV dahil',

  checkout: {
    title: (name: string) => `${name} satın al`,
    summary: (tokens: number) => `Hesabına ${tokens} token eklenecek.`,
    methodLegend: 'Ödeme yöntemi',
    card: 'Credit/Debit Card',
    cardHint: 'iyzico güvenli ödeme sayfasında 3-D Secure ile ödersin.',
    paypal: 'PayPal',
    paypalUnavailable: 'PayPal, Türkiye hesaplarında kullanılamıyor.',
    cancel: 'Cancel',
    complete: 'Complete Purchase',
    opening: 'Ödeme sayfası açılıyor...',
    failed: 'Ödeme sayfası açılamadı. Lütfen tekrar dene.',
    contractsLegend: 'Sözleşmeler',
    contractsIntro: 'Ödemeye geçmeden önce, senin için doldurulan iki metni oku:',
    contractsLoading: 'Sözleşmeler hazırlanıyor...',
    contractsFailed: 'Sözleşmeler için profilin alınamadı. Lütfen tekrar dene.',
    privacyAbout:
      'Adın ve e-posta adresin, ödemeni almak, sözleşmeni saklamak ve faturanı düzenlemek için işlenir',
  },

  result: {
    paidTitle: 'Satın alma tamamlandı',
    paid: (tokens: number, balance: number) =>
      `Hesabına ${tokens} token eklendi. Yeni bakiyen: ${balance} token.`,
    failedTitle: 'Ödeme tamamlanamadı',
    failed: (reason: string) => sentences(reason, 'Kartından para çekilmedi; tekrar deneyebilirsin.'),
    pendingTitle: 'Ödeme bekleniyor',
    pending:
      'Bu siparişin ödemesi henüz tamamlanmadı. Ödediysen onay gelince tokenların hesabına eklenir; bu sayfayı yenileyerek kontrol edebilirsin.',
    refresh: 'Yenile',
    expiredTitle: 'Ödeme süresi doldu',
    expired: 'Bu sipariş için ödeme yapılmadı. Yeni bir satın alma başlatabilirsin.',
    cancelledTitle: 'Sipariş iptal edildi',
    cancelled: 'Bu siparişi iptal ettin; kartından para çekilmedi. Yeni bir satın alma başlatabilirsin.',
    refundedTitle: 'Sipariş iade edildi',
    refunded: 'Bu siparişin tokenları geri alındı ve ödemen iade edildi.',
    unknown: 'Ödeme bilgisi doğrulanamadı. Kartından çekim yapıldıysa destek ekibimize yaz.',
    loading: 'Ödeme sonucu yükleniyor...',
    dismiss: 'Kapat',
  },

  autoRefill: {
    title: 'Otomatik yükleme',
    description:
      'Bir etkinlik bakiyeni eşiğin altına düşürünce seçtiğin paket kayıtlı kartınla yeniden alınır; günde en fazla bir kez. Her yüklemenin makbuzu e-posta ile gelir.',
    toggle: 'Otomatik yüklemeyi aç',
    threshold: 'Eşik (token)',
    thresholdHint: (n: number) => `Bakiyen ${n} tokenın altına düşünce yüklenir.`,
    decrease: 'Eşiği azalt',
    increase: 'Eşiği artır',
    package: 'Yüklenecek paket',
    packageOption: (name: string, tokens: number, price: string) => `${name}: ${tokens} token, ${price}`,
    save: 'Kaydet',
    saving: 'Kaydediliyor...',
    saved: 'Otomatik yükleme ayarların kaydedildi.',
    saveFailed: 'Ayarlar kaydedilemedi. Lütfen tekrar dene.',
    cardStored: 'Kayıtlı bir kartın var; yüklemeler bu karttan alınır.',
    noCard:
      'Henüz kayıtlı kartın yok. Otomatik yükleme açıkken yapacağın bir sonraki satın almada, ödeme sayfasında "Kartımı sonraki ödemeler için kaydet" kutusunu işaretle.',
  },

  history: {
    title: 'Satın alma geçmişi',
    loading: 'Geçmiş yükleniyor...',
    loadFailed: 'Geçmiş alınamadı.',
    empty: 'Henüz token hareketin yok.',
    more: 'Daha fazla göster',
    loadingMore: 'Yükleniyor...',
    columns: { date: 'Tarih', item: 'İşlem', tokens: 'Token', amount: 'Tutar', status: 'Durum' },
    method: { card: 'Kart', paypal: 'PayPal' },
    status: {
      pending: 'Bekliyor',
      paid: 'Ödendi',
      failed: 'Başarısız',
      expired: 'Süresi doldu',
      cancelled: 'İptal edildi',
      refunding: 'İade ediliyor',
      refunded: 'İade edildi',
    } satisfies Record<OrderStatus, string>,
    reasons: {
      WELCOME: 'Hoş geldin tokenları',
      EVENT_CREATED: 'Etkinlik oluşturuldu',
      EVENT_PUBLISHED: 'Taslak yayınlandı',
      EVENT_CANCELLED_REFUND: 'İptal edilen etkinlik iadesi',
      PURCHASE: 'Paket satın alındı',
      PURCHASE_BONUS: 'Paket bonusu',
      PURCHASE_REFUNDED: 'Satın alma iadesi',
      TOKENS_EXPIRED: 'Süresi dolan tokenlar',
      EARNED_EVENT_COMPLETED: 'Kazanıldı: etkinlik tamamlandı',
      EARNED_FIVE_STAR_RATING: 'Kazanıldı: 5 yıldızlı puan',
      EARNED_REFERRAL: 'Kazanıldı: arkadaş daveti',
      EARNED_MONTHLY_HOST: 'Kazanıldı: aylık görev',
    } satisfies Record<LedgerReason, string>,
    refund: 'İade et',
    refundLabel: (packageName: string, date: string) => `${packageName} satın almasını iade et (${date})`,
    contract: 'Sözleşme',
    contractLabel: (packageName: string, date: string) => `${packageName} sözleşmesini aç (${date})`,
    contractTitle: 'Kabul ettiğin sözleşmeler',
    contractAccepted: (date: string) => `${date} tarihinde kabul edildi.`,
    contractHash: 'SHA-256 özeti',
    contractLoading: 'Sözleşme yükleniyor...',
    contractFailed: 'Sözleşme alınamadı.',
    contractClose: 'Kapat',
    invoice: 'Fatura',
    invoiceLabel: (packageName: string, date: string) =>
      `${packageName} faturasını yeni sekmede aç (${date})`,
    invoiceFailed: 'Fatura açılamadı. Lütfen tekrar dene.',
    autoRefill: 'Otomatik yükleme',
    tokensCredited: (n: number) => `+${n}`,
    tokensTakenBack: (n: number) => `${n} geri alındı`,
    tokensNotCredited: (n: number) => `${n} token`,
    refundTitle: 'Satın almayı iade et',
    refundBody: (tokens: number, amount: string) =>
      `${tokens} token bakiyenden düşülecek ve ${amount} kartına iade edilecek. Bu işlem geri alınamaz.`,
    refundConfirm: 'İade et',
    refundCancel: 'Vazgeç',
    refunding: 'İade ediliyor...',
    refunded: 'Satın alma iade edildi.',
    refundProcessing:
      'İaden işleniyor: ödeme sağlayıcısının kesin yanıtını bekliyoruz, birkaç dakika içinde sonuçlanır.',
    refundFailed: 'İade yapılamadı. Lütfen tekrar dene.',
    refundableUntil: (date: string) => `${date} tarihine kadar iade edilebilir`,
    cardTakesNoRefunds:
      'Ön ödemeli kartla ödendiği için kartına iade edilemez. İade için destek ekibimize yazabilirsin.',
  },

  /** A checkout left unpaid: what becomes of it, and giving it up. */
  pendingOrder: {
    payableUntil: (time: string) =>
      `${checkoutLifetimeMinutes} dakika içinde ödenmezse iptal olur: son ödeme saati ${time}.`,
    cancel: 'Siparişi iptal et',
    cancelLabel: (packageName: string, time: string) => `${packageName} siparişini iptal et (${time})`,
    cancelling: 'Sipariş iptal ediliyor...',
    cancelled: 'Sipariş iptal edildi.',
    alreadyPaid: 'Bu siparişin ödemesi tamamlanmış: tokenların hesabına eklendi.',
    alreadyFailed: 'Bu siparişin ödemesi tamamlanamadı; kartından para çekilmedi.',
    cancelFailed: 'Sipariş iptal edilemedi. Lütfen tekrar dene.',
  },
} as const;
