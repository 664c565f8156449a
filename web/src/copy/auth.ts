/**
 * Copy of the sign-in page and of Google's sign-in (the button, the callback page): what the home page loads. The
 * other identity screens' copy (register, verify, forgot password) is in ./account-access.ts, so the first screen
 * carries none of it.
 * Texts the spec quotes (sections 2, 4, 5, 8) are verbatim; the rest is written in the same tone.
 */
export const signInCopy = {
  title: 'Tekrar hoş geldin!',
  subtitle: "Squad'ın seni bekliyor. Giriş yap, etkinliklere katıl.",
  google: 'Google ile devam et',
  divider: 'ya da',
  emailLabel: 'E-posta',
  emailPlaceholder: 'ornek@mail.com',
  passwordLabel: 'Şifre',
  passwordPlaceholder: 'Şifren',
  submit: "Squad'a Gir!",
  submitting: 'Giriş yapılıyor...',
  forgotPassword: 'Şifreni mi unuttun?',
  noAccount: 'Hesabın yok mu?',
  register: 'Hemen katıl',
  verifiedNotice: 'E-postan doğrulandı! 🎉 Şimdi giriş yapabilirsin.',
  success: 'Welcome back bestie! 🎉',
  /** the second step for a user who turned on an authenticator app in account settings */
  authenticator: {
    title: 'İki adımlı doğrulama',
    body: 'Doğrulama uygulamandaki 6 haneli kodu yaz.',
    codeLabel: 'Doğrulama kodu',
    submit: 'Doğrula',
    submitting: 'Doğrulanıyor...',
    back: 'Girişe dön',
    errors: {
      CodeMismatchException: 'Kod yanlış bestie, tekrar dene! 🤔',
      // the 3 minutes Cognito gives the second step have passed
      NotAuthorizedException: 'Süre doldu, e-posta ve şifrenle yeniden giriş yap 😔',
    } as Partial<Record<string, string>>,
  },
  errors: {
    UserNotConfirmedException: 'E-postanı doğrulamayı unuttun galiba! 📧',
    NotAuthorizedException: 'E-mail ya da şifre yanlış bestie 😔',
    // The pool hides who has an account (an unknown e-mail answers NotAuthorizedException); should this ever
    // come, it says no more than a wrong password does.
    UserNotFoundException: 'E-mail ya da şifre yanlış bestie 😔',
    fallback: 'Bir şeyler ters gitti, retry! 😅',
  },
  panel: {
    heading: 'Squad ile her an bir plan var',
    body: 'Yakınındaki buluşmalara katıl, online oyun ekibini kur, yeni arkadaşlar edin.',
    online: '24/7 Online',
    onlineCaption: 'Her saat bir etkinlik',
    infinity: '∞',
    infinityCaption: 'Sınırsız yeni arkadaş',
  },
} as const;

export const googleCopy = {
  redirectToast: "Google ile squad'a geri dönüyorsun! 🚀",
  loadingTitle: 'Google ile giriş yapılıyor...',
  loadingBody: 'Hesabını hazırlıyoruz, birkaç saniye sürebilir.',
  progressLabel: 'Giriş ilerlemesi',
  successTitle: "Squad'a hoş geldin! 🎉",
  successBody: 'Seni etkinliklere götürüyoruz...',
  welcomeToast: "Squad'a hoş geldin bestie! 🎉",
  errorTitle: 'Google ile giriş başarısız 😔',
  errors: {
    providerError: 'Google ile giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
    missingCode: "Google'dan geçersiz bir yanıt geldi. Lütfen tekrar deneyin.",
    exchangeFailed: 'Kimlik servisine ulaşılamadı. Lütfen biraz sonra tekrar deneyin.',
    authenticationFailed: 'Kullanıcı doğrulaması başarısız oldu. Lütfen tekrar giriş yap.',
    network: 'Bağlantı hatası. İnternet bağlantını kontrol edip tekrar dene.',
    fallback: 'Google ile giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
  },
  redirecting: (seconds: number) => `${seconds} saniye içinde giriş sayfasına yönlendirileceksin.`,
  toRegister: 'Hesabın yok mu? Kayıt ol',
  toLogin: 'Giriş sayfasına dön',
  startFailed: 'Google ile giriş başlatılamadı. Lütfen tekrar deneyin.',
} as const;
