/** Copy of the notification centre: the bell, the list, its page and the settings section. */
import type { NotificationType } from '@contracts/notifications';

export const notificationsCopy = {
  bell: {
    label: (unread: number) =>
      unread > 0 ? `Bildirimler, ${unread} okunmamış bildirim` : 'Bildirimler, okunmamış bildirim yok',
    badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
    arrived: (unread: number) => `Yeni bildirim. ${unread} okunmamış bildirim.`,
  },
  list: {
    title: 'Bildirimler',
    unread: (count: number) => (count > 0 ? `${count} okunmamış bildirim` : 'Hepsi okundu'),
    markAll: 'Tümünü okundu say',
    markingAll: 'Okundu sayılıyor...',
    markAllFailed: 'Bildirimler okundu sayılamadı. Tekrar dene.',
    more: 'Daha fazla',
    loadingMore: 'Yükleniyor...',
    moreFailed: 'Daha eski bildirimler yüklenemedi. Tekrar dene.',
    loading: 'Bildirimler yükleniyor...',
    loadFailed: 'Bildirimler yüklenemedi.',
    retry: 'Tekrar dene',
    empty: 'Henüz bildirim yok.',
    emptyHint: 'Katılım istekleri, kararlar, mesajlar, hatırlatmalar ve arkadaşlık istekleri burada görünür.',
    unreadMark: 'Okunmadı',
    settings: 'Bildirim ayarları',
    close: 'Bildirimleri kapat',
  },
  settings: {
    title: 'Bildirimler',
    intro:
      'Hangi bildirimleri uygulamada, e-postayla ve telefon bildirimi olarak almak istediğini seç. Değişiklikler hemen kaydedilir.',
    inApp: 'Uygulamada',
    email: 'E-posta',
    /** the column's heading; each switch's name says it in full (`phoneChannel`) */
    phone: 'Telefon',
    phoneChannel: 'Telefon bildirimi',
    switchLabel: (kind: string, channel: string) => `${kind}: ${channel}`,
    noEmail: 'E-posta gönderilmez',
    saved: 'Bildirim ayarların kaydedildi.',
    saveFailed: 'Bildirim ayarları kaydedilemedi. Tekrar dene.',
    loading: 'Bildirim ayarları yükleniyor...',
    loadFailed: 'Bildirim ayarları yüklenemedi.',
    retry: 'Tekrar dene',
    saving: 'Kaydediliyor...',
  },
  /** This browser's subscription to phone notifications (Web Push), above the kinds in the settings. */
  device: {
    label: 'Bu cihazda telefon bildirimleri',
    hint: 'Telefon sütununda açık olan bildirimler, telefon bildirimlerini açtığın her cihaza gelir.',
    turningOn: 'Açılıyor...',
    turningOff: 'Kapatılıyor...',
    turnedOn: 'Bu cihazda telefon bildirimleri açıldı.',
    turnedOff: 'Bu cihazda telefon bildirimleri kapatıldı.',
    turnOnFailed: 'Telefon bildirimleri açılamadı. Tekrar dene.',
    turnOffFailed: 'Telefon bildirimleri kapatılamadı. Tekrar dene.',
    dismissed: 'Bildirim izni verilmedi; telefon bildirimleri kapalı kaldı.',
    noPushService:
      'Tarayıcının bildirim servisine ulaşılamadı. İnternet bağlantını kontrol edip tekrar dene.',
    unsupported:
      "Bu tarayıcı telefon bildirimlerini desteklemiyor. Chrome, Edge, Firefox ya da Safari'nin güncel bir sürümüyle deneyebilirsin.",
    denied:
      "Bu tarayıcıda Squad'ın bildirim izni kapalı. Açmak için adres çubuğundaki site ayarlarına (kilit simgesi) dokun, Bildirimler'e izin ver ve sayfayı yenile.",
  },
  kinds: {
    joinRequest: 'Yeni katılım isteği',
    requestDecided: 'Katılım isteğime yanıt',
    message: 'Yeni mesaj',
    eventChanged: 'Etkinlik değişikliği',
    eventCancelled: 'Etkinlik iptali',
    participantLeft: 'Katılımcı ayrıldı',
    participantRemoved: 'Katılımcılıktan çıkarılma',
    waitlistOffer: 'Bekleme listesinde yer açıldı',
    ratingReceived: 'Yeni değerlendirme',
    badgeEarned: 'Yeni rozet',
    tokensEarned: 'Kazanılan tokenlar',
    tokensPurchased: 'Token satın alımı',
    reminder: 'Etkinlik hatırlatmaları',
    noShowMarked: '"Gelmedi" olarak işaretlenme',
    noShowContested: '"Gelmedi" işaretine itiraz',
    noShowConfirmed: 'İtirazımdan sonra onaylanan "Gelmedi"',
    sanction: 'Hesabıma yaptırım',
    appealDecided: 'Yaptırım itirazımın sonucu',
    reportReviewed: 'Bildirimlerimin sonucu',
    friendRequest: 'Arkadaşlık isteği',
    friendAccepted: 'Kabul edilen arkadaşlık isteğim',
  } satisfies Record<NotificationType, string>,
} as const;
