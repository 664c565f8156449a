/**
 * Copy of moderation: the moderators' console (queue, case, decision, audit log) and the header's count, a user's
 * own sanctions on the account settings page, and the community guidelines page. The rules' titles and texts, the
 * case kinds' names and the decision buttons' texts are the moderation contract's own (lambdas/contracts/
 * moderation.ts); the server's refusals arrive in Turkish from its catalogue.
 */
import {
  appealWindowDays,
  suspensionDays,
  type AppealOutcome,
  type AuditEntryKind,
  type ModerationAction,
  type SanctionAction,
} from '@contracts/moderation';

/** The moderators' console. */
export const moderationCopy = {
  title: 'Moderasyon',
  nav: {
    label: 'Moderasyon bölümleri',
    cases: 'Vakalar',
    audit: 'Denetim kaydı',
  },
  /** the header's link (an icon on a wide screen, a line of the phone menu) */
  header: {
    link: 'Moderasyon',
    label: (open: number) => (open > 0 ? `Moderasyon, ${open} açık vaka` : 'Moderasyon, açık vaka yok'),
    badge: (open: number) => (open > 99 ? '99+' : String(open)),
  },
  /** what a decision did, as the queue, the case and the audit log tell it afterwards */
  decided: {
    dismiss: 'İhlal yok, kapatıldı',
    warn: 'Uyarıldı',
    'remove-content': 'İçerik kaldırıldı',
    suspend: 'Askıya alındı',
    ban: 'Hesap kapatıldı',
    approve: 'Onaylandı, ev sahibine iletildi',
    decline: 'Reddedildi',
    uphold: 'İtiraz reddedildi, yaptırım sürüyor',
    reverse: 'Yaptırım kaldırıldı',
  } satisfies Record<ModerationAction, string>,
  noUsername: 'kullanıcı adı yok',
  justNow: 'az önce',
  queue: {
    intro:
      'Açık vakalar en eskiden başlar, kapalılar en son kapanandan. Bir vakayı açmak denetim kaydına yazılır.',
    statusLabel: 'Vaka durumu',
    status: { open: 'Açık', closed: 'Kapalı' },
    filtersLabel: 'Vakaları filtrele',
    kind: 'Tür',
    allKinds: 'Tüm türler',
    age: 'Bekleme süresi',
    anyAge: 'Hepsi',
    ages: {
      '1h': '1 saatten eski',
      '24h': '24 saatten eski',
      '3d': '3 günden eski',
      '7d': '7 günden eski',
    },
    loading: 'Vakalar yükleniyor...',
    loadFailed: 'Vakalar yüklenemedi.',
    retry: 'Tekrar dene',
    emptyOpen: 'Açık vaka yok. Topluluk sakin 🎉',
    emptyClosed: 'Henüz kapanan vaka yok.',
    emptyFiltered: 'Bu filtrelere uyan vaka yok.',
    shown: (count: number, more: boolean) =>
      more ? `${count} vaka gösteriliyor, devamı var` : `${count} vaka gösteriliyor`,
    more: 'Daha fazla',
    loadingMore: 'Yükleniyor...',
    moreFailed: 'Daha fazla vaka yüklenemedi.',
    /** an age filter on open cases, oldest first: the rest of the queue is newer */
    noOlder: 'Bu süreden eski başka açık vaka yok.',
    opened: (when: string) => `Açıldı: ${when}`,
    closed: (when: string) => `Kapandı: ${when}`,
    reports: (count: number) => (count > 0 ? `${count} bildirim` : 'Bildirim yok'),
  },
  case: {
    back: 'Vakalara dön',
    notFound: 'Bu adreste bir vaka yok.',
    loading: 'Vaka yükleniyor...',
    loadFailed: 'Vaka yüklenemedi.',
    retry: 'Tekrar dene',
    title: (kind: string, name: string) => `${kind}: ${name}`,
    status: { open: 'Açık', closed: 'Kapalı' },
    subject: 'Hakkında',
    opened: 'Açıldı',
    closed: 'Kapandı',
    reportCount: 'Bildirim sayısı',
    content: {
      title: 'İçerik',
      hint: 'Vaka açıldığındaki hâliyle: yazarı sonradan değiştirse ya da silse de burada kalır.',
      empty: 'Bu vakada gösterilecek içerik yok.',
    },
    reports: {
      title: 'Bildirimler',
      empty: 'Bu vakayı bir kullanıcı bildirmedi; sistem açtı.',
      reporter: 'Bildiren',
      reason: 'Neden',
      text: 'Açıklama',
      reporterHistory: 'Bildirenin geçmişi',
      reporterHistoryText: (history: { pastCases: number; sanctions: number }) =>
        history.pastCases === 0 && history.sanctions === 0
          ? 'Hakkında vaka ya da yaptırım yok'
          : `Hakkında ${history.pastCases} vaka, ${history.sanctions} yaptırım`,
    },
    history: {
      title: 'Kullanıcının geçmişi',
      pastCases: 'Önceki vakalar',
      pastCasesCount: (count: number) => (count > 0 ? `${count} vaka` : 'Yok'),
      rating: 'Puan',
      ratingValue: (average: number, count: number) => `★ ${average.toFixed(1)} / 5 (${count} değerlendirme)`,
      ratingLabel: (average: number, count: number) =>
        `5 üzerinden ${average.toFixed(1)}, ${count} değerlendirme`,
      noRating: 'Henüz puan yok',
      sanctions: 'Yaptırımlar',
      noSanctions: 'Hiç yaptırım almamış.',
    },
    decision: {
      title: 'Karar',
      action: 'Karar',
      rule: 'Çiğnenen kural',
      reason: 'Gerekçe',
      days: 'Askı süresi',
      daysValue: (days: number) => `${days} gün`,
      moderator: 'Karar veren',
      at: 'Tarih',
    },
  },
  form: {
    title: 'Kararını ver',
    actions: 'Karar',
    shortcutsHint:
      'Kısayollar: bir alana yazmıyorken harf tuşuna basınca karar seçilir; gerekçede Ctrl + Enter kaydeder.',
    rule: 'Çiğnenen kural',
    chooseRule: 'Bir kural seç',
    ruleHint: 'Kullanıcı, kararın hangi kurala dayandığını görür.',
    days: 'Askı süresi (gün)',
    daysHint: `${suspensionDays.min} ile ${suspensionDays.max} gün arası.`,
    quickDays: 'Hazır süreler',
    quickDay: (days: number) => `${days} gün`,
    reason: 'Gerekçe',
    reasonHintSanction: 'Kullanıcı bu gerekçeyi okur: açık ve saygılı yaz.',
    reasonHint: 'Denetim kaydına yazılır.',
    banWarning: 'Hesap, bir itirazla geri alınana kadar kapalı kalır.',
    removeContentNote:
      'İçerik herkesten kaldırılır: etkinlik iptal edilir, mesajın yerinde bir not görünür, değerlendirme profilden kalkar. Yazarı kararı ve kuralı görür, itiraz edebilir.',
    submit: 'Kararı kaydet',
    submitting: 'Kaydediliyor...',
    failed: 'Karar kaydedilemedi. Tekrar dene.',
  },
  audit: {
    title: 'Denetim kaydı',
    intro:
      'Her vaka okuması ve her karar buraya yazılır, en yenisi üstte. Kayıtlar değiştirilemez ve iki yıl saklanır.',
    loading: 'Denetim kaydı yükleniyor...',
    loadFailed: 'Denetim kaydı yüklenemedi.',
    retry: 'Tekrar dene',
    empty: 'Henüz kayıt yok.',
    more: 'Daha fazla',
    loadingMore: 'Yükleniyor...',
    kinds: { 'case-read': 'Vakayı okudu', decision: 'Karar verdi' } satisfies Record<AuditEntryKind, string>,
    openCase: (shortId: string) => `Vaka ${shortId}`,
    subject: 'Hakkındaki kullanıcı',
    rule: 'Kural',
    reason: 'Gerekçe',
  },
} as const;

/** A user's sanctions: the account settings section, and the subject's history in a case. */
export const sanctionsCopy = {
  title: 'Yaptırımlar',
  intro: 'Topluluk Kuralları’nı çiğnediğin için hesabına uygulanan kararlar, en yenisi üstte.',
  loading: 'Yaptırımlar yükleniyor...',
  loadFailed: 'Yaptırımlar yüklenemedi.',
  retry: 'Tekrar dene',
  empty: 'Hesabına uygulanmış bir yaptırım yok.',
  kinds: {
    warn: 'Uyarı',
    'remove-content': 'İçeriğin kaldırılması',
    suspend: 'Askıya alma',
    ban: 'Hesabın kapatılması',
  } satisfies Record<SanctionAction, string>,
  rule: 'Kural',
  reason: 'Gerekçe',
  given: 'Tarih',
  until: 'Bitiş',
  untilOpen: 'Süresiz',
  state: 'Durum',
  inForce: 'Yürürlükte',
  ended: 'Sona erdi',
  warningOnly: 'Kayıtta',
  /** a removal's state: the content is gone, the account untouched */
  contentRemoved: { self: 'İçeriğin kaldırıldı', moderator: 'İçerik kaldırıldı' },
  appeal: 'İtiraz',
  appealed: (date: string, outcome: string) => `${date} tarihinde itiraz edildi: ${outcome}.`,
  appealOutcomes: {
    pending: 'inceleniyor',
    upheld: 'reddedildi, yaptırım sürüyor',
    reversed: 'kabul edildi, yaptırım kaldırıldı',
  } satisfies Record<AppealOutcome, string>,
  appealUntil: (date: string) => `${date} tarihine kadar itiraz edebilirsin.`,
  appealOver: (date: string) => `İtiraz süresi ${date} tarihinde doldu.`,
  /** the open window as a moderator reads it */
  appealUntilOther: (date: string) => `${date} tarihine kadar itiraz edilebilir.`,
  /** the user's one appeal of a sanction, written under it; the outcome is the server's words */
  appealForm: {
    open: 'İtiraz et',
    /** after the button's text, for screen readers: which sanction (a list may have several) */
    openTarget: (kind: string, date: string) => `: ${kind}, ${date}`,
    title: 'Yaptırıma itiraz',
    label: 'İtirazın',
    hint: (min: number) =>
      `Neden haksız ya da yanlış olduğunu en az ${min} karakterle anlat. Bir kez itiraz edebilirsin; kararı veren değil, başka bir moderatör okur.`,
    send: 'İtirazı gönder',
    sending: 'Gönderiliyor...',
    cancel: 'Vazgeç',
    failed: 'İtirazın gönderilemedi. Tekrar dene.',
  },
} as const;

/** The public page of the community guidelines (/topluluk-kurallari); the rules themselves are the contract's. */
export const communityRulesCopy = {
  title: 'Topluluk Kuralları',
  updated: 'Son güncelleme: Kasım 2026',
  intro: [
    'Squad’da insanlar bir ekranın arkasından çıkıp gerçekten buluşuyor. Herkesin kendini güvende ve hoş karşılanmış hissetmesi için birkaç kuralımız var.',
    'Bu kurallar profillerde, etkinliklerde, katılım isteklerinde, mesajlarda ve buluşmaların kendisinde geçerli.',
  ],
  rulesTitle: 'Kurallar',
  brokenTitle: 'Bir kural çiğnenince ne olur?',
  broken: {
    intro:
      'Bildirilen her profil, etkinlik, mesaj ve değerlendirme ile otomatik incelemenin beklettiği her katılım isteği bir moderatöre gider. Moderatör içeriği, bildirimleri ve kullanıcının geçmişini okuyup karar verir; her karar hangi kuralın çiğnendiğini ve gerekçesini söyler. Kararlar, ihlalin ağırlığına göre şunlardır:',
    sanctions: [
      { name: sanctionsCopy.kinds.warn, text: 'kayda geçer ve sana bildirilir; hesabın açık kalır.' },
      {
        name: sanctionsCopy.kinds['remove-content'],
        text: 'kuralları çiğneyen etkinliğin, mesajın ya da değerlendirmen kaldırılır ve sana bildirilir; kaldırılan bir etkinlik iptal edilir.',
      },
      {
        name: sanctionsCopy.kinds.suspend,
        text: `${suspensionDays.min} ile ${suspensionDays.max} gün arası; bu sürede bir şey paylaşamaz, etkinliklere katılamaz ve mesaj yazamazsın.`,
      },
      { name: sanctionsCopy.kinds.ban, text: 'ağır ya da tekrarlanan ihlallerde hesap kapatılır.' },
    ],
    appeal: `Her yaptırıma, kararın tarihinden itibaren ${appealWindowDays} gün içinde bir kez itiraz edebilirsin. Yaptırımlarını ve itiraz sürelerini Hesap ayarları > Yaptırımlar bölümünde görürsün.`,
  },
  reportTitle: 'Bir şey mi gördün?',
  report:
    'Kuralları çiğneyen birini ya da bir şeyi gördüğünde Bildir’e dokun: bir kişiyi profilinden, bir etkinliği sayfasından, bir mesajı yazışmadan, bir değerlendirmeyi profilin Reviews sekmesinden bildirebilirsin. Bildirimin gizli kalır: bildirilen kişi kimin bildirdiğini görmez.',
  contactHeading: 'İletişim',
  contactText: 'Acil bir güvenlik durumunda önce 112’yi ara. Sorun ve önerilerin için:',
} as const;
