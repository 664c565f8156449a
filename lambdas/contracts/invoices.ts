/**
 * The e-Arşiv invoice of every paid token order (VUK 509): its number's shape, the series Squad issues in, and what
 * one invoice says, shared by the server that issues and shows it and the local integrator stand-in that numbers it.
 */
import * as z from 'zod/mini';

/**
 * The series Squad's e-Arşiv invoices are issued in, as defined in the integrator's panel: three capital letters or
 * digits, the first 3 characters of every invoice number.
 */
export const invoiceSeries = 'SQD';

/**
 * GİB's invoice number: the 3-character series, the 4-digit year and a 9-digit sequence that starts at 1 each year
 * and has no gaps ("SQD2026000000001"). The integrator assigns it; Squad only checks it.
 */
export const invoiceNumberSchema = z.string().check(z.regex(/^[A-Z0-9]{3}\d{4}\d{9}$/));

/** The number of the `sequence`th invoice of `series` in `year`. */
export function invoiceNumber(series: string, year: number, sequence: number): string {
  return `${series}${String(year).padStart(4, '0')}${String(sequence).padStart(9, '0')}`;
}
