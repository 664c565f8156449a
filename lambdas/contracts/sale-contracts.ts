/**
 * The two texts a buyer accepts before paying (Mesafeli Sözleşmeler Yönetmeliği): the Ön Bilgilendirme Formu and
 * the Mesafeli Satış Sözleşmesi, filled in for one sale. The checkout dialog shows what this renders and the server
 * renders the same from the same facts and stores it with the order, so what was accepted is what was shown. Plain
 * text with headings: it reads the same on the screen, in the receipt e-mail and in the stored record.
 */
import { kdvSplit } from './kdv';
import { formatMoney } from './money';
import { sellerLines, type Seller } from './seller';
import {
  creditedTokens,
  packageFeatures,
  refundWindowDays,
  type PaymentMethod,
  type TokenPackage,
} from './tokens';
import { istanbulTimeZone } from './istanbul-time';

export interface SaleTerms {
  seller: Seller;
  buyer: ContractBuyer;
  tokenPackage: TokenPackage;
  method: PaymentMethod;
  /** charged to the card saved for auto-refill, not on the payment page */
  autoRefill: boolean;
  /** when the buyer accepts: the contract's date is its Istanbul day */
  at: Date;
}

export interface ContractBuyer {
  name: string;
  email: string;
}

export interface SaleContracts {
  preInformation: string;
  distanceSales: string;
}

export const saleContractTitles = {
  preInformation: 'Ön Bilgilendirme Formu',
  distanceSales: 'Mesafeli Satış Sözleşmesi',
} as const satisfies Record<keyof SaleContracts, string>;

/** The one box the buyer ticks, unticked until they do. */
export const contractAcceptance =
  'Ön bilgilendirme formunu ve mesafeli satış sözleşmesini okudum, kabul ediyorum.';

/** The name the contracts give the buyer: the full name, else the display name (as the payment provider gets it). */
export function contractBuyerOf(profile: {
  fullName: string;
  displayName: string;
  email: string;
}): ContractBuyer {
  return { name: profile.fullName.trim() || profile.displayName.trim(), email: profile.email };
}

const dayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: istanbulTimeZone, dateStyle: 'long' });

const methodText = (method: PaymentMethod, autoRefill: boolean) =>
  autoRefill
    ? 'Otomatik yükleme için kayıtlı kart (iyzico), bakiye seçilen eşiğin altına düştüğünde'
    : method === 'card'
      ? 'Kredi veya banka kartı, iyzico’nun 3-D Secure ödeme sayfasında'
      : 'PayPal';

const section = (heading: string, lines: readonly string[]) =>
  [heading.toLocaleUpperCase('tr-TR'), ...lines].join('\n');

/** Both texts of one sale, ready to show, store and send. */
export function saleContracts(terms: SaleTerms): SaleContracts {
  const { seller, buyer, tokenPackage } = terms;
  const price = kdvSplit(tokenPackage.price);
  const money = (amount: string) => formatMoney(amount, tokenPackage.currency);
  const date = dayFormat.format(terms.at);
  const tokens = creditedTokens(tokenPackage);

  const parties = [
    section('Satıcı', sellerLines(seller)),
    section('Alıcı', [`Ad soyad: ${buyer.name}`, `E-posta: ${buyer.email}`]),
  ];
  const goods = section('Hizmet', [
    `${tokenPackage.name}: Squad'da etkinlik oluşturmak için ${tokens} token (${tokenPackage.tokens} token${tokenPackage.bonusTokens > 0 ? ` + ${tokenPackage.bonusTokens} bonus token` : ''}).`,
    ...packageFeatures(tokenPackage).map((feature) => `- ${feature}`),
    'Tokenlar dijital bir hizmettir: ödeme onaylandığı anda hesaba eklenir; kargo veya teslim masrafı yoktur.',
  ]);
  const payment = section('Fiyat ve ödeme', [
    `Toplam fiyat (KDV dahil): ${money(price.total)}`,
    `KDV hariç tutar: ${money(price.net)}`,
    `KDV (%${price.ratePercent}): ${money(price.kdv)}`,
    `Ödeme yöntemi: ${methodText(terms.method, terms.autoRefill)}`,
    'Siparişi onaylayan alıcı bu tutarı ödemeyi üstlenir. Başka ücret, vergi veya masraf alınmaz.',
  ]);
  const withdrawal = section('Cayma hakkı', [
    `Alıcı, satın aldığı paketten hiç token harcamadıysa, ödemeden sonraki ${refundWindowDays} gün içinde hiçbir gerekçe göstermeden ve ceza ödemeden sözleşmeden cayabilir; paketin tamamı iade edilir.`,
    `Cayma için Squad'da Tokens > Purchase History'de siparişin yanındaki "İade et" düğmesi kullanılır, ya da ${refundWindowDays} gün içinde satıcıya e-posta (${seller.email}) veya KEP (${seller.kepAddress}) ile bildirim yapılır.`,
    'Ödenen tutarın tamamı, cayma bildiriminden sonra en geç 14 gün içinde, ödemenin yapıldığı karta iade edilir; paketin tokenları bakiyeden düşülür.',
    'Paketten en az bir token harcandıktan sonra, anında ifa edilen bir hizmet olduğundan, o paket için cayma hakkı kullanılamaz (Yönetmelik madde 15/1-ğ). Bankaların iade kabul etmediği ön ödemeli kartlarla yapılan ödemelerde satıcı iadeyi başka yoldan yapar.',
  ]);
  const complaints = section('Şikâyet ve itiraz', [
    `Şikâyetler satıcıya ${seller.email} adresinden veya ${seller.phone} numarasından iletilebilir.`,
    'Alıcı, Ticaret Bakanlığının her yıl belirlediği parasal sınırlar içinde yerleşim yerindeki veya işlemi yaptığı yerdeki Tüketici Hakem Heyetine, bu sınırların üzerinde Tüketici Mahkemesine başvurabilir.',
  ]);

  const preInformation = [
    saleContractTitles.preInformation,
    `Tarih: ${date}`,
    'Bu form, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, sözleşme kurulmadan önce alıcıyı bilgilendirmek için hazırlanmıştır.',
    ...parties,
    goods,
    payment,
    withdrawal,
    section('Teknik bilgiler', [
      "Tokenlar yalnızca Squad'da, alıcının hesabında kullanılır; güncel bir web tarayıcısı ve internet bağlantısı yeterlidir. Tokenlar başka bir hesaba aktarılamaz ve paraya çevrilemez.",
    ]),
    complaints,
  ].join('\n\n');

  const distanceSales = [
    saleContractTitles.distanceSales,
    `Tarih: ${date}`,
    ...parties,
    section('Konu', [
      `Bu sözleşme, alıcının satıcıdan elektronik ortamda satın aldığı ${tokenPackage.name} paketinin satışı ile tarafların 6502 sayılı Kanun ve Mesafeli Sözleşmeler Yönetmeliğinden doğan hak ve yükümlülüklerini düzenler. Alıcı, aynı tarihli Ön Bilgilendirme Formunu okuduğunu kabul eder.`,
    ]),
    goods,
    payment,
    section('İfa', [
      `Satıcı, ödeme onaylandığında ${tokens} tokeni alıcının hesabına ekler. Tokenlar ödemeden itibaren ${tokenPackage.validityDays} gün geçerlidir; bu sürede kullanılmayanlar sona erer.`,
    ]),
    withdrawal,
    complaints,
    section('Yürürlük', [
      terms.autoRefill
        ? 'Alıcı, otomatik yüklemeyi açarken her yüklemenin bu koşullarla ayrı bir satış olacağını kabul etmiştir; otomatik yüklemeyi istediği zaman kapatabilir. Sözleşme, ödemenin onaylanmasıyla kurulur.'
        : 'Alıcı, ödeme sayfasına geçmeden önce bu sözleşmeyi ve ön bilgilendirme formunu okuyup elektronik ortamda onaylar; sözleşme, ödemenin onaylanmasıyla kurulur.',
      'Metnin bir kopyası makbuzla birlikte alıcının e-posta adresine gönderilir ve hesabında saklanır.',
    ]),
  ].join('\n\n');

  return { preInformation, distanceSales };
}
