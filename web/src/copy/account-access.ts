/**
 * Copy of the identity screens other than the sign-in page (register, verify, forgot password) and the password
 * rule's checklist lines, apart from ./auth.ts so that the first screen, the sign-in page, loads none of it.
 * Texts the spec quotes (sections 2, 4, 5, 8) are verbatim; the rest is written in the same tone.
 */
import { passwordPolicy, passwordSymbols, type PasswordRule } from '@contracts/password';

/** The password rule's lines in the sign-up, reset and change-of-password checklists. */
export const passwordRuleCopy = {
  minLength: `En az ${passwordPolicy.minLength} karakter`,
  digit: 'En az bir rakam',
  lower: 'En az bir küçük harf',
  upper: 'En az bir büyük harf',
  symbol: `En az bir sembol (${[...passwordSymbols].join(' ')})`,
  match: 'Şifreler aynı',
} as const satisfies Record<PasswordRule | 'match', string>;
export const registerCopy = {
  title: "Squad'a katıl",
  subtitle: 'Bir dakikada hesabını aç, etkinlikleri keşfetmeye başla.',
  /** came through a friend's invite link (the rewards feature pays both once the new user publishes an event) */
  invited: 'Bir arkadaşının davetiyle geldin: ilk etkinliğini yayınladığında ikinize de 3 token!',
  google: 'Google ile katıl',
  divider: 'ya da e-postayla',
  emailLabel: 'E-posta',
  emailPlaceholder: 'ornek@mail.com',
  passwordLabel: 'Şifre',
  passwordPlaceholder: passwordRuleCopy.minLength,
  rulesTitle: 'Şifre kuralları',
  ruleMet: 'tamam',
  ruleUnmet: 'eksik',
  submit: 'Hesabımı oluştur',
  submitting: 'Hesap oluşturuluyor...',
  weakPassword: 'Şifren yeterince strong değil! 💪',
  success: 'Welcome to the squad! 🎉 E-postanı check et!',
  failure: 'Bir sorun oldu, tekrar dene! 😔',
  googleRedirect: "Google ile squad'a geri dönüyorsun! 🚀",
  consentPrefix: 'Kayıt olarak',
  terms: 'Kullanım Koşulları',
  consentSuffix: "'nı kabul etmiş olursun.",
  /** the privacy notice after the terms: a notice, not part of what is accepted (KVKK) */
  privacyAbout: 'E-posta adresin ve şifren, hesabını açmak ve seni tanımak için işlenir',
  haveAccount: 'Zaten hesabın var mı?',
  login: 'Giriş yap',
  members: '10K+',
  membersCaption: 'aktif üye',
  rating: '4.9/5',
  ratingCaption: 'uygulama mağazası puanı',
  security: '256-bit SSL ile korunuyorsun',
  stepLabel: (step: number) => `Adım ${step} / 2`,
  checkEmailTitle: 'Welcome to the squad! 🎉',
  checkEmailBody: (email: string) =>
    `${email} adresine bir doğrulama bağlantısı gönderdik. Bağlantıya tıklayıp hesabını doğrula.`,
  checkSpam: 'E-posta gelmediyse spam (gereksiz) klasörüne de bir bak.',
  toLogin: 'Giriş sayfasına git',
} as const;

export const forgotPasswordCopy = {
  title: 'Şifreni sıfırla',
  initialBody: 'E-postanı yaz, sana 6 haneli bir doğrulama kodu gönderelim.',
  emailLabel: 'E-posta',
  emailPlaceholder: 'ornek@mail.com',
  sendCode: 'Kodu gönder',
  sendingCode: 'Kod gönderiliyor...',
  backToLogin: 'Girişe dön',
  codeBody: (email: string) => `${email} adresine gönderdiğimiz 6 haneli kodu ve yeni şifreni yaz.`,
  codeLabel: 'Doğrulama kodu',
  newPasswordLabel: 'Yeni şifre',
  confirmPasswordLabel: 'Yeni şifre (tekrar)',
  rulesTitle: 'Yeni şifre kuralları',
  ruleMet: 'tamam',
  ruleUnmet: 'eksik',
  mismatch: 'Şifreler match etmiyor! 😅',
  weak: 'Şifren yeterince strong değil bestie! 💪',
  submit: 'Şifremi değiştir',
  submitting: 'Değiştiriliyor...',
  resend: 'Kodu tekrar gönder',
  resending: 'Gönderiliyor...',
  codeSent: 'Doğrulama kodu e-postana gönderildi',
  resent: 'Yeni kod gönderildi',
  changed: 'Şifre başarıyla değiştirildi',
  successTitle: 'Şifren değişti! 🎉',
  successBody: 'Yeni şifrenle giriş yapabilirsin. Seni birazdan giriş sayfasına götürüyoruz.',
  progressLabel: (stage: number) => `Adım ${stage} / 2`,
  errors: {
    // The pool answers an unknown address as if it sent a code; should this ever come, it reveals nothing.
    UserNotFoundException: 'E-mail gönderilemedi, retry! 😔',
    LimitExceededException: 'Too much spam bestie! Biraz bekle ve tekrar dene 😅',
    sendFallback: 'E-mail gönderilemedi, retry! 😔',
    CodeMismatchException: 'Kod yanlış bestie, tekrar dene! 🤔',
    ExpiredCodeException: 'Kod expired olmuş! Yeni kod iste 😔',
    resetFallback: 'Şifre reset edilemedi, retry! 😅',
    resendFailed: 'Kod gönderilemedi, retry! 😔',
  },
} as const;

export const verifyCopy = {
  loadingTitle: 'E-postan doğrulanıyor...',
  loadingBody: 'Birkaç saniye sürebilir, sayfadan ayrılma.',
  progressLabel: 'Doğrulama ilerlemesi',
  successTitle: 'E-postan doğrulandı! 🎉',
  successBody: 'Hesabın hazır. Seni giriş sayfasına götürüyoruz...',
  errorTitle: 'Doğrulama yapılamadı 😔',
  brokenLink: 'Bu bağlantı bozuk görünüyor: kullanıcı adı ya da kod parametresi eksik.',
  errors: {
    CodeMismatchException: 'Doğrulama kodu geçersiz ya da süresi dolmuş. Yeni bir kayıt bağlantısı iste.',
    ExpiredCodeException: 'Doğrulama kodu geçersiz ya da süresi dolmuş. Yeni bir kayıt bağlantısı iste.',
    NotAuthorizedException: 'Bu hesap muhtemelen zaten doğrulanmış. Doğrudan giriş yapmayı dene.',
    UserNotFoundException: 'Bu e-postayla bir kullanıcı bulunamadı. Belki önce kayıt olman gerekiyor.',
    fallback: 'Bir şeyler ters gitti. Lütfen tekrar dene.',
  },
  redirecting: (seconds: number) => `${seconds} saniye içinde kayıt sayfasına yönlendirileceksin.`,
  redirectingToLogin: (seconds: number) => `${seconds} saniye içinde giriş sayfasına yönlendirileceksin.`,
  toRegister: 'Kayıt sayfasına git',
  toLogin: 'Giriş yap',
} as const;
