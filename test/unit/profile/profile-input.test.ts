/** The profile contract refuses places, interests and names the product cannot stand behind. */
import {
  outsideTurkeyMessage,
  reservedUsernameMessage,
  usernameSchema,
} from '../../../lambdas/contracts/profile';
import {
  districtWithoutProvinceMessage,
  interestsUpdateSchema,
  profileDetailsUpdateSchema,
  staffDisplayNameMessage,
  unknownDistrictMessage,
  unknownProvinceMessage,
} from '../../../lambdas/contracts/profile-update';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('city and district', () => {
  it('accepts a province with one of its own districts', () => {
    expect(profileDetailsUpdateSchema.safeParse({ city: 'İstanbul', district: 'KADIKÖY' }).success).toBe(
      true,
    );
  });

  it('refuses a district of another province', () => {
    const result = profileDetailsUpdateSchema.safeParse({ city: 'Ankara', district: 'KADIKÖY' });
    expect(messagesOf(result)).toEqual([unknownDistrictMessage]);
  });

  it('refuses a city that is not a province', () => {
    const result = profileDetailsUpdateSchema.safeParse({ city: 'Atlantis', district: '' });
    expect(messagesOf(result)).toEqual([unknownProvinceMessage]);
  });

  it('refuses a district sent alone that no province has', () => {
    const result = profileDetailsUpdateSchema.safeParse({ district: 'NOWHERE' });
    expect(messagesOf(result)).toEqual([unknownDistrictMessage]);
  });

  it('refuses a district with the province cleared', () => {
    const result = profileDetailsUpdateSchema.safeParse({ city: '', district: 'KADIKÖY' });
    expect(messagesOf(result)).toEqual([districtWithoutProvinceMessage]);
  });

  it('accepts clearing both', () => {
    expect(profileDetailsUpdateSchema.safeParse({ city: '', district: '' }).success).toBe(true);
  });
});

describe('coordinates', () => {
  it('accepts a point in Turkey, as coordinates and as the exact location', () => {
    const result = profileDetailsUpdateSchema.safeParse({
      coordinates: [29.0254, 40.9833],
      exactLocation: { lng: 29.0254, lat: 40.9833, address: 'Moda, Kadıköy' },
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['Paris', [2.35, 48.85]],
    ['Athens', [23.72, 37.98]],
    ['null island', [0, 0]],
  ])('refuses coordinates in %s', (_place, coordinates) => {
    const result = profileDetailsUpdateSchema.safeParse({ coordinates });
    expect(messagesOf(result)).toContain(outsideTurkeyMessage);
  });

  it('refuses an exact location outside Turkey', () => {
    const result = profileDetailsUpdateSchema.safeParse({
      exactLocation: { lng: 13.4, lat: 52.52, address: 'Berlin' },
    });
    expect(messagesOf(result)).toContain(outsideTurkeyMessage);
  });
});

describe('interests', () => {
  it('accepts distinct tags of the taxonomy', () => {
    expect(interestsUpdateSchema.safeParse({ interests: ['Satranç', 'Valorant'] }).success).toBe(true);
  });

  it('refuses the same tag twice', () => {
    const result = interestsUpdateSchema.safeParse({ interests: ['Satranç', 'Satranç'] });
    expect(messagesOf(result)).toEqual(['Bir ilgi alanı yalnızca bir kez seçilebilir.']);
  });

  it('refuses a tag outside the taxonomy', () => {
    expect(interestsUpdateSchema.safeParse({ interests: ['Kumar'] }).success).toBe(false);
  });
});

describe('reserved names', () => {
  it.each(['squad', 'Admin', 'adm.1n', 'r00t', 'supp0rt', 'SquadSupport', 'destek_01'])(
    'refuses the username %s with a Turkish message',
    (username) => {
      expect(messagesOf(usernameSchema.safeParse(username))).toEqual([reservedUsernameMessage]);
    },
  );

  it('takes an ordinary username', () => {
    expect(usernameSchema.safeParse('ayse_1995').success).toBe(true);
  });

  it('refuses a display name that speaks for Squad, on that field', () => {
    const result = profileDetailsUpdateSchema.safeParse({ displayName: 'Squad Destek' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['displayName'], message: staffDisplayNameMessage }),
    ]);
  });

  it('takes an ordinary display name', () => {
    expect(profileDetailsUpdateSchema.safeParse({ displayName: 'Ayşe Yılmaz' }).success).toBe(true);
  });
});
