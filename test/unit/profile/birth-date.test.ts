import { futureBirthDateIssue } from '../../../lambdas/contracts/profile-birth-date';
import { birthDateUpdateSchema } from '../../../lambdas/contracts/profile-birth-date-schemas';
import { profileUpdateSchema } from '../../../lambdas/contracts/profile-update';

const firstMessage = (birthDate: string) =>
  birthDateUpdateSchema.safeParse({ birthDate }).error?.issues[0]?.message;

describe('the birth date a person may save', () => {
  it('accepts a real past day', () => {
    expect(birthDateUpdateSchema.safeParse({ birthDate: '1990-06-15' }).success).toBe(true);
  });

  it('accepts 29 February of a leap year', () => {
    expect(birthDateUpdateSchema.safeParse({ birthDate: '2004-02-29' }).success).toBe(true);
  });

  it('refuses 29 February of a common year as a day the calendar lacks', () => {
    expect(firstMessage('2005-02-29')).toBe('Takvimde böyle bir gün yok; lütfen geçerli bir tarih seç.');
  });

  it('refuses another format than YYYY-MM-DD', () => {
    expect(firstMessage('15.06.1990')).toBe('Tarih YYYY-AA-GG olmalı.');
  });

  it('refuses a date before 1900', () => {
    expect(firstMessage('1899-12-31')).toBe('Tarih 1900 ile 2100 yılları arasında olmalı.');
  });

  it('takes the birth date alone: nothing else rides with it', () => {
    expect(birthDateUpdateSchema.safeParse({ birthDate: '1990-06-15', bio: 'x' }).success).toBe(false);
  });

  it('is one of the profile updates', () => {
    expect(profileUpdateSchema.safeParse({ birthDate: '1990-06-15' }).success).toBe(true);
  });
});

describe('futureBirthDateIssue: no birth date after today in Istanbul', () => {
  // 22:30 UTC on 14 June is 01:30 on 15 June in Istanbul.
  const now = new Date('2026-06-14T22:30:00Z');

  it('refuses tomorrow in Istanbul', () => {
    expect(futureBirthDateIssue('2026-06-16', now)).toBe('Doğum tarihi bugünden sonra olamaz.');
  });

  it('accepts today in Istanbul while it is still yesterday in UTC', () => {
    expect(futureBirthDateIssue('2026-06-15', now)).toBeUndefined();
  });
});
