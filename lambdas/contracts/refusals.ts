/**
 * Every refusal the API answers, in Turkish: the message of each 4xx (and of the 500 nobody should see), keyed by
 * the `reason` the answer carries. One catalogue, as the SPA's copy is one, so a text is written once for the
 * handlers, the SPA that shows it, and the e-mails and notifications to come. Grouped by what refuses; a reason
 * means the same within its group. The server answers with `refusal(status, group, reason)`
 * (lambdas/platform/errors.ts).
 */

import { missingFieldsText, requiredFieldsMessage, type RequiredField } from './events';
import { calendarDateMessages } from './calendar-date';
import { adultAge } from './profile-birth-date';
import { sentences } from './sentences';

/**
 * The route wrapper and the gateway's limits, whatever the route. INVALID_INPUT carries the message of the
 * schema's first issue (each contract writes its own); BAD_REQUEST is the message when there is none.
 */
export const apiRefusals = {
  BAD_JSON: 'Geçersiz JSON.',
  /** 415: a body the route reads, sent as another media type than its own */
  NOT_JSON: 'İstek gövdesi JSON olmalı (Content-Type: application/json).',
  NOT_FORM: 'İstek gövdesi bir form olmalı (Content-Type: application/x-www-form-urlencoded).',
  BAD_REQUEST: 'Geçersiz istek.',
  RATE_LIMITED: 'Biraz yavaşla! Çok sık istek gönderdin, birkaç dakika sonra tekrar dene.',
  // A call to the API's own endpoint, not through the site.
  NOT_THROUGH_SITE: "Bu adrese yalnızca Squad'ın sitesinden ulaşılabilir.",
  UNEXPECTED: 'Beklenmeyen bir hata oluştu.',
} as const;

/** A date input refused (INVALID_INPUT's message; the date schema, contracts/calendar-date.ts, writes it). */
export const dateRefusals = calendarDateMessages;

export const profileRefusals = {
  PROFILE_NOT_FOUND: 'Profil bulunamadı.',
  USERNAME_TAKEN: 'Kullanıcı adı zaten alınmış',
  CONCURRENT_UPDATE: 'Profil aynı anda değiştirildi, lütfen tekrar deneyin.',
  AVATAR_UNVERIFIABLE: 'Profil resmi doğrulanamadı.',
  /** 422: the picture's check (lambdas/profile/avatar-labels.ts) flagged it; a moderator's case is open */
  AVATAR_FLAGGED:
    'Bu fotoğraf topluluk kurallarımıza uygun görünmüyor; başka bir fotoğraf seç. Bir moderatör de inceleyecek.',
  /** 422: a picture the check cannot read (it reads JPEG and PNG only) is never shown unchecked */
  AVATAR_NOT_CHECKABLE: 'Bu fotoğrafı denetleyemedik; JPEG ya da PNG biçiminde bir fotoğraf seç.',
  /** 503: the check did not answer (throttled, down); nothing unchecked is shown, so the user tries again */
  AVATAR_CHECK_UNAVAILABLE: 'Fotoğrafını şu anda denetleyemiyoruz; birkaç dakika sonra tekrar dene.',
} as const;

/**
 * Buying tokens, asking to join and hosting need an adult (lambdas/profile/age.ts); browsing does not. A 403 the SPA
 * tells apart by its reason: BIRTH_DATE_REQUIRED opens the birth-date step, UNDERAGE is said as it is.
 */
export const adultRefusals = {
  BIRTH_DATE_REQUIRED: 'Devam etmeden önce doğum tarihini girmen gerekiyor; yalnızca bir kez sorulur.',
  UNDERAGE: `Token satın almak, etkinliklere katılım isteği göndermek ve etkinlik düzenlemek için ${adultAge} yaşını doldurmuş olman gerekiyor. Etkinliklere göz atmaya devam edebilirsin.`,
  /** 409: a birth date, once saved, is not changed by its owner (else a minor could type a later one) */
  BIRTH_DATE_FIXED:
    'Doğum tarihin kayıtlı ve değiştirilemez. Yanlış girdiysen destek ekibimize yaz, birlikte düzeltelim.',
} as const;

export const eventRefusals = {
  EVENT_NOT_FOUND: 'Etkinlik bulunamadı.',
  NOT_HOST: 'Bu etkinliği yalnızca düzenleyen kişi değiştirebilir.',
  NOT_A_DRAFT: 'Bu etkinlik bir taslak değil.',
  /** a draft published without every field a published event needs: the spec's words, then which ones */
  INCOMPLETE_DRAFT: (missing: readonly RequiredField[]) =>
    sentences(requiredFieldsMessage, missingFieldsText(missing)),
  START_IN_PAST: 'Etkinlik tarihi ve saati gelecekte olmalı.',
  NOT_CANCELLABLE: 'Yalnızca başlamamış etkinlikler iptal edilebilir.',
  NOT_EDITABLE: 'Yalnızca başlamamış etkinlikler düzenlenebilir.',
  CONCURRENT_UPDATE: 'Etkinlik aynı anda değişti, lütfen tekrar deneyin.',
  BAD_CURSOR: 'Geçersiz sayfa imleci.',
  INSUFFICIENT_TOKENS: 'Yetersiz token! Etkinlik oluşturmak için en az 1 token gerekli.',
  BELOW_PARTICIPANTS: (current: number) =>
    `Katılımcı sınırı mevcut katılımcı sayısının (${current}) altına inemez.`,
} as const;

/** Why a join request was refused. */
export const joinRefusals = {
  OWN_EVENT: 'Kendi etkinliğine katılım isteği gönderemezsin.',
  EVENT_PAST: 'Bu etkinlik başladı ya da bitti; artık katılım isteği gönderilemez.',
  EVENT_CANCELLED: 'Bu etkinlik iptal edildi.',
  EVENT_DRAFT: 'Bu etkinlik henüz yayınlanmadı.',
  ALREADY_REQUESTED: 'Bu etkinlik için zaten bir katılım isteğin var.',
} as const;
export type JoinRefusal = keyof typeof joinRefusals;

/** Host decisions refused: 409 (404 for a request that is not there). */
export const decisionRefusals = {
  REQUEST_NOT_FOUND: 'Katılım isteği bulunamadı.',
  NOT_PENDING: 'Bu istek artık beklemede değil.',
  EVENT_CLOSED: 'Bu etkinlik için artık istek yanıtlanamaz.',
} as const;

/** Leaving, removal and the waitlist refused: 409 (404 when the caller has nothing there). */
export const participationRefusals = {
  NOT_A_PARTICIPANT: 'Bu etkinliğin katılımcısı ya da bekleme listesinde değilsin.',
  PARTICIPANT_NOT_FOUND: 'Bu kişi etkinliğin katılımcısı değil.',
  HOST_CANNOT_LEAVE: 'Ev sahibi kendi etkinliğinden ayrılamaz; etkinliği iptal edebilirsin.',
  EVENT_NOT_UPCOMING: 'Etkinlik başladı, bitti ya da iptal edildi; katılımcılar artık değişmez.',
  NO_OFFER: 'Senin için tutulan bir yer yok.',
  OFFER_EXPIRED: 'Sana ayrılan yerin süresi doldu; yer sıradaki kişiye geçti.',
} as const;
export type ParticipationRefusal = keyof typeof participationRefusals;

export const messageRefusals = {
  NOT_A_PARTY: 'Bu konuşmaya erişimin yok.',
  /** The requester's own request is still being screened (or waits for a person): no thread yet. */
  NOT_SCREENED_YET: 'Katılım isteğin henüz inceleniyor; ev sahibine ulaştığında ona mesaj yazabilirsin.',
  EVENT_CANCELLED: 'Etkinlik iptal edildi; bu konuşmaya yeni mesaj yazılamaz.',
} as const;

export const userRefusals = {
  USER_NOT_FOUND: 'Kullanıcı bulunamadı.',
} as const;

export const reportRefusals = {
  ALREADY_REPORTED_TODAY: 'Bu kullanıcıyı bugün zaten bildirdin.',
  SELF: 'Kendini bildiremezsin.',
} as const;

/** A report of an event, a message or a review (/private/reports). */
export const contentReportRefusals = {
  /** Gone, never there, or out of the reporter's sight (a thread they are not in, a review not published). */
  CONTENT_NOT_FOUND: 'Bildirmek istediğin içerik bulunamadı.',
  OWN_CONTENT: 'Kendi içeriğini bildiremezsin.',
  ALREADY_REPORTED_TODAY: 'Bunu bugün zaten bildirdin.',
} as const;

export const blockRefusals = { SELF: 'Kendini engelleyemezsin.' } as const;

export const accountRefusals = {
  /** A wrong confirmation of the deletion: nothing is deleted. */
  CONFIRMATION_MISMATCH:
    'Onay metni eşleşmedi. Hesabını silmek için kullanıcı adını (kullanıcı adın yoksa e-posta adresini) aynen yaz.',
  /** A deleted account's access token, still unexpired. */
  ACCOUNT_DELETED: 'Bu hesap artık yok. Lütfen yeniden giriş yap.',
  /** The other party of a thread deleted their account. */
  RECIPIENT_DELETED: 'Bu kullanıcı hesabını sildi; artık mesaj gönderemezsin.',
  /** A write by a suspended account: when the suspension ends, in Istanbul time. */
  SUSPENDED: (endsAt: string) =>
    `Hesabın askıya alındı: bu sürede etkinlik açamaz, katılamaz ve yazamazsın. Askının bitişi: ${endsAt}. Ayrıntılar ve itiraz: Hesap ayarları > Yaptırımlar.`,
  /** A write by a closed (banned) account, its token still unexpired. */
  BANNED:
    'Hesabın topluluk kuralları nedeniyle kapatıldı. Nedenini ve itiraz yolunu e-posta adresine gönderdik.',
} as const;

export const tokenRefusals = {
  PAYPAL_UNAVAILABLE: 'PayPal, Türkiye hesaplarında kullanılamıyor. Lütfen kart ile öde.',
  PROVIDER_UNAVAILABLE: 'Ödeme sayfası şu anda açılamadı. Lütfen birkaç dakika sonra tekrar dene.',
  ORDER_NOT_FOUND: 'Sipariş bulunamadı.',
  NOT_REFUNDABLE: 'Yalnızca ödenmiş siparişler iade edilebilir.',
  REFUND_WINDOW_OVER: 'İade süresi doldu: paketler satın alındıktan sonraki 14 gün içinde iade edilebilir.',
  TOKENS_SPENT: 'Bu paketten token harcandığı için iade edilemez.',
  REFUND_REFUSED: 'Bu ödeme kartına iade edilemiyor. Destek ekibimize yazarsan yardımcı oluruz.',
  REFUND_UNAVAILABLE: 'İade şu anda yapılamadı. Lütfen birkaç dakika sonra tekrar dene.',
  NOT_CANCELLABLE: 'Yalnızca ödemesi beklenen siparişler iptal edilebilir.',
  CONTRACT_NOT_FOUND: 'Bu sipariş için kayıtlı bir sözleşme yok.',
} as const;

/** The e-Arşiv invoice of an order (GET /private/tokens/orders/{orderId}/invoice). */
export const invoiceRefusals = {
  /** 404: not the caller's order, or one never paid */
  INVOICE_NOT_FOUND: 'Bu sipariş için fatura bulunamadı.',
  /** 409: paid, and the integrator has not issued the invoice yet */
  INVOICE_PREPARING: 'Faturan hazırlanıyor; birkaç dakika sonra tekrar dene.',
} as const;

/** Attendance after an event: marks, contests and their confirmation. */
export const attendanceRefusals = {
  NOT_HOST: 'Katılımı yalnızca etkinliği düzenleyen kişi işaretleyebilir.',
  NOT_A_MEMBER: 'Bu etkinliğin katılımcısı değilsin.',
  NOT_A_PARTICIPANT: 'Bu kişi etkinliğin katılımcılarından biri değil.',
  NOT_COMPLETED: 'Etkinlik henüz tamamlanmadı; katılım etkinlik bittikten sonra işaretlenir.',
  MARKING_CLOSED: 'Katılım, etkinliğin bitişinden sonraki 48 saat içinde işaretlenebilir; bu süre doldu.',
  CONTESTED: 'Bu katılımcı işarete itiraz etti; yalnızca itirazı onaylayabilirsin.',
  NOT_MARKED: 'Gelmedi olarak işaretlenmedin; itiraz edilecek bir şey yok.',
  ALREADY_CONTESTED: 'Bu işarete zaten itiraz ettin; itiraz yalnızca bir kez yapılabilir.',
  CONTEST_CLOSED: 'İtiraz süresi doldu: etkinliğin bitişinden sonraki 7 gün içinde itiraz edilebilir.',
  NOT_CONTESTED: 'Bu katılımcının bekleyen bir itirazı yok.',
  ALREADY_CONFIRMED: 'Bu itiraz zaten onaylandı.',
  CONFIRM_CLOSED: 'Onay süresi doldu: itirazlar etkinliğin bitişinden sonraki 14 gün içinde onaylanabilir.',
} as const;
export type AttendanceRefusal = keyof typeof attendanceRefusals;

/** Why a rating was refused (POST /private/event/{id}/ratings). */
export const ratingRefusals = {
  NOT_COMPLETED: 'Değerlendirme, etkinlik bittikten 48 saat sonra, katılım kesinleşince açılır.',
  WINDOW_CLOSED: 'Değerlendirme süresi doldu: etkinlik bittikten sonraki 14 gün içinde değerlendirilebilir.',
  EVENT_CANCELLED: 'Bu etkinlik iptal edildi; değerlendirilemez.',
  NOT_A_PARTICIPANT: 'Yalnızca etkinliğe katılanlar birbirini değerlendirebilir.',
  NOT_A_PAIR: 'Katılımcılar ev sahibini, ev sahibi de katılımcıları değerlendirir.',
  NO_SHOW: 'Etkinliğe gelmedi olarak işaretlenen biri değerlendirme yapamaz ve değerlendirilemez.',
  ALREADY_RATED: 'Bu kişiyi bu etkinlik için zaten değerlendirdin.',
  SELF: 'Kendini değerlendiremezsin.',
  BAD_CURSOR: 'Geçersiz sayfa imleci.',
} as const;
export type RatingRefusal = keyof typeof ratingRefusals;

/** Recording who invited a new user (POST /private/referral). */
export const referralRefusals = {
  UNKNOWN_CODE: 'Bu davet kodu bulunamadı.',
  OWN_CODE: 'Kendi davet kodunla kayıt olamazsın.',
  ALREADY_REFERRED: 'Davet kodun zaten kaydedildi.',
  TOO_LATE: 'Davet kodu yalnızca yeni hesaplarda, ilk etkinliğinden önce kaydedilebilir.',
} as const;

/** Friend requests and friendships refused. */
export const friendRefusals = {
  SELF: 'Kendine arkadaşlık isteği gönderemezsin.',
  /** the caller blocked the other user */
  BLOCKED_BY_ME: 'Bu kullanıcıyı engelledin; arkadaş eklemek için önce engeli kaldır.',
  NO_FRIENDSHIP: 'Bu kullanıcıyla aranızda bir arkadaşlık ya da istek yok.',
  CONCURRENT_UPDATE: 'Arkadaşlık aynı anda değişti, lütfen tekrar dene.',
} as const;

/** The one-click unsubscribe refused (POST /email/unsubscribe): nothing is changed. */
export const unsubscribeRefusals = {
  /** 400: not a token this product writes (cut short, mangled) */
  BAD_TOKEN:
    'Bu abonelikten çıkma bağlantısı geçersiz. Bağlantıyı e-postadan eksiksiz kopyaladığından emin ol.',
  /** 403: a token whose signature does not verify */
  FORGED_TOKEN:
    'Bu abonelikten çıkma bağlantısı doğrulanamadı. E-posta ayarlarını hesabından değiştirebilirsin.',
} as const;

/** Calendar export: an event's file and the private feed. */
export const calendarRefusals = {
  NOT_A_MEMBER: 'Takvim dosyası yalnızca etkinliğin ev sahibi ve katılımcıları içindir.',
  DRAFT: 'Taslak bir etkinlik takvime eklenemez; önce yayınla.',
  FEED_NOT_FOUND: 'Takvim adresi bulunamadı. Adres yenilendiyse ya da kapatıldıysa yenisini ayarlardan al.',
  FEED_CHANGED: 'Takvim adresin aynı anda değişti, lütfen tekrar dene.',
} as const;

/** The notification centre (/private/notifications/...). */
export const notificationRefusals = {
  BAD_CURSOR: 'Geçersiz sayfa imleci.',
} as const;

/** Phone notifications (/private/push-subscriptions): a device's subscription refused, nothing changed. */
export const webPushRefusals = {
  /** 400: an endpoint of no push service a browser uses (or plain http) */
  UNKNOWN_PUSH_SERVICE:
    'Bu tarayıcının bildirim servisi tanınmadı; telefon bildirimleri bu cihazda açılamıyor.',
  /** 409: another device's subscription changed the same records twice meanwhile */
  CONCURRENT_UPDATE: 'Bildirim ayarın aynı anda değişti, lütfen tekrar dene.',
} as const;

/** The moderation console (/private/moderation/...) and appeals. */
export const moderationRefusals = {
  NOT_A_MODERATOR: 'Bu işlem yalnızca moderatörler içindir.',
  CASE_NOT_FOUND: 'Vaka bulunamadı.',
  /** Two moderators decided one case at once: the other one's decision stands. */
  ALREADY_DECIDED: 'Bu vakaya az önce başka bir moderatör karar verdi; sayfayı yenileyip kararı gör.',
  ACTION_NOT_FOR_KIND: 'Bu karar bu tür bir vakaya verilemez.',
  /** A moderator's own case (they were reported, or their request held): another moderator decides. */
  OWN_CASE: 'Kendinle ilgili bir vakaya karar veremezsin; başka bir moderatör karar verecek.',
  /** A sanction of an account deleted meanwhile: only dismissing is left. */
  SUBJECT_GONE:
    'Bu kullanıcı hesabını silmiş; yaptırım uygulanamaz. Vakayı "İhlal yok, kapat" ile kapatabilirsin.',
  BAD_CURSOR: 'Geçersiz sayfa imleci.',
  /** An appeal goes to another moderator than the one who decided the sanction. */
  OWN_DECISION: 'Bu yaptırımı sen verdin; itirazına başka bir moderatör bakmalı.',
  /** The message or review to remove was deleted meanwhile (its author's account deletion). */
  CONTENT_GONE: 'Bu içerik artık yok; kaldırılacak bir şey kalmadı. Vakayı başka bir kararla kapatabilirsin.',
  /** The appealed sanction changed while the moderator decided (its suspension ended). */
  SANCTION_CHANGED: 'Yaptırım bu arada değişti; vakayı yenileyip yeniden karar ver.',
} as const;

/** A user's appeal of a sanction (/private/account/sanctions/{sanctionId}/appeal). */
export const appealRefusals = {
  SANCTION_NOT_FOUND: 'Yaptırım bulunamadı.',
  ALREADY_APPEALED: 'Bu yaptırıma zaten itiraz ettin; her yaptırıma bir kez itiraz edilebilir.',
  WINDOW_CLOSED:
    'İtiraz süresi doldu: bir yaptırıma verildiği günden sonraki 14 gün içinde itiraz edilebilir.',
} as const;
