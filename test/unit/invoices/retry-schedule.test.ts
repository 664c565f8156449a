import { failedForTooLong, firstAttemptDue, nextAttemptAt } from '../../../lambdas/invoices/retry-schedule';

const requestedAt = '2026-11-05T12:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(requestedAt) + minutes * 60_000);

describe('the retry schedule of an invoice document', () => {
  it('first looks at a request five minutes after it', () => {
    expect(firstAttemptDue(requestedAt)).toBe(at(5).toISOString());
  });

  it('waits twice as long after each failure', () => {
    expect(nextAttemptAt(requestedAt, 1, at(0))).toBe(at(5).toISOString());
    expect(nextAttemptAt(requestedAt, 2, at(5))).toBe(at(15).toISOString());
    expect(nextAttemptAt(requestedAt, 3, at(15))).toBe(at(35).toISOString());
  });

  it('tries once on the hour, where a document still not done calls for a person', () => {
    expect(nextAttemptAt(requestedAt, 4, at(35))).toBe(at(60).toISOString());
    expect(failedForTooLong(requestedAt, at(59))).toBe(false);
    expect(failedForTooLong(requestedAt, at(60))).toBe(true);
  });

  it('waits six hours at most', () => {
    expect(nextAttemptAt(requestedAt, 20, at(600))).toBe(at(600 + 360).toISOString());
  });
});
