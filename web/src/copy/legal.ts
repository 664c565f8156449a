/**
 * Terms of use and privacy notice (Turkish). The contact address comes from /config.json (supportEmail); what an
 * account deletion keeps, and for how long, from the account contract the deletion itself follows.
 */
import { deletedUserName, retainedAfterDeletion } from '@contracts/account';
import { adultAge } from '@contracts/profile-birth-date';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** a fragment other pages link to */
  id?: string;
}

/** The privacy section the account settings' deletion dialog links to. */
export const accountDeletionSectionId = 'hesap-silme';

/**
 * Retention of what the infrastructure keeps beyond the table: API and function logs one month (lib/api.ts,
 * lib/squad-function.ts), the access-log bucket two years (lib/access-logs.ts), point-in-time recovery 35 days (the
 * table's default recovery period, lib/data.ts), the stream 24 hours. A test checks these against the CDK code.
 */
export const infrastructureRetention = {
  apiLogsDays: 30,
  accessLogsDays: 731,
  backupDays: 35,
  streamHours: 24,
} as const;

const keptParagraphs = Object.values(retainedAfterDeletion).map(
  (item) => `${item.what}: ${item.years} yıl. ${item.why}. Süre dolunca kendiliğinden silinir.`,
);

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  contactHeading: string;
  contactText: string;
}

export const termsCopy: LegalDocument = {
  title: 'Kullanım Koşulları',
  updated: 'Son güncelleme: Kasım 2026',
  intro:
    "Bu koşullar Squad'ı (web uygulaması ve ona bağlı hizmetler) kullanırken geçerlidir. Hesap oluşturarak bu koşulları kabul etmiş olursun.",
  sections: [
    {
      heading: '1. Hizmet',
      paragraphs: [
        'Squad; fiziksel (yüz yüze) ve online etkinlikleri keşfetmeni, oluşturmanı ve bu etkinliklere katılım isteği göndermeni sağlayan bir sosyal platformdur.',
        'Etkinlikleri kullanıcılar düzenler. Squad bir etkinliğin gerçekleşeceğini, içeriğini ya da katılımcıların davranışlarını garanti etmez.',
      ],
    },
    {
      heading: '2. Hesap',
      paragraphs: [
        'Hesap açmak için en az 18 yaşında olmalı ve geçerli bir e-posta adresi kullanmalısın. E-posta adresini doğrulamadan giriş yapamazsın.',
        'Şifreni kimseyle paylaşma. Hesabında yapılan işlemlerden sen sorumlusun; yetkisiz bir kullanım fark edersen bize hemen yaz.',
        'Google ile giriş yaparsan Google hesabındaki e-posta adresin ve adın hesabına aktarılır.',
      ],
    },
    {
      heading: '3. Tokenlar',
      paragraphs: [
        'Etkinlik oluşturmak 1 token harcar. Yeni hesaplara başlangıç tokenı verilir. Tokenların nakit değeri yoktur, devredilemez ve paraya çevrilemez.',
        'Token paketleri kartla, iyzico güvenli ödeme sayfasında satın alınır. Satın alınan ve bonus tokenlar paketin geçerlilik süresi sonunda sona erer; başlangıç tokenlarının süresi dolmaz.',
        'Hiç harcanmamış bir paketi, satın aldığın günden itibaren 14 gün içinde Purchase History sekmesinden iade edebilirsin (cayma hakkı); ödemen kartına geri yapılır.',
        'Katılım isteği göndermek ücretsizdir.',
      ],
    },
    {
      heading: '4. Davranış kuralları',
      paragraphs: [
        'Taciz, nefret söylemi, spam, sahte profil, yasa dışı içerik ve başkalarının kişisel verilerini izinsiz paylaşmak yasaktır.',
        'Katılım isteği mesajları, ev sahibine iletilmeden önce otomatik olarak incelenebilir. Kuralları ihlal eden içerikleri kaldırabilir, hesapları askıya alabilir ya da kapatabiliriz.',
        'Yüz yüze buluşmalarda güvenliğin için kalabalık ve herkese açık mekanları tercih et.',
      ],
    },
    {
      heading: '5. İçerik',
      paragraphs: [
        'Profiline ve etkinliklerine eklediğin metin ve görsellerin hakları sende kalır. Bunları hizmeti sunmak için (göstermek, saklamak, boyutlandırmak) kullanmamıza izin vermiş olursun.',
      ],
    },
    {
      heading: '6. Sorumluluk ve değişiklikler',
      paragraphs: [
        'Hizmeti "olduğu gibi" sunarız; kesintisiz ve hatasız olacağını garanti etmeyiz. Yürürlükteki mevzuatın izin verdiği ölçüde dolaylı zararlardan sorumlu değiliz.',
        'Bu koşulları güncelleyebiliriz; önemli değişiklikleri uygulama içinde duyururuz. Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir.',
      ],
    },
  ],
  contactHeading: 'İletişim',
  contactText: 'Sorun, şikâyet ve önerilerin için:',
};

/**
 * The Aydınlatma Metni (KVKK m.10): who controls the data, what is processed, why and on which basis (m.5), where it
 * lives and who processes it (the screener's model: lib/screener.ts; the invoice integrator: lambdas/invoices/), the
 * transfer abroad (m.9), how long each thing is kept (the figures the code keeps: this file's `infrastructureRetention`,
 * the account contract's `retainedAfterDeletion`, and the e-mail, notification and moderation retentions stated here
 * as lambdas/email/outbox.ts, lambdas/notifications/notifications-table.ts and lambdas/moderation/moderation.ts set
 * them), and the rights of m.11 with the product's own ways to use them.
 */
export const privacyCopy: LegalDocument = {
  title: 'Aydınlatma Metni ve Gizlilik Politikası',
  updated: 'Son güncelleme: Kasım 2026',
  intro:
    'Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) m.10 uyarınca, Squad’ı kullanırken hangi kişisel verilerini kimin, hangi amaçla ve hangi hukuki sebeple işlediğini, nerede sakladığını, kimlerle paylaştığını ve haklarını anlatır. Verilerini satmayız ve reklam için kullanmayız.',
  sections: [
    {
      heading: '1. Veri sorumlusu',
      paragraphs: [
        'Veri sorumlusu, Squad’ı işleten ve token satan şirkettir. Ticaret unvanı, MERSİS numarası, adresi, KEP adresi, telefonu ve e-posta adresi bu sayfanın altındaki “İletişim ve yasal bilgiler” bağlantısındadır.',
      ],
    },
    {
      heading: '2. Hangi verileri, neden ve hangi hukuki sebeple işliyoruz?',
      paragraphs: [
        'Hesap: e-posta adresin ve şifren (şifren bizde düz metin olarak durmaz; kimlik doğrulama hizmeti Amazon Cognito yönetir), Google ile girersen Google hesabındaki adın. Hesabını açmak ve giriş yapmanı sağlamak için; hukuki sebep: sözleşmenin kurulması ve ifası (KVKK m.5/2-c).',
        'Profil: görünen adın, kullanıcı adın, biyografin, fotoğrafın, ilgi alanların, il, ilçe ve seçtiğin konum. Yakınındaki etkinlikleri göstermek ve ev sahiplerine kendini tanıtmak için; m.5/2-c.',
        'Doğum tarihi: yalnızca 18 yaş sınırını uygulamak için (3. bölüm); sözleşmenin kurulması (m.5/2-c: ergin olmayan biri yasal temsilcisinin izni olmadan geçerli bir satış sözleşmesi kuramaz) ve tanımadığı kişilerle buluşturulacak küçükleri korumaktaki meşru menfaatimiz (m.5/2-f).',
        'Etkinlikler, katılım istekleri, mesajlar, değerlendirmeler ve katılım işaretleri: hizmetin kendisi; m.5/2-c. Katılım isteği mesajları ve değerlendirme yorumları, ev sahibine ulaşmadan önce taciz ve dolandırıcılığa karşı otomatik olarak incelenir; meşru menfaat (m.5/2-f). Otomatik incelemenin aleyhine bir sonucuna itiraz edebilirsin; takılan istekleri bir moderatör inceler.',
        'Ödemeler: siparişlerin (paket, tutar, KDV, durum, tarih), iyzico’nun verdiği ödeme numarası, kabul ettiğin ön bilgilendirme formu ve mesafeli satış sözleşmesi metinleri ve e-Arşiv faturaların. Kart bilgilerin bize hiç ulaşmaz; doğrudan iyzico’nun ödeme sayfasına girilir. Hukuki sebep: sözleşmenin ifası (m.5/2-c) ve vergi ile tüketici mevzuatından doğan yükümlülüklerimiz (m.5/2-ç: Vergi Usul Kanunu, 6502 sayılı Kanun ve Mesafeli Sözleşmeler Yönetmeliği).',
        'Bildirimler ve işlem e-postaları (karar, iptal, hatırlatma, makbuz), telefon bildirimlerini açtıysan cihazının bildirim adresi: sana hizmetle ilgili haber vermek için; m.5/2-c. Bu e-postalar pazarlama değildir, izin gerektirmez; türlerini Bildirim ayarlarından kapatabilirsin.',
        'Güvenlik ve kötüye kullanım: şikâyetler, moderasyon kararları, erişim kayıtları (istek zamanı, IP adresi, tarayıcı bilgisi). 5651 sayılı Kanun’dan doğan yükümlülüğümüz (m.5/2-ç), bir hakkın tesisi ve korunması (m.5/2-e) ve platformu güvende tutmaktaki meşru menfaatimiz (m.5/2-f) için.',
        'Pazarlama e-postaları (yakınındaki yeni etkinlikler, davet kampanyaları): yalnızca Bildirim ayarlarındaki ayrı anahtarla onay verirsen; varsayılan olarak kapalıdır, hizmetten yararlanmak buna bağlı değildir ve onayını aynı yerden istediğin an geri alabilirsin. Onayın ve geri alman, zamanı ve verildiği ekranla birlikte kaydedilir ve İleti Yönetim Sistemi’ne (İYS) bildirilir (6563 sayılı Kanun). Açık rızaya yalnızca burada, başka hiçbir hukuki sebep bulunmadığı için başvururuz; açık rıza hiçbir sözleşmeye bağlanmaz.',
      ],
    },
    {
      heading: '3. Doğum tarihini neden soruyoruz?',
      id: 'dogum-tarihi',
      paragraphs: [
        `Squad tanımadığın insanları aynı yerde (yüz yüze etkinliklerde) ya da aynı görüşmede (online etkinliklerde) buluşturuyor ve token satıyor. Bu yüzden token satın almak, otomatik token yenilemeyi açmak, katılım isteği göndermek ve etkinlik düzenlemek için ${adultAge} yaşını doldurmuş olman gerekir; online etkinlikler de tanımadığın kişilerle iletişim kurduğu için aynı kurala tabidir.`,
        'Doğum tarihini yalnızca bir kez, bu işlemlerden birini ilk yaptığında (ya da profil ayarlarında) sorarız ve yaşını hesaplamak dışında hiçbir şey için kullanmayız. Gizlidir: profilinde, etkinlik kartlarında, aramalarda ve başka kullanıcılara verilen hiçbir yanıtta yer almaz; yalnızca “Verilerimi indir” dosyanda bulunur ve hesabınla birlikte silinir. Küçüklerin sonradan başka bir tarih yazamaması için kendin değiştiremezsin; yanlış girdiysen bize yaz.',
        `${adultAge} yaşından küçüksen etkinliklere göz atmaya devam edebilirsin.`,
      ],
    },
    {
      heading: '4. Verilerin nerede ve kimlerle paylaşılıyor?',
      paragraphs: [
        'Amazon Web Services (veri işleyen), Frankfurt, Almanya (eu-central-1): veritabanı, profil fotoğrafları, kimlik doğrulama (Amazon Cognito), profil fotoğrafı denetimi (Amazon Rekognition), adres arama (Amazon Location Service), e-posta gönderimi (Amazon SES) ve sunucu ile erişim kayıtları burada tutulur. Site ve API, Amazon CloudFront’un sana yakın uç noktalarından sunulur; erişim kayıtları Frankfurt’taki kayıt deposuna yazılır.',
        'Amazon Bedrock (veri işleyen): katılım isteği mesajları ve değerlendirme yorumları, otomatik güvenlik incelemesi için Amazon Nova modeline gönderilir. Model, Avrupa Birliği içi çapraz bölge çıkarım profiliyle çalışır: her istek Frankfurt, İrlanda, Paris, Stockholm, Milano ya da İspanya bölgelerinden birinde işlenir ve AB dışına çıkmaz; AWS bu metinleri saklamaz ve model eğitiminde kullanmaz.',
        'iyzico (İyzi Ödeme ve Elektronik Para Hizmetleri A.Ş., Türkiye): ödemeyi alır ve iade eder; adın, e-posta adresin, IP adresin ve ödeme sayfasında girdiğin kart bilgileri ona gider.',
        'e-Arşiv fatura entegratörümüz (Nilvera, Türkiye): faturanı düzenler ve Gelir İdaresi Başkanlığı’na iletir; adın, e-posta adresin ve siparişin ona gider.',
        'Tarayıcı üreticilerinin bildirim servisleri (Google, Apple, Mozilla, Microsoft): telefon bildirimlerini açarsan bildirimler cihazına bunlar üzerinden ulaşır. İçerik uçtan uca şifrelenir (RFC 8291); servis bildirimi okuyamaz, yalnızca cihazının adresini ve gönderim zamanını görür. Bu servisler ABD’de de bulunabilir.',
        'Diğer kullanıcılar: görünen adın, kullanıcı adın, fotoğrafın, biyografin, ilgi alanların ve istatistiklerin; katılım isteğinde bulunduğun etkinliğin ev sahibi mesajını da görür. E-posta adresin, doğum tarihin ve tam konumun kimseye gösterilmez; bir etkinliğin tam buluşma noktası yalnızca ev sahibine ve kabul edilen katılımcılara gösterilir.',
        'Yetkili kamu kurum ve kuruluşları: yalnızca kanunun öngördüğü bir talep olursa ve yalnızca istenen kadarıyla.',
      ],
    },
    {
      heading: '5. Yurt dışına aktarım',
      paragraphs: [
        'Frankfurt ve diğer AB bölgeleri ile bildirim servisleri Türkiye dışında olduğu için bu bir yurt dışına aktarımdır. KVKK m.9’un 2024’te yürürlüğe giren hâline göre aktarımı, Kişisel Verileri Koruma Kurulu’nun ilan ettiği standart sözleşmelerle (veri işleyenlerle imzalanır ve imzadan sonraki beş iş günü içinde Kurum’a bildirilir) yaparız.',
        'Aktarımı açık rızana bağlamıyoruz: Kanun açık rızayı yalnızca arızi aktarımlar için kabul eder, ve hizmeti kullanmak bir onay kutusuna bağlı olmamalı. Standart sözleşme, verinin yurt dışında da Türkiye’dekiyle aynı güvencelerle korunmasını aktaran ile alıcıya birlikte yükler.',
      ],
    },
    {
      heading: '6. Ne kadar süre saklıyoruz?',
      paragraphs: [
        'Profilin, etkinliklerin, istek ve mesajların, bildirim ayarların, doğum tarihin ve pazarlama izni kayıtların: hesabın açık olduğu sürece; hesabını sildiğinde 8. bölümde anlatıldığı gibi silinir ya da anonim hâle getirilir.',
        'Sana gönderdiğimiz e-postaların metni ve gönderim kaydı: 30 gün. Uygulama içi bildirimler: 90 gün. Moderasyon kayıtları (şikâyetler, kararlar ve itirazlar): 2 yıl.',
        'Siparişlerin, kabul ettiğin sözleşme metinleri, faturaların ve token hareketlerin (siparişler ve faturalar için Vergi Usul Kanunu m.253 ve Türk Ticaret Kanunu m.82), sunucu erişim kayıtları ve veritabanı yedekleri hesabını silsen de belirli süreler saklanır; süreleri ve nedenleri 8. bölümde.',
      ],
    },
    {
      heading: '7. Hakların ve nasıl kullanacağın',
      paragraphs: [
        'KVKK m.11 uyarınca verilerinin işlenip işlenmediğini öğrenme, işlendiyse bilgi isteme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik ya da yanlışsa düzeltilmesini, m.7’deki şartlarla silinmesini ve bunların aktarıldığı kişilere bildirilmesini isteme, yalnızca otomatik sistemlerle analiz edilmesi sonucu aleyhine bir sonuca itiraz etme ve kanuna aykırı işleme nedeniyle uğradığın zararın giderilmesini isteme hakların var.',
        'Bunların çoğunu uygulamadan kendin yapabilirsin: profil bilgilerini Profil > Settings’ten düzelt; Hesap ayarlarındaki “Verilerimi indir” ile hakkında tuttuğumuz her şeyi tek bir JSON dosyası olarak al; “Hesabımı sil” ile hesabını sil; e-posta ve pazarlama tercihlerini Bildirim ayarlarından değiştir.',
        'Diğer taleplerin için bize yaz (adres aşağıda ve “İletişim ve yasal bilgiler” sayfasında). Başvurunu en geç 30 gün içinde ve ücretsiz yanıtlarız. Yanıtımızı yetersiz bulursan Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsin.',
      ],
    },
    {
      heading: '8. Hesap silme ve saklanan veriler',
      id: accountDeletionSectionId,
      paragraphs: [
        'KVKK m.7 uyarınca işlenme sebebi ortadan kalkan kişisel veriler silinir ya da anonim hâle getirilir; m.11 de bunu istemeyi hakkın olarak tanır. Hesabını Hesap ayarları sayfasındaki “Hesabımı sil” ile kendin silebilirsin: silme hemen yapılır ve geri alınamaz.',
        'Silinenler: profilin (görünen ad, biyografi, konum, ilgi alanları, rozetler, doğum tarihi), kullanıcı adın, profil fotoğrafın, mesajlaşmaların (taraf olduğun yazışmaların tamamı), kabul edilmemiş katılım isteklerin, kabul edilmiş katılım isteklerinde yazdığın mesajlar, taslak etkinliklerin, engellemelerin (senin yaptıkların ve sana yapılanlar), gönderdiğin bildirimler, sana gelen bildirimler ile bildirim ayarların, pazarlama izni kayıtların, e-posta adresine ulaşılamadığı ya da e-postalarımızı istenmeyen olarak işaretlediğin için tuttuğumuz gönderim engeli kaydı ve giriş hesabın (e-posta adresin ve şifren).',
        `Anonim hâle getirilenler: katıldığın ve düzenlediğin etkinliklerde, diğer katılımcıların listesinde adın "${deletedUserName}" olarak görünür; kullanıcı adın ve fotoğrafın gösterilmez. Düzenlediğin ve henüz bitmemiş etkinlikler katılımcılar için iptal edilir.`,
        'Saklananlar, ne kadar ve neden:',
        ...keptParagraphs,
        `Sunucu erişim kayıtları (istek zamanı, IP adresi, tarayıcı bilgisi, kullanıcı kimliği; bağlantılardaki gizli anahtarlar ve e-posta adresin hiçbir kayda yazılmaz): uygulama kayıtları ${infrastructureRetention.apiLogsDays} gün; API, site ve dosya deposu erişim kayıtları ${infrastructureRetention.accessLogsDays} gün (iki yıl), saatlik olarak mühürlenir ve bu sürede kimse tarafından değiştirilemez. Hataları ve kötüye kullanımı inceleyebilmek ve 5651 sayılı Kanun’un saklama yükümlülüğü için tutulur, yalnızca yetkili makamların kanuna uygun talebi üzerine paylaşılır, süre dolunca kendiliğinden silinir.`,
        `Veritabanı yedekleri (DynamoDB zamana göre geri yükleme): ${infrastructureRetention.backupDays} güne kadar. Yalnızca veri kaybında geri dönebilmek için tutulur, değiştirilemez ve süre dolunca kendiliğinden silinir; silme işleminin değişiklik kayıtları ise ${infrastructureRetention.streamHours} saat içinde silinir.`,
      ],
    },
    {
      heading: '9. Çerezler ve tarayıcı depolaması',
      paragraphs: [
        'Oturumunu açık tutmak için tarayıcının yerel depolamasında oturum anahtarları saklanır. Reklam ya da takip çerezi kullanmayız. Çıkış yaptığında bu veriler tarayıcından silinir.',
      ],
    },
  ],
  contactHeading: 'Veri sorumlusuna başvuru',
  contactText:
    'Haklarını kullanmak ya da sorularını iletmek için bize yaz; şirketimizin KEP ve posta adresi “İletişim ve yasal bilgiler” sayfasındadır.',
};

/** The notice where data is collected (features/legal/PrivacyNotice.tsx): a sentence, then the link. */
export const privacyNoticeCopy = {
  /** `about`: what is processed and why ("Mesajın ..., isteğini ev sahibine iletmek için işlenir") */
  sentence: (about: string) => `${about}. Kimin, hangi hukuki sebeple ve ne kadar süre işlediği`,
  link: 'Aydınlatma Metni’nde (yeni sekmede açılır).',
} as const;

/** /icerik-bildir: a notice of unlawful content (Law 5651), open to anyone. */
export const contentNoticeCopy = {
  title: 'Hukuka aykırı içerik bildir',
  intro: [
    "Squad'da hukuka aykırı olduğunu düşündüğün bir içerik mi var? 5651 sayılı Kanun kapsamında bize bildirebilirsin; hesabın olması gerekmez.",
    'Bildirimin bir moderatöre gider. İçerik hukuka aykırıysa kaldırılır, sonucu verdiğin e-posta adresine bildiririz.',
  ],
  memberHint:
    'Squad üyesiysen bir kullanıcıyı, etkinliği ya da mesajı uygulamadaki "Bildir" düğmesiyle de bildirebilirsin.',
  url: 'İçeriğin bağlantısı',
  urlHint: 'Etkinlik sayfasının adresini tarayıcının adres çubuğundan kopyala.',
  reason: 'Sebep',
  chooseReason: 'Bir sebep seç',
  text: 'Açıklama',
  textHint: 'İçeriğin neden hukuka aykırı olduğunu ve hangi hakkını ihlal ettiğini anlat.',
  counter: (used: number, limit: number) => `${used}/${limit}`,
  email: 'E-posta adresin',
  emailHint: 'Onayı ve sonucu bu adrese göndeririz; başka bir amaçla kullanmayız.',
  send: 'Bildirimi gönder',
  sending: 'Gönderiliyor...',
  failed: 'Bildirim gönderilemedi. Bağlantını kontrol edip tekrar dene.',
  another: 'Başka bir içerik bildir',
} as const;
