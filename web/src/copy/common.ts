/** Strings shared by every screen: loading, generic failures, the brand. */
export const commonCopy = {
  brand: 'Squad',
  loading: 'Yükleniyor...',
  pageLoading: 'Sayfa yükleniyor...',
  configFailed: 'Uygulama ayarları yüklenemedi. Sayfayı yenileyip tekrar dene.',
  reload: 'Sayfayı yenile',
  genericError: 'Bir şeyler ters gitti, retry! 😅',
  networkError: 'Bağlantı kurulamadı. İnternet bağlantını kontrol edip tekrar dene.',
  requestTimeout: 'İstek zaman aşımına uğradı. Tekrar dene.',
  sessionExpired: 'Oturumun sona erdi, lütfen tekrar giriş yap.',
  supportLine: 'Sorun devam ederse bize yaz:',
  showPassword: 'Şifreyi göster',
  hidePassword: 'Şifreyi gizle',
  newTabHint: '(yeni sekmede açılır)',
  skipToContent: 'İçeriğe geç',
  notFound: {
    title: 'Sayfa bulunamadı',
    body: 'Aradığın sayfa taşınmış ya da hiç var olmamış olabilir.',
    home: 'Ana sayfaya dön',
    dashboardHome: 'Etkinliklere dön',
  },
} as const;
