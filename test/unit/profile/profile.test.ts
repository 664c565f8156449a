import { newProfileRecord, toProfileResponse, type ProfileRecord } from '../../../lambdas/profile/profile';
import { coordinatesOf, locationTable } from '../../../lambdas/contracts/locations';

const signUpTime = new Date('2026-11-02T10:00:00.000Z');

describe('newProfileRecord', () => {
  it('names a new profile after the given and family name', () => {
    const record = newProfileRecord(
      'u1',
      { email: 'ayse@example.com', givenName: 'Ayşe', familyName: 'Yılmaz' },
      5,
      signUpTime,
    );

    expect(record).toMatchObject({ displayName: 'Ayşe Yılmaz', fullName: 'Ayşe Yılmaz' });
  });

  it("falls back to the e-mail's local part when the user gave no name", () => {
    const record = newProfileRecord('u1', { email: 'mert.k@example.com' }, 5, signUpTime);

    expect(record).toMatchObject({ displayName: 'mert.k', fullName: '' });
  });

  it('never names a new profile after a sign-up name or address that speaks for Squad', () => {
    const named = newProfileRecord(
      'u1',
      { email: 'ali@example.com', givenName: 'Squad', familyName: 'Destek' },
      5,
      signUpTime,
    );
    const addressed = newProfileRecord('u1', { email: 'adm1n@example.com' }, 5, signUpTime);

    expect(named.displayName).toBe('ali');
    expect(addressed.displayName).toBe('Squad Üyesi');
  });

  it('starts with the welcome tokens, empty stats and no username', () => {
    const record = newProfileRecord('u1', { email: 'a@example.com' }, 7, signUpTime);

    expect(record.eventLimit).toBe(7);
    expect(record.createdAt).toBe('2026-11-02T10:00:00.000Z');
    expect(record.stats).toEqual({
      eventsHosted: 0,
      eventsJoined: 0,
      totalParticipants: 0,
      hostRatingTotal: 0,
      hostRatingCount: 0,
      participantRatingTotal: 0,
      participantRatingCount: 0,
    });
    expect(record.username).toBeUndefined();
  });
});

describe('toProfileResponse', () => {
  const stored: ProfileRecord = {
    ...newProfileRecord('u1', { email: 'a@example.com' }, 5, signUpTime),
    username: 'Ayse.Y',
    city: 'İstanbul',
    district: 'KADIKÖY',
    stats: {
      eventsHosted: 2,
      eventsJoined: 1,
      totalParticipants: 9,
      hostRatingTotal: 14,
      hostRatingCount: 3,
      participantRatingTotal: 9,
      participantRatingCount: 2,
    },
  };

  it('shows the location as "District, City" with the district in title case', () => {
    expect(toProfileResponse(stored, []).location).toBe('Kadıköy, İstanbul');
  });

  it('places a profile with only a province and district chosen at the district’s point', () => {
    expect(toProfileResponse(stored, []).placePoint).toEqual(coordinatesOf('İstanbul', 'KADIKÖY'));
  });

  it('places a profile at the point its owner picked, before the district’s', () => {
    const picked: [number, number] = [29.0237, 40.9849];
    expect(toProfileResponse({ ...stored, coordinates: picked }, []).placePoint).toEqual(picked);
  });

  it('places a profile with a province and no district at the province’s capital', () => {
    expect(toProfileResponse({ ...stored, city: 'Ankara', district: '' }, []).placePoint).toEqual(
      locationTable.provinces.find((province) => province.name === 'Ankara')?.coordinates,
    );
  });

  it('places nobody whose profile names no city', () => {
    expect(toProfileResponse({ ...stored, city: '', district: '' }, []).placePoint).toBeNull();
  });

  it('shows only the city when no district is set', () => {
    expect(toProfileResponse({ ...stored, district: '' }, []).location).toBe('İstanbul');
  });

  it('answers the average ratings as a host and as a participant, rounded to one decimal', () => {
    expect(toProfileResponse(stored, []).stats).toEqual({
      eventsHosted: 2,
      eventsJoined: 1,
      totalParticipants: 9,
      averageRating: 4.7,
      ratingCount: 3,
      participantAverageRating: 4.5,
      participantRatingCount: 2,
    });
  });

  it('answers an average rating of 0 when nobody has rated the user', () => {
    const unrated = { ...stored, stats: { ...stored.stats, hostRatingTotal: 0, hostRatingCount: 0 } };

    expect(toProfileResponse(unrated, []).stats.averageRating).toBe(0);
  });

  it('answers a missing username as null', () => {
    expect(toProfileResponse({ ...stored, username: undefined }, []).username).toBeNull();
  });
});
