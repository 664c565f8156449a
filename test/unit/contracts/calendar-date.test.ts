import { calendarDateSchema } from '../../../lambdas/contracts/calendar-date';
import { dateRefusals } from '../../../lambdas/contracts/refusals';

const refusalOf = (date: string) => calendarDateSchema.safeParse(date).error?.issues.map((i) => i.message);

describe('a calendar date', () => {
  it.each(['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '1900-01-01', '2100-12-31'])(
    'takes %s, a day the calendar has',
    (date) => {
      expect(calendarDateSchema.safeParse(date)).toEqual({ success: true, data: date });
    },
  );

  it.each([
    '2026-13-01',
    '2026-00-10',
    '2027-02-30',
    '2026-02-30',
    '2027-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-01-00',
  ])('refuses %s, a day the calendar does not have', (date) => {
    expect(refusalOf(date)).toEqual([dateRefusals.NO_SUCH_DATE]);
  });

  it.each(['0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses %s, out of the years it shows',
    (date) => {
      expect(refusalOf(date)).toEqual([dateRefusals.DATE_OUT_OF_RANGE]);
    },
  );

  it.each(['2026-1-01', '26-01-01', '2026/01/01', '2026-01-01T10:00', ' 2026-01-01', '٢٠٢٦-٠١-٠١'])(
    'refuses %s, not written YYYY-MM-DD',
    (date) => {
      expect(refusalOf(date)).toEqual([dateRefusals.BAD_DATE_FORMAT]);
    },
  );
});
