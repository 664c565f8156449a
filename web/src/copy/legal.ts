/**
 * Terms of use and privacy notice (Turkish). The contact address comes from /config.json (supportEmail); what an
 * account deletion keeps, and for how long, from the account contract the deletion itself follows.
 */
import { deletedUserName, retainedAfterDeletion } from '@contracts/account';

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
 * lib/squad-function.ts), the access-log bucket 90 days (lib/access-logs.ts), point-in-time recovery 35 days (the
 * table's default recovery period, lib/data.ts), the stream 24 hours. A test checks these against the CDK code.
 */
export const infrastructureRetention = {
  apiLogsDays: 30,
  accessLogsDays: 90,
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

export const privacyCopy: LegalDocument = {
  title: 'Gizlilik Politikası',
  updated: 'Son güncelleme: Kasım 2026',
  intro:
    'Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) kapsamında hangi kişisel verilerini neden işlediğimizi ve haklarını anlatır.',
  sections: [
    {
      heading: '1. Hangi verileri saklıyoruz?',
      paragraphs: [
        'Hesap: e-posta adresin ve şifren. Şifren bizde düz metin olarak saklanmaz; kimlik doğrulama hizmeti (Amazon Cognito) tarafından yönetilir.',
        'Profil: görünen adın, kullanıcı adın, biyografin, ilgi alanların, token bakiyen, etkinlik istatistiklerin ve rozetlerin.',
        'Profil fotoğrafı: yüklediğin görsel dosyası.',
        'Konum: profilinde seçtiğin il, ilçe, adres ve koordinatlar. Adres aramaları yalnızca konumu bulmak için işlenir.',
        'Etkinlikler ve katılım istekleri: oluşturduğun etkinlikler ve gönderdiğin mesajlar.',
        'Bildirimler: uygulamada ve e-postayla sana gelen bildirimler ve bildirim ayarların.',
        'Ödemeler: siparişlerin (paket, tutar, durum, tarih) ve token hareketlerin. Kart bilgilerin bize hiç ulaşmaz; ödeme kuruluşu iyzico tarafından işlenir, biz yalnızca iyzico’nun verdiği ödeme numarasını saklarız.',
      ],
    },
    {
      heading: '2. Neden işliyoruz?',
      paragraphs: [
        'Hesabını oluşturmak ve doğrulamak, giriş yapmanı sağlamak, yakınındaki etkinlikleri göstermek, ev sahiplerinin katılım isteklerini değerlendirebilmesi ve platformu kötüye kullanıma karşı korumak için.',
        'Hukuki sebep: sözleşmenin kurulması ve ifası (KVKK m.5/2-c) ve meşru menfaatimiz (m.5/2-f). Pazarlama için verini kullanmayız.',
      ],
    },
    {
      heading: '3. Kimlerle paylaşıyoruz?',
      paragraphs: [
        'Profilindeki görünen ad, kullanıcı adı, fotoğraf ve istatistikler diğer kullanıcılara görünebilir. E-posta adresin ve tam konumun diğer kullanıcılara gösterilmez.',
        'Verilerin, hizmeti barındırdığımız Amazon Web Services altyapısında (Frankfurt, eu-central-1 bölgesi) saklanır; bu yurt dışına aktarım KVKK m.9 kapsamında yapılır. Verilerini satmayız.',
      ],
    },
    {
      heading: '4. Ne kadar süre saklıyoruz?',
      paragraphs: [
        'Hesabın açık olduğu sürece. Hesabını istediğin zaman Hesap ayarları (Settings) sayfasından kendin silebilirsin; neyin silindiğini, neyin anonim hale getirildiğini ve neyin ne kadar süre saklandığını 7. bölüm anlatır.',
      ],
    },
    {
      heading: '5. Çerezler ve tarayıcı depolaması',
      paragraphs: [
        'Oturumunu açık tutmak için tarayıcının yerel depolamasında oturum anahtarları saklanır. Reklam ya da takip çerezi kullanmayız. Çıkış yaptığında bu veriler tarayıcından silinir.',
      ],
    },
    {
      heading: '6. Hakların',
      paragraphs: [
        'KVKK m.11 uyarınca verilerinin işlenip işlenmediğini öğrenme, bilgi isteme, düzeltilmesini ya da silinmesini isteme, itiraz etme ve zararın giderilmesini talep etme hakların var. Profil bilgilerini istediğin zaman uygulamadan düzeltebilirsin; Hesap ayarları sayfasındaki "Verilerimi indir" ile hakkında tuttuğumuz her şeyi tek bir JSON dosyası olarak alabilirsin.',
      ],
    },
    {
      heading: '7. Hesap silme ve saklanan veriler',
      id: accountDeletionSectionId,
      paragraphs: [
        'KVKK (6698 sayılı Kanun) m.7 uyarınca işlenme sebebi ortadan kalkan kişisel veriler silinir ya da anonim hale getirilir; m.11 de bunu istemeyi hakkın olarak tanır. Hesabını Hesap ayarları sayfasındaki "Hesabımı sil" ile kendin silebilirsin: silme hemen yapılır ve geri alınamaz.',
        'Silinenler: profilin (görünen ad, biyografi, konum, ilgi alanları, rozetler), kullanıcı adın, profil fotoğrafın, mesajlaşmaların (taraf olduğun yazışmaların tamamı), kabul edilmemiş katılım isteklerin, kabul edilmiş katılım isteklerinde yazdığın mesajlar, taslak etkinliklerin, engellemelerin (senin yaptıkların ve sana yapılanlar), gönderdiğin bildirimler, sana gelen bildirimler ile bildirim ayarların, e-posta adresine ulaşılamadığı ya da e-postalarımızı istenmeyen olarak işaretlediğin için tuttuğumuz gönderim engeli kaydı ve giriş hesabın (e-posta adresin ve şifren).',
        `Anonim hale getirilenler: katıldığın ve düzenlediğin etkinliklerde, diğer katılımcıların listesinde adın "${deletedUserName}" olarak görünür; kullanıcı adın ve fotoğrafın gösterilmez. Düzenlediğin ve henüz bitmemiş etkinlikler katılımcılar için iptal edilir.`,
        'Saklananlar, ne kadar ve neden:',
        ...keptParagraphs,
        `Sunucu erişim kayıtları (istek zamanı, IP adresi, tarayıcı bilgisi, kullanıcı kimliği; bağlantılardaki gizli anahtarlar ve e-posta adresin hiçbir kayda yazılmaz): API ve uygulama kayıtları ${infrastructureRetention.apiLogsDays} gün, site ve dosya deposu erişim kayıtları ${infrastructureRetention.accessLogsDays} gün. Hataları ve kötüye kullanımı inceleyebilmek için tutulur, süre dolunca kendiliğinden silinir.`,
        `Veritabanı yedekleri (DynamoDB zamana göre geri yükleme): ${infrastructureRetention.backupDays} güne kadar. Yalnızca veri kaybında geri dönebilmek için tutulur, değiştirilemez ve süre dolunca kendiliğinden silinir; silme işleminin değişiklik kayıtları ise ${infrastructureRetention.streamHours} saat içinde silinir.`,
      ],
    },
  ],
  contactHeading: 'Veri sorumlusuna başvuru',
  contactText: 'Haklarını kullanmak ya da sorularını iletmek için:',
};

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
