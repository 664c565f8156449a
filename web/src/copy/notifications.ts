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
    emptyHint: 'Katılım istekleri, kararlar, mesajlar ve hatırlatmalar burada görünür.',
    unreadMark: 'Okunmadı',
    settings: 'Bildirim ayarları',
    close: 'Bildirimleri kapat',
  },
  settings: {
    title: 'Bildirimler',
    intro:
      'Hangi bildirimleri uygulamada ve e-postayla almak istediğini seç. Değişiklikler hemen kaydedilir.',
    inApp: 'Uygulamada',
    email: 'E-posta',
    switchLabel: (kind: string, channel: string) => `${kind}: ${channel}`,
    noEmail: 'E-posta gönderilmez',
    saved: 'Bildirim ayarların kaydedildi.',
    saveFailed: 'Bildirim ayarları kaydedilemedi. Tekrar dene.',
    loading: 'Bildirim ayarları yükleniyor...',
    loadFailed: 'Bildirim ayarları yüklenemedi.',
    retry: 'Tekrar dene',
    saving: 'Kaydediliyor...',
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
  } satisfies Record<NotificationType, string>,
} as const;
