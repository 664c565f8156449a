/**
 * Places people type that are no official neighbourhood (squares, streets, parks, campuses), kept by hand for
 * the offline gazetteer, which finds them, and the offline map, which labels them at street zoom. Each point is the coordinate of the article or map feature named in `source` (English
 * or Turkish Wikipedia, or OpenStreetMap), rounded to about 100 m; a unit test keeps every point within a few km
 * of its district's point in the location table. The district is the table's upper-case name.
 */
export interface Landmark {
  name: string;
  /** other names typed for the same place ("Taksim" for "Taksim Meydanı") */
  aliases?: readonly string[];
  province: string;
  district: string;
  /** [lng, lat] */
  center: readonly [number, number];
  source: string;
}

export const landmarks: readonly Landmark[] = [
  // İstanbul
  {
    name: 'Moda',
    province: 'İstanbul',
    district: 'KADIKÖY',
    center: [29.026, 40.983],
    source: 'Wikipedia: Moda, Kadıköy',
  },
  {
    name: 'Bağdat Caddesi',
    province: 'İstanbul',
    district: 'KADIKÖY',
    center: [29.065, 40.966],
    source: 'OpenStreetMap: Bağdat Caddesi at Caddebostan',
  },
  {
    name: 'Fenerbahçe Parkı',
    province: 'İstanbul',
    district: 'KADIKÖY',
    center: [29.037, 40.969],
    source: 'OpenStreetMap: Fenerbahçe Parkı',
  },
  {
    name: 'Taksim Meydanı',
    aliases: ['Taksim'],
    province: 'İstanbul',
    district: 'BEYOĞLU',
    center: [28.985, 41.037],
    source: 'Wikipedia: Taksim Square',
  },
  {
    name: 'İstiklal Caddesi',
    province: 'İstanbul',
    district: 'BEYOĞLU',
    center: [28.978, 41.034],
    source: 'Wikipedia: İstiklal Avenue',
  },
  {
    name: 'Gezi Parkı',
    province: 'İstanbul',
    district: 'BEYOĞLU',
    center: [28.987, 41.038],
    source: 'Wikipedia: Gezi Park',
  },
  {
    name: 'Galata Kulesi',
    province: 'İstanbul',
    district: 'BEYOĞLU',
    center: [28.974, 41.026],
    source: 'Wikipedia: Galata Tower',
  },
  {
    name: 'Karaköy',
    province: 'İstanbul',
    district: 'BEYOĞLU',
    center: [28.977, 41.023],
    source: 'Wikipedia: Karaköy',
  },
  {
    name: 'Nişantaşı',
    province: 'İstanbul',
    district: 'ŞİŞLİ',
    center: [28.994, 41.052],
    source: 'Wikipedia: Nişantaşı',
  },
  {
    name: 'Maçka Parkı',
    province: 'İstanbul',
    district: 'ŞİŞLİ',
    center: [28.993, 41.044],
    source: 'Wikipedia: Maçka Park',
  },
  {
    name: 'Yıldız Parkı',
    province: 'İstanbul',
    district: 'BEŞİKTAŞ',
    center: [29.012, 41.049],
    source: 'Wikipedia: Yıldız Park',
  },
  {
    name: 'Boğaziçi Üniversitesi',
    province: 'İstanbul',
    district: 'BEŞİKTAŞ',
    center: [29.051, 41.084],
    source: 'Wikipedia: Boğaziçi University (South Campus)',
  },
  {
    name: 'Sultanahmet Meydanı',
    aliases: ['Sultanahmet'],
    province: 'İstanbul',
    district: 'FATİH',
    center: [28.977, 41.006],
    source: 'Wikipedia: Sultanahmet Square',
  },
  {
    name: 'Beyazıt Meydanı',
    province: 'İstanbul',
    district: 'FATİH',
    center: [28.964, 41.011],
    source: 'Wikipedia: Beyazıt Square',
  },
  {
    name: 'Eminönü',
    province: 'İstanbul',
    district: 'FATİH',
    center: [28.97, 41.017],
    source: 'Wikipedia: Eminönü',
  },
  {
    name: 'Gülhane Parkı',
    province: 'İstanbul',
    district: 'FATİH',
    center: [28.981, 41.013],
    source: 'Wikipedia: Gülhane Park',
  },
  {
    name: 'İstanbul Üniversitesi Beyazıt Kampüsü',
    province: 'İstanbul',
    district: 'FATİH',
    center: [28.963, 41.013],
    source: 'Wikipedia: Istanbul University (main campus, Beyazıt)',
  },
  {
    name: 'İTÜ Ayazağa Kampüsü',
    aliases: ['İstanbul Teknik Üniversitesi'],
    province: 'İstanbul',
    district: 'SARIYER',
    center: [29.023, 41.105],
    source: 'OpenStreetMap: İTÜ Ayazağa Yerleşkesi',
  },
  {
    name: 'Emirgan Korusu',
    province: 'İstanbul',
    district: 'SARIYER',
    center: [29.054, 41.109],
    source: 'Wikipedia: Emirgan Park',
  },
  {
    name: 'Belgrad Ormanı',
    province: 'İstanbul',
    district: 'SARIYER',
    center: [28.985, 41.18],
    source: 'Wikipedia: Belgrad Forest',
  },
  {
    name: 'Yıldız Teknik Üniversitesi Davutpaşa Kampüsü',
    province: 'İstanbul',
    district: 'ESENLER',
    center: [28.89, 41.026],
    source: 'OpenStreetMap: YTÜ Davutpaşa Kampüsü',
  },
  {
    name: 'Sabancı Üniversitesi',
    province: 'İstanbul',
    district: 'TUZLA',
    center: [29.379, 40.891],
    source: 'Wikipedia: Sabancı University',
  },
  // Ankara
  {
    name: 'Kızılay Meydanı',
    aliases: ['Kızılay'],
    province: 'Ankara',
    district: 'ÇANKAYA',
    center: [32.854, 39.921],
    source: 'Wikipedia: Kızılay Square',
  },
  {
    name: 'Kuğulu Park',
    province: 'Ankara',
    district: 'ÇANKAYA',
    center: [32.861, 39.902],
    source: 'Wikipedia: Kuğulu Park',
  },
  {
    name: 'Tunalı Hilmi Caddesi',
    province: 'Ankara',
    district: 'ÇANKAYA',
    center: [32.861, 39.907],
    source: 'OpenStreetMap: Tunalı Hilmi Caddesi',
  },
  {
    name: 'Seğmenler Parkı',
    province: 'Ankara',
    district: 'ÇANKAYA',
    center: [32.862, 39.899],
    source: 'OpenStreetMap: Seğmenler Parkı',
  },
  {
    name: 'Anıtkabir',
    province: 'Ankara',
    district: 'ÇANKAYA',
    center: [32.837, 39.925],
    source: 'Wikipedia: Anıtkabir',
  },
  {
    name: 'ODTÜ',
    aliases: ['Orta Doğu Teknik Üniversitesi', 'METU'],
    province: 'Ankara',
    district: 'ÇANKAYA',
    center: [32.783, 39.891],
    source: 'Wikipedia: Middle East Technical University',
  },
  {
    name: 'Ulus Meydanı',
    aliases: ['Ulus'],
    province: 'Ankara',
    district: 'ALTINDAĞ',
    center: [32.855, 39.941],
    source: 'Wikipedia: Ulus, Ankara',
  },
  {
    name: 'Gençlik Parkı',
    province: 'Ankara',
    district: 'ALTINDAĞ',
    center: [32.85, 39.937],
    source: 'Wikipedia: Gençlik Park',
  },
  {
    name: 'Eymir Gölü',
    province: 'Ankara',
    district: 'GÖLBAŞI',
    center: [32.818, 39.829],
    source: 'Wikipedia: Lake Eymir',
  },
  // İzmir
  {
    name: 'Kordon',
    aliases: ['Alsancak Kordon', 'Birinci Kordon'],
    province: 'İzmir',
    district: 'KONAK',
    center: [27.143, 38.438],
    source: 'OpenStreetMap: Atatürk Caddesi (Birinci Kordon), Alsancak',
  },
  {
    name: 'Gündoğdu Meydanı',
    province: 'İzmir',
    district: 'KONAK',
    center: [27.142, 38.439],
    source: 'OpenStreetMap: Gündoğdu Meydanı',
  },
  {
    name: 'Konak Meydanı',
    aliases: ['Saat Kulesi'],
    province: 'İzmir',
    district: 'KONAK',
    center: [27.129, 38.419],
    source: 'Wikipedia: Konak Square',
  },
  {
    name: 'Kemeraltı',
    province: 'İzmir',
    district: 'KONAK',
    center: [27.134, 38.419],
    source: 'Wikipedia: Kemeraltı',
  },
  {
    name: 'Kültürpark',
    province: 'İzmir',
    district: 'KONAK',
    center: [27.145, 38.429],
    source: 'Wikipedia: Kültürpark',
  },
  {
    name: 'Ege Üniversitesi',
    province: 'İzmir',
    district: 'BORNOVA',
    center: [27.225, 38.456],
    source: 'Wikipedia: Ege University',
  },
  {
    name: 'Dokuz Eylül Üniversitesi Tınaztepe Kampüsü',
    province: 'İzmir',
    district: 'BUCA',
    center: [27.204, 38.368],
    source: 'OpenStreetMap: DEÜ Tınaztepe Yerleşkesi',
  },
  {
    name: 'İzmir Yüksek Teknoloji Enstitüsü',
    aliases: ['İYTE'],
    province: 'İzmir',
    district: 'URLA',
    center: [26.638, 38.32],
    source: 'Wikipedia: İzmir Institute of Technology',
  },
];
