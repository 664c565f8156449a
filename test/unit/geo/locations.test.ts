import {
  coordinatesOf,
  districtsOf,
  locationTable,
  provinceNames,
} from '../../../lambdas/contracts/locations';

/** Turkey's bounding box, generously rounded outwards. */
const TURKEY = { minLng: 25.5, maxLng: 45, minLat: 35.7, maxLat: 42.2 };

describe('the Turkey location table', () => {
  it('lists all 81 provinces', () => {
    expect(provinceNames()).toHaveLength(81);
    expect(provinceNames()).toEqual(
      expect.arrayContaining(['İstanbul', 'Ankara', 'İzmir', 'Şırnak', 'Düzce']),
    );
  });

  it('gives every district coordinates inside Turkey', () => {
    const outside = locationTable.provinces.flatMap((province) =>
      province.districts
        .filter(
          ({ coordinates: [lng, lat] }) =>
            !(lng >= TURKEY.minLng && lng <= TURKEY.maxLng && lat >= TURKEY.minLat && lat <= TURKEY.maxLat),
        )
        .map((district) => `${province.name}/${district.name}`),
    );
    expect(outside).toEqual([]);
  });

  it('writes district names in Turkish upper case', () => {
    const names = locationTable.provinces.flatMap((province) =>
      province.districts.map((district) => district.name),
    );
    expect(names.filter((name) => name !== name.toLocaleUpperCase('tr-TR'))).toEqual([]);
    expect(districtsOf('İstanbul')).toContain('KADIKÖY');
  });

  it('names the centre district MERKEZ and places it at the province capital', () => {
    const sivas = locationTable.provinces.find((province) => province.name === 'Sivas');
    expect(districtsOf('Sivas')).toContain('MERKEZ');
    expect(coordinatesOf('Sivas', 'MERKEZ')).toEqual(sivas?.coordinates);
  });
});

describe('location helpers', () => {
  it('finds districts whatever the casing of the province', () => {
    expect(districtsOf('istanbul')).toEqual(districtsOf('İSTANBUL'));
    expect(districtsOf('ankara')).toContain('ÇANKAYA');
  });

  it('finds coordinates for a province-district pair in any casing', () => {
    const cankaya = coordinatesOf('Ankara', 'ÇANKAYA');
    expect(coordinatesOf('ANKARA', 'çankaya')).toEqual(cankaya);
    expect(cankaya?.[0]).toBeCloseTo(32.86, 1);
    expect(cankaya?.[1]).toBeCloseTo(39.92, 1);
  });

  it('answers an empty list for an unknown province', () => {
    expect(districtsOf('Atlantis')).toEqual([]);
  });

  it('answers undefined for an unknown province or district', () => {
    expect(coordinatesOf('Atlantis', 'MERKEZ')).toBeUndefined();
    expect(coordinatesOf('İstanbul', 'ÇANKAYA')).toBeUndefined();
  });
});
