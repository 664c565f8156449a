/** Copy of the unsubscribe page (/unsubscribe?token=...), opened from an e-mail's link without signing in. */
export const emailCopy = {
  loadingTitle: 'E-posta tercihin kaydediliyor',
  loadingBody: 'Bir saniye, bu e-postaları senin için kapatıyoruz.',
  progressLabel: 'Abonelikten çıkılıyor',
  successTitle: 'Abonelikten çıktın',
  stopped: (kindName: string) => `${kindName} artık e-postayla gelmeyecek.`,
  stillInApp: 'Bu bildirimleri uygulamada görmeye devam edersin. Diğer e-postaların değişmedi.',
  errorTitle: 'Abonelikten çıkılamadı',
  missingToken: 'Bu abonelikten çıkma bağlantısı eksik. E-postadaki bağlantıyı eksiksiz açtığından emin ol.',
  settingsHint: 'E-posta tercihlerini hesabına giriş yapıp ayarlardan da değiştirebilirsin.',
  toSettings: 'E-posta ayarlarına git',
  toHome: 'Squad ana sayfası',
} as const;
