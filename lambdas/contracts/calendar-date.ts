/**
 * A calendar date as users type it (YYYY-MM-DD): a day the calendar has, in years the product can show. A
 * pattern alone lets `2026-13-01` through (a 500 where the instant is computed) and `2026-02-30` (which Date
 * quietly rolls over to 2 March); years before 1000 break the four-digit year every formatter writes. Every
 * date input schema and the SPA's forms use this one.
 */
import * as z from 'zod/mini';
import { built } from './built';

export const calendarYears = { min: 1900, max: 2100 } as const;

/** The refusals' texts (listed in the refusal catalogue, contracts/refusals.ts). */
export const calendarDateMessages = {
  BAD_DATE_FORMAT: 'Tarih YYYY-AA-GG olmalı.',
  NO_SUCH_DATE: 'Takvimde böyle bir gün yok; lütfen geçerli bir tarih seç.',
  DATE_OUT_OF_RANGE: `Tarih ${calendarYears.min} ile ${calendarYears.max} yılları arasında olmalı.`,
} as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the date names a real day: month 1-12, and a day its month has (29 February in leap years only). */
export function isCalendarDay(date: string): boolean {
  const match = datePattern.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC rolls an overflowing day or month into the next; a real day survives the round trip unchanged.
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

const yearOf = (date: string) => Number(date.slice(0, 4));

export const calendarDateSchema = /* @__PURE__ */ built(() =>
  z.string().check(
    z.regex(datePattern, { message: calendarDateMessages.BAD_DATE_FORMAT, abort: true }),
    z.refine((date) => yearOf(date) >= calendarYears.min && yearOf(date) <= calendarYears.max, {
      message: calendarDateMessages.DATE_OUT_OF_RANGE,
      abort: true,
    }),
    z.refine(isCalendarDay, calendarDateMessages.NO_SUCH_DATE),
  ),
);
