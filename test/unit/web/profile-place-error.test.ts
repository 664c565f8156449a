import type { Profile } from '../../../lambdas/contracts/profile';
import {
  changedDetails,
  draftFromProfile,
  placeErrorOf,
  validateDetails,
} from '../../../web/src/features/profile/components/settings/details';

const profile = {
  displayName: 'Zeynep',
  username: 'zeynep',
  bio: '',
  city: 'İstanbul',
  district: 'BEŞİKTAŞ',
  coordinates: null,
  exactLocation: null,
} as unknown as Profile;

const placeErrorFor = (changes: Partial<ReturnType<typeof draftFromProfile>>) =>
  placeErrorOf(validateDetails(changedDetails(profile, { ...draftFromProfile(profile), ...changes })));

describe('the settings form place message', () => {
  it('names a district that is not in the chosen province', () => {
    expect(placeErrorFor({ city: 'Ankara', district: 'KADIKÖY' })).toBe(
      'İlçe, seçilen ilin ilçelerinden olmalı.',
    );
  });

  it('names a picked point outside Turkey', () => {
    expect(placeErrorFor({ coordinates: [2.35, 48.85] })).toMatch(/Türkiye/);
  });

  it('stays silent for a valid province and district', () => {
    expect(placeErrorFor({ city: 'Ankara', district: 'ÇANKAYA' })).toBeUndefined();
  });
});
