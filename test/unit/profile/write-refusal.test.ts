import '../support/env';
import { accountRefusals } from '../../../lambdas/contracts/refusals';
import { writeRefusal } from '../../../lambdas/profile/profiles-table';

describe("the refusal of a user's own write, from their profile as a failed condition saw it", () => {
  it('is none for an active profile', () => {
    expect(writeRefusal({ pk: { S: 'USER#u1' } })).toBeUndefined();
  });

  it('is 401 "account deleted" for no profile or one being deleted', () => {
    expect(writeRefusal(undefined)).toMatchObject({ statusCode: 401, reason: 'ACCOUNT_DELETED' });
    expect(writeRefusal({ deletionStartedAt: { S: '2026-11-28T10:00:00.000Z' } })).toMatchObject({
      statusCode: 401,
    });
  });

  it('is 403 naming the end, in Istanbul time, for a suspension', () => {
    const refusal = writeRefusal({ suspendedUntil: { S: '2026-12-05T16:00:00.000Z' } });

    expect(refusal).toMatchObject({ statusCode: 403, reason: 'SUSPENDED' });
    expect(refusal?.message).toBe(accountRefusals.SUSPENDED('5 Aralık 2026 19:00'));
  });

  it('reads a suspension from a plain read as well', () => {
    expect(writeRefusal({ suspendedUntil: '2026-12-05T16:00:00.000Z' })?.message).toContain(
      '5 Aralık 2026 19:00',
    );
  });

  it('is 403 "closed" for a ban, whatever else the profile holds', () => {
    expect(
      writeRefusal({
        bannedAt: { S: '2026-11-28T10:00:00.000Z' },
        suspendedUntil: { S: '2026-12-05T16:00:00.000Z' },
      }),
    ).toMatchObject({ statusCode: 403, reason: 'BANNED', message: accountRefusals.BANNED });
  });
});
