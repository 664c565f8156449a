/**
 * Copy of the birth-date step (asked once, before the first purchase, join request or hosted event) and of its
 * field on the profile's settings tab.
 */
import { adultAge } from '@contracts/profile-birth-date';

export const birthDateCopy = {
  dialogTitle: 'Doğum tarihin',
  why: `Squad tanımadığın insanları aynı masada buluşturuyor ve token satıyor; bu yüzden katılım isteği göndermek, etkinlik düzenlemek ve token satın almak için ${adultAge} yaşını doldurmuş olman gerekiyor. Doğum tarihini yalnızca bir kez soruyoruz.`,
  privacy: 'Doğum tarihin gizli kalır: profilinde ve başka hiçbir kullanıcıya gösterilmez.',
  label: 'Doğum tarihi',
  hint: 'Kaydettikten sonra değiştiremezsin; yanlış girersen destek ekibimize yaz.',
  save: 'Kaydet ve devam et',
  saveField: 'Doğum tarihini kaydet',
  saving: 'Kaydediliyor...',
  cancel: 'Vazgeç',
  loading: 'Yükleniyor...',
  saved: 'Doğum tarihin kaydedildi.',
  failed: 'Doğum tarihin kaydedilemedi. Lütfen tekrar dene.',
  fieldTitle: 'Doğum tarihi (gizli)',
  savedValue: (date: string) => `Kayıtlı doğum tarihin: ${date}`,
} as const;
