/**
 * Copy of the account settings page (/dashboard/settings): password, sign-out everywhere, blocked users, the data
 * download and the deletion. What a deletion keeps, and for how long, is read from the contract.
 */
import { deletedUserName, retainedAfterDeletion } from '@contracts/account';

const kept = Object.values(retainedAfterDeletion)
  .map((item) => `${item.what}: ${item.years} yıl`)
  .join('; ');

export const accountCopy = {
  title: 'Hesap ayarları',
  intro:
    'Şifren, oturumların, engellediğin kişiler ve verilerin. Profil bilgilerini Profile sayfasından düzenlersin.',
  toProfile: 'Profil ayarlarına git',
  /** the profile's Settings tab points here */
  fromProfile: {
    body: 'Şifren, oturumların, engellediğin kişiler, verilerini indirmek ve hesabını silmek:',
    link: 'Hesap ayarları',
  },
  profileLoading: 'Hesap bilgilerin yükleniyor...',
  profileFailed: 'Hesap bilgilerin alınamadı.',
  retry: 'Tekrar dene',
  password: {
    title: 'Şifre değiştir',
    hint: 'Yeni şifren de şifre sıfırlamadaki kurallara uymalı.',
    throughProvider:
      'Google ile giriş yapıyorsun, bu yüzden Squad şifren yok. Şifreni Google hesabından yönetirsin.',
    current: 'Mevcut şifre',
    next: 'Yeni şifre',
    repeat: 'Yeni şifre (tekrar)',
    rulesTitle: 'Yeni şifre kuralları',
    ruleMet: 'tamam',
    ruleUnmet: 'eksik',
    mismatch: 'Şifreler match etmiyor! 😅',
    weak: 'Şifren yeterince strong değil bestie! 💪',
    submit: 'Şifreyi değiştir',
    submitting: 'Şifre değiştiriliyor...',
    changed: 'Şifre başarıyla değiştirildi',
    /** Cognito's refusals of ChangePassword, by exception name; never its English text */
    errors: {
      NotAuthorizedException: 'Mevcut şifren yanlış bestie 😔',
      // The new password already passed the stricter rule here: what breaks Cognito's length limits is the current one.
      InvalidParameterException: 'Mevcut şifren yanlış bestie 😔',
      LimitExceededException: 'Çok fazla deneme yaptın! Biraz bekle ve tekrar dene 😅',
      TooManyRequestsException: 'Çok fazla deneme yaptın! Biraz bekle ve tekrar dene 😅',
      InvalidPasswordException:
        'Yeni şifren kurallara uymuyor: en az 8 karakter, rakam, küçük ve büyük harf, sembol 💪',
      PasswordHistoryPolicyViolationException: 'Yeni şifren eski şifrelerinden biriyle aynı olamaz.',
    } as Partial<Record<string, string>>,
    failed: 'Şifre değiştirilemedi, retry! 😅',
  },
  authenticator: {
    title: 'İki adımlı doğrulama',
    off: 'Girişte şifrenin yanında telefonundaki doğrulama uygulamasının (Google Authenticator, Microsoft Authenticator, 1Password...) 6 haneli kodunu da soralım: şifren başkasının eline geçse bile hesabına giremez.',
    on: 'Açık ✅ Girişte doğrulama uygulamandaki 6 haneli kodu soruyoruz.',
    turnOn: 'İki adımlı doğrulamayı aç',
    starting: 'Hazırlanıyor...',
    setUp:
      'Doğrulama uygulamana bu anahtarı ekle (ya da bağlantıyla bu cihazdaki uygulamada aç), sonra uygulamanın gösterdiği 6 haneli kodu yaz.',
    keyLabel: 'Kurulum anahtarı',
    openInApp: 'Bu cihazdaki doğrulama uygulamasında aç',
    codeLabel: 'Uygulamadaki 6 haneli kod',
    confirm: 'Doğrula ve aç',
    confirming: 'Doğrulanıyor...',
    cancel: 'Vazgeç',
    turnedOn: 'İki adımlı doğrulama açıldı 🔐',
    turnOff: 'İki adımlı doğrulamayı kapat',
    turningOff: 'Kapatılıyor...',
    turnedOff: 'İki adımlı doğrulama kapatıldı',
    lostPhone:
      'Telefonunu kaybedersen destek ekibine yaz: kimliğini doğruladıktan sonra iki adımlı doğrulamayı kapatırız.',
    throughProvider: 'Google ile giriş yapıyorsun; iki adımlı doğrulamayı Google hesabından yönetirsin.',
    loading: 'İki adımlı doğrulama durumu yükleniyor...',
    /** a wrong code at set-up: Cognito says EnableSoftwareTokenMFAException ("Code mismatch") */
    wrongCode: 'Kod yanlış bestie, tekrar dene! 🤔',
    failed: 'Olmadı, retry! 😅',
  },
  signOutEverywhere: {
    title: 'Tüm cihazlardan çıkış yap',
    body: 'Telefonun, tabletin ve diğer tarayıcıların dahil her yerdeki oturumların kapanır; bu cihazdan da çıkış yaparsın. Diğer cihazlardaki oturumların en geç 16 dakika içinde sona erer (verilmiş giriş anahtarlarının kalan ömrü).',
    submit: 'Tüm cihazlardan çıkış yap',
    submitting: 'Çıkış yapılıyor...',
    done: 'Tüm cihazlardan çıkış yapıldı. Görüşmek üzere! 👋',
    failed: 'Çıkış yapılamadı, retry! 😅',
  },
  blocked: {
    title: 'Engellenen kullanıcılar',
    hint: 'Engellediğin kişiler etkinliklerine katılım isteği gönderemez ve sana mesaj yazamaz.',
    loading: 'Engellenen kullanıcılar yükleniyor...',
    loadFailed: 'Engellenen kullanıcılar yüklenemedi.',
    retry: 'Tekrar dene',
    empty: 'Kimseyi engellemedin.',
    since: (date: string) => `Engellenme: ${date}`,
    unblock: 'Engeli kaldır',
    unblockLabel: (name: string) => `${name} engelini kaldır`,
    unblocking: 'Engel kaldırılıyor...',
    failed: 'Engel kaldırılamadı. Tekrar dene.',
  },
  export: {
    title: 'Verilerimi indir',
    body: 'Profilin, etkinliklerin, katılım isteklerin, mesajların, token hareketlerin, engellediğin kişiler, gönderdiğin bildirimler, sana gelen bildirimler ve bildirim ayarların tek bir JSON dosyasında.',
    submit: 'Verilerimi indir',
    submitting: 'Verilerin hazırlanıyor...',
    done: 'Verilerin indirildi 📦',
    failed: 'Veriler indirilemedi, retry! 😅',
  },
  deletion: {
    title: 'Hesabımı sil',
    body: 'Hesabını ve kişisel verilerini kalıcı olarak siler. Bu işlem geri alınamaz.',
    open: 'Hesabımı sil',
    dialogTitle: 'Hesabın kalıcı olarak silinsin mi?',
    summary: `Silinenler: profilin, kullanıcı adın, profil fotoğrafın, mesajlaşmaların, kabul edilmemiş katılım isteklerin ve kabul edilmişlerdeki mesajların, taslak etkinliklerin, engellemeler, gönderdiğin bildirimler, sana gelen bildirimler ile bildirim ayarların ve giriş hesabın. Anonimleşenler: katıldığın ve düzenlediğin etkinliklerde adın "${deletedUserName}" olur; düzenlediğin ve bitmemiş etkinlikler katılımcılar için iptal edilir. Saklananlar: ${kept}.`,
    privacyLink: 'Ayrıntılar Gizlilik Politikası’nda',
    confirmLabel: (word: string) => `Onaylamak için "${word}" yaz`,
    confirmHint: 'Yazdığın metin eşleşince silme düğmesi açılır.',
    submit: 'Hesabımı kalıcı olarak sil',
    submitting: 'Hesabın siliniyor...',
    cancel: 'Vazgeç',
    done: 'Hesabın silindi. Kendine iyi bak! 👋',
    failed: 'Hesabın silinemedi, retry! 😅',
  },
} as const;
