import { ageOn, refuseUnlessAdult } from '../../../lambdas/profile/age';
import { HttpError } from '../../../lambdas/platform/errors';

/** The reason `refuseUnlessAdult` refused with, or undefined when it let the profile through. */
function refusalOf(birthDate: string | undefined, now: string): string | undefined {
  try {
    refuseUnlessAdult(birthDate === undefined ? {} : { birthDate }, new Date(now));
    return undefined;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return error.reason;
    throw error;
  }
}

describe('ageOn: full years between two Istanbul calendar days', () => {
  it('is 17 on the day before the 18th birthday', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
  });

  it('is 18 on the 18th birthday itself', () => {
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
  });

  it('counts a birthday later in the year as not reached yet', () => {
    expect(ageOn('2008-12-31', '2026-01-01')).toBe(17);
  });

  it('takes someone born on 29 February to be 17 on 28 February of a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });

  it('takes someone born on 29 February to be 18 on 1 March of a common year', () => {
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('takes someone born on 29 February to be 18 on 29 February of a leap year', () => {
    expect(ageOn('2006-02-29', '2024-02-29')).toBe(18);
  });
});

describe('refuseUnlessAdult: who may buy, ask to join and host', () => {
  it('asks for the birth date when none is saved', () => {
    expect(refusalOf(undefined, '2026-06-15T09:00:00Z')).toBe('BIRTH_DATE_REQUIRED');
  });

  it('refuses someone under 18', () => {
    expect(refusalOf('2010-03-01', '2026-06-15T09:00:00Z')).toBe('UNDERAGE');
  });

  it('lets an adult through', () => {
    expect(refusalOf('1990-06-15', '2026-06-15T09:00:00Z')).toBeUndefined();
  });

  it('counts the 18th birthday from midnight in Istanbul, while it is still the day before in UTC', () => {
    // 21:30 UTC on 14 June is 00:30 on 15 June in Istanbul (UTC+3).
    expect(refusalOf('2008-06-15', '2026-06-14T21:30:00Z')).toBeUndefined();
  });

  it('refuses the last second before midnight in Istanbul on the day before the 18th birthday', () => {
    expect(refusalOf('2008-06-15', '2026-06-14T20:59:59Z')).toBe('UNDERAGE');
  });

  it('says the refusals in Turkish', () => {
    expect(() => refuseUnlessAdult({ birthDate: '2012-01-01' }, new Date('2026-06-15T09:00:00Z'))).toThrow(
      /18 yaşını doldurmuş/,
    );
  });
});
