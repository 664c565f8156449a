/**
 * The installed app's words, one export per place they appear, so a page's chunk takes only its own: the manifest
 * (written at build time), the offline state, the new-version prompt, and a notification the worker could not read.
 */
export const manifestCopy = {
  description: 'Squad: fiziksel ve online etkinliklerde yeni insanlarla buluş.',
  shortcuts: {
    physical: { name: 'Yakındaki etkinlikler', shortName: 'Yakındakiler' },
    online: { name: 'Online etkinlikler', shortName: 'Online' },
    myEvents: { name: 'Etkinliklerim', shortName: 'Etkinliklerim' },
  },
} as const;

/** The banner over every page while the device is offline. */
export const offlineBannerCopy = 'İnternet bağlantın yok. Bağlantı gelince sayfa kendiliğinden yenilenecek.';

/** In place of a part of the page that could not load because the device is offline. */
export const offlineSectionCopy = 'Çevrimdışısın: burası bağlantı gelince kendiliğinden yüklenecek.';

export const updateCopy = {
  ready: 'Yeni sürüm hazır, yenile',
  reload: 'Yenile',
} as const;

/** A browser requires a notification for every push message: this one when the message could not be read. */
export const fallbackNotificationCopy = { title: 'Squad', body: 'Yeni bir bildirimin var.' } as const;
