import { reversePlace, searchPlaces } from '../../../lambdas/geo/gazetteer';
import { coordinatesOf } from '../../../lambdas/contracts/locations';
import { istanbulCenter } from '../../../lambdas/contracts/geocoding';
import { foldTurkish } from '../../../lambdas/contracts/turkish-text';

const names = (q: string, limit = 5, proximity?: [number, number]) =>
  searchPlaces({ q, limit, proximity }).map((feature) => feature.place_name);

describe('gazetteer forward search', () => {
  it('answers a district in the spec feature shape', () => {
    expect(searchPlaces({ q: 'kadıköy', limit: 1 })).toEqual([
      {
        place_name: 'Kadıköy, İstanbul, Türkiye',
        text: 'Kadıköy',
        center: coordinatesOf('İstanbul', 'KADIKÖY'),
        properties: { address: 'Kadıköy, İstanbul', city: 'İstanbul', district: 'KADIKÖY' },
      },
    ]);
  });

  it('puts the district first when its province is named too', () => {
    expect(names('Kadıköy İstanbul')[0]).toBe('Kadıköy, İstanbul, Türkiye');
    expect(names('ankara çankaya')[0]).toBe('Çankaya, Ankara, Türkiye');
  });

  it('ignores street words it cannot place', () => {
    expect(names('bahariye caddesi kadıköy')[0]).toBe('Kadıköy, İstanbul, Türkiye');
  });

  it('puts a place in the district the query names before the district itself', () => {
    expect(names('moda caddesi kadıköy')[0]).toBe('Moda, Kadıköy, İstanbul, Türkiye');
  });

  it('answers a province on its own as a province feature', () => {
    expect(searchPlaces({ q: 'izmir', limit: 1 })[0]).toMatchObject({
      place_name: 'İzmir, Türkiye',
      text: 'İzmir',
      properties: { address: 'İzmir' },
    });
  });

  it('shows a MERKEZ district as Merkez', () => {
    expect(searchPlaces({ q: 'merkez sivas', limit: 1 })[0]).toMatchObject({
      place_name: 'Merkez, Sivas, Türkiye',
      text: 'Merkez',
    });
  });

  it('ranks exact matches before prefix matches before contains matches', () => {
    const kindOf = (text: string) => {
      const key = foldTurkish(text);
      return key === 'kale' ? 0 : key.startsWith('kale') ? 1 : 2;
    };
    const kinds = searchPlaces({ q: 'kale', limit: 500 }).map((feature) => kindOf(feature.text));
    expect(new Set(kinds)).toEqual(new Set([0, 1, 2]));
    expect(kinds).toEqual([...kinds].sort());
  });

  it('puts districts before mahalle of the same name about as far away', () => {
    expect(names('kale', 3)).toEqual([
      'Kale, Denizli, Türkiye',
      'Kale, Malatya, Türkiye',
      'Kale, Kestel, Bursa, Türkiye',
    ]);
  });

  it('answers at most limit features', () => {
    expect(names('a', 3)).toHaveLength(3);
  });

  it('breaks ties by distance to Istanbul when no proximity is given', () => {
    expect(names('merkez', 1)).toEqual(['Merkez, Yalova, Türkiye']);
  });

  it('breaks ties by distance to the proximity point', () => {
    const nearSivas: [number, number] = [37.1, 39.8];
    expect(names('merkez', 1, nearSivas)).toEqual(['Merkez, Sivas, Türkiye']);
  });

  it('finds nothing for an empty query or one that matches no place', () => {
    expect(searchPlaces({ q: '', limit: 5 })).toEqual([]);
    expect(searchPlaces({ q: ' , ', limit: 5 })).toEqual([]);
    expect(searchPlaces({ q: 'qwxz', limit: 5 })).toEqual([]);
  });
});

describe('gazetteer reverse geocoding', () => {
  it('answers the nearest district as one feature', () => {
    const [lng, lat] = coordinatesOf('Ankara', 'ÇANKAYA') ?? [0, 0];
    expect(reversePlace({ lng: lng + 0.001, lat: lat - 0.001 })).toEqual([
      expect.objectContaining({ place_name: 'Çankaya, Ankara, Türkiye', text: 'Çankaya' }),
    ]);
  });
});

describe('picked places carry their province and district', () => {
  it('names the table province and upper-case district of a district result', () => {
    const [feature] = searchPlaces({ q: 'Kadıköy', limit: 1 });
    expect(feature.properties).toMatchObject({ city: 'İstanbul', district: 'KADIKÖY' });
  });

  it('names only the province of a province result', () => {
    const [feature] = searchPlaces({ q: 'Ankara', limit: 1 });
    expect(feature.properties).toEqual({ address: 'Ankara', city: 'Ankara' });
  });
});

describe('reverse geocoding in central Istanbul', () => {
  it.each([
    ['Sultanahmet', [28.9768, 41.0054], 'FATİH'],
    ['Taksim', [28.985, 41.037], 'BEYOĞLU'],
    ['Üsküdar iskelesi', [29.0153, 41.0266], 'ÜSKÜDAR'],
  ])('answers the district of %s', (_, [lng, lat], district) => {
    expect(reversePlace({ lng, lat })[0].properties.district).toBe(district);
  });
});

describe('neighbourhood search', () => {
  it.each([
    ['Alsancak', 'Alsancak, Konak, İzmir', 'KONAK'],
    ['Caferağa', 'Caferağa, Kadıköy, İstanbul', 'KADIKÖY'],
    ['bostanci', 'Bostancı, Kadıköy, İstanbul', 'KADIKÖY'],
  ])('finds the mahalle %s in its district, at the district point', (query, address, district) => {
    const [feature] = searchPlaces({ q: query, limit: 1 });
    expect(feature.properties).toMatchObject({ address, district });
  });

  it('keeps a district before a mahalle of the same name', () => {
    expect(searchPlaces({ q: 'Konak', limit: 1 })[0].properties).toMatchObject({
      district: 'KONAK',
      address: 'Konak, İzmir',
    });
  });
});

describe('search near the searcher', () => {
  const nearAnkara: [number, number] = [32.854, 39.921];

  it('answers Moda in Kadıköy first for "Moda" near Istanbul', () => {
    expect(names('Moda', 5, istanbulCenter)[0]).toBe('Moda, Kadıköy, İstanbul, Türkiye');
  });

  it('answers Taksim Square first for "Taksim" near Istanbul', () => {
    expect(names('Taksim', 5, istanbulCenter)[0]).toBe('Taksim Meydanı, Beyoğlu, İstanbul, Türkiye');
  });

  it('answers Ankara\'s Kuğulu Park first for "Kuğulu Park" near Istanbul', () => {
    expect(names('Kuğulu Park', 5, istanbulCenter)[0]).toBe('Kuğulu Park, Çankaya, Ankara, Türkiye');
  });

  it('answers Ankara\'s Kuğulu Park first for "Kuğulu Park" near Ankara', () => {
    expect(names('Kuğulu Park', 5, nearAnkara)[0]).toBe('Kuğulu Park, Çankaya, Ankara, Türkiye');
  });

  it('puts a mahalle near the searcher before a far district of the same name', () => {
    expect(names('Bahçelievler', 5, nearAnkara)[0]).toBe('Bahçelievler, Çankaya, Ankara, Türkiye');
    expect(names('Bahçelievler', 5, istanbulCenter)[0]).toBe('Bahçelievler, İstanbul, Türkiye');
  });

  it('answers a landmark at its own point with its province and district for the selects', () => {
    expect(searchPlaces({ q: 'Kordon', limit: 1 })).toEqual([
      {
        place_name: 'Kordon, Konak, İzmir, Türkiye',
        text: 'Kordon',
        center: [27.143, 38.438],
        properties: { address: 'Kordon, Konak, İzmir', city: 'İzmir', district: 'KONAK' },
      },
    ]);
  });

  it('finds a landmark by another of its names', () => {
    expect(names('Alsancak Kordon', 1)).toEqual(['Kordon, Konak, İzmir, Türkiye']);
  });
});

describe('an address as typed', () => {
  it('keeps the house number typed after a street in the answer', () => {
    expect(searchPlaces({ q: 'İstiklal Caddesi 100', limit: 1 })[0]).toMatchObject({
      place_name: 'İstiklal Caddesi No: 100, Beyoğlu, İstanbul, Türkiye',
      text: 'İstiklal Caddesi No: 100',
      properties: { address: 'İstiklal Caddesi No: 100, Beyoğlu, İstanbul' },
    });
  });

  it('reads a house number written "No:12a"', () => {
    expect(names('istiklal caddesi no:12a', 1)).toEqual([
      'İstiklal Caddesi No: 12A, Beyoğlu, İstanbul, Türkiye',
    ]);
  });

  it('gives no house number to a place that is not a street', () => {
    expect(names('Moda 5', 1)).toEqual(['Moda, Kadıköy, İstanbul, Türkiye']);
  });

  it('keeps the capital of a village named in brackets', () => {
    expect(names('nişantaşı', 5)).toContain('Merkez Mah (Nişantaşı Köyü), Merkez, Bayburt, Türkiye');
  });
});

describe('search from the searcher’s city', () => {
  it('answers no far mahalle of the same name under the right answer in the searcher’s province', () => {
    expect(names('nişantaşı', 5, istanbulCenter)).toEqual(['Nişantaşı, Şişli, İstanbul, Türkiye']);
  });

  it('still answers the far mahalle when the searcher’s place is not known', () => {
    expect(names('nişantaşı', 5)).toContain('Nişantaşı, Şenkaya, Erzurum, Türkiye');
  });

  it('keeps a place in another province when the searcher’s own has none', () => {
    expect(names('Kuğulu Park', 5, istanbulCenter)[0]).toBe('Kuğulu Park, Çankaya, Ankara, Türkiye');
  });
});
