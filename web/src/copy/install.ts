/**
 * Copy of the phone-app moment: the small dialog after a first join request or a first event (install the app,
 * turn on phone notifications), and the Home Screen guide for iPhone and iPad, which the settings show too.
 */
export const installCopy = {
  dialog: {
    title: 'Gelişmeleri kaçırma',
    body: 'İsteğine yanıt geldiğinde, etkinliğine katılmak isteyen olduğunda ya da biri sana yazdığında hemen haberin olsun.',
    install: "Squad'ı yükle: ana ekrandan tek dokunuşla, tam ekran açılır.",
    installButton: 'Uygulamayı yükle',
    installed: 'Squad yüklendi.',
    notifications: 'Telefon bildirimlerini aç: uygulama kapalıyken de haber verelim.',
    notificationsButton: 'Bildirimleri aç',
    notificationsOn: 'Bildirimler bu cihazda açık.',
    later: 'Şimdi değil',
    done: 'Tamam',
  },
  homeScreen: {
    title: "Squad'ı ana ekranına ekle",
    intro: "iPhone ve iPad'de telefon bildirimleri yalnızca ana ekrana eklenen uygulamaya gelir.",
    share: {
      before: "Safari'de ",
      name: 'Paylaş',
      after: " düğmesine dokun (iPhone'da ekranın altında, iPad'de üstte).",
    },
    add: 'Listeden "Ana Ekrana Ekle"yi seç, sonra "Ekle"ye dokun.',
    open: "Squad'ı ana ekrandaki simgesinden aç ve telefon bildirimlerini orada aç.",
  },
} as const;
