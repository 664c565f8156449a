import { createHash, createHmac } from 'node:crypto';
import {
  canonicalInviteCode,
  completionGrants,
  earnedCause,
  emailFingerprint,
  inviteCodeFrom,
  isNightStart,
  isWeekendStart,
  istanbulMonth,
  normaliseEmail,
  referralCutoff,
  sameMailbox,
  type CompletedEvent,
} from '../../../lambdas/rewards/earn-rules';
import { earnedClaimKey, hostedMonthKey, referralEmailKey } from '../../../lambdas/rewards/keys';
import { earnRuleTokens, invitePath } from '../../../lambdas/contracts/rewards';

// A Wednesday, 19:00 in Istanbul (UTC+3).
const event: CompletedEvent = {
  eventId: 'e1',
  title: 'Kadıköy koşusu',
  hostId: 'host',
  startsAt: '2026-11-25T16:00:00.000Z',
  completedAt: '2026-11-25T18:00:00.000Z',
};
const host = { userId: 'host', role: 'host' as const };

const mailboxKey = 'a-mailbox-key-of-at-least-thirty-two-characters';

describe('the earn rules pay what the spec says', () => {
  it('pays 1 for a completed event, 2 for a five-star rating, 3 for a referral and 5 for the monthly challenge', () => {
    expect(earnRuleTokens).toEqual({
      'complete-event': 1,
      'five-star-rating': 2,
      referral: 3,
      'monthly-host': 5,
    });
  });
});

describe('completing an event', () => {
  it('pays the host and each participant who came', () => {
    const grants = completionGrants(event, [
      host,
      { userId: 'a', role: 'participant' },
      { userId: 'b', role: 'participant', attendance: 'contested' },
    ]);
    expect(grants.map((g) => [g.userId, g.role])).toEqual([
      ['host', 'host'],
      ['a', 'participant'],
      ['b', 'participant'],
    ]);
  });

  it('pays nobody for a participant marked no-show', () => {
    const grants = completionGrants(event, [
      host,
      { userId: 'a', role: 'participant' },
      { userId: 'c', role: 'participant', attendance: 'no-show' },
    ]);
    expect(grants.map((g) => g.userId)).toEqual(['host', 'a']);
  });

  it('pays nobody, the host included, for an event nobody came to', () => {
    expect(completionGrants(event, [host])).toEqual([]);
    expect(
      completionGrants(event, [host, { userId: 'c', role: 'participant', attendance: 'no-show' }]),
    ).toEqual([]);
  });

  it('marks an event starting at 21:00 Istanbul time or later, or before 05:00, as a night event', () => {
    expect(isNightStart('2026-11-25T17:59:00.000Z')).toBe(false);
    expect(isNightStart('2026-11-25T18:00:00.000Z')).toBe(true);
    expect(isNightStart('2026-11-26T01:59:00.000Z')).toBe(true);
    expect(isNightStart('2026-11-26T02:00:00.000Z')).toBe(false);
  });

  it('marks an event starting on a Saturday or Sunday in Istanbul as a weekend event', () => {
    expect(isWeekendStart('2026-11-27T20:59:00.000Z')).toBe(false);
    expect(isWeekendStart('2026-11-27T21:00:00.000Z')).toBe(true);
    expect(isWeekendStart('2026-11-29T20:59:00.000Z')).toBe(true);
    expect(isWeekendStart('2026-11-29T21:00:00.000Z')).toBe(false);
  });

  it('counts a hosted event in the Istanbul month it ended', () => {
    expect(istanbulMonth('2026-11-30T20:59:00.000Z')).toBe('2026-11');
    expect(istanbulMonth('2026-11-30T21:00:00.000Z')).toBe('2026-12');
  });
});

describe('idempotency keys', () => {
  it('keys a completion by person and event', () => {
    expect(earnedClaimKey('u1', 'complete-event', earnedCause.completeEvent('e1'))).toEqual({
      pk: 'USER#u1',
      sk: 'EARNED#complete-event#e1',
    });
  });

  it('keys a five-star rating by the rated person and event, whoever rated', () => {
    expect(earnedClaimKey('u1', 'five-star-rating', earnedCause.fiveStarRating('e1')).sk).toBe(
      'EARNED#five-star-rating#e1',
    );
  });

  it('keys the monthly reward by host and Istanbul month, and counts the month on its own item', () => {
    expect(earnedClaimKey('u1', 'monthly-host', earnedCause.monthlyHost('2026-11')).sk).toBe(
      'EARNED#monthly-host#2026-11',
    );
    expect(hostedMonthKey('u1', '2026-11')).toEqual({ pk: 'USER#u1', sk: 'HOSTED#2026-11' });
  });

  it('keys both sides of a referral by the invited user, and the invited mailbox outside any user', () => {
    expect(earnedClaimKey('inviter', 'referral', earnedCause.referral('invited')).sk).toBe(
      'EARNED#referral#invited',
    );
    expect(referralEmailKey('abc').pk).toBe('REFERRAL_EMAIL#abc');
  });
});

describe('the invited mailbox', () => {
  it('is one address however it is written', () => {
    expect(normaliseEmail(' Ayse.Yilmaz+squad@GoogleMail.com ')).toBe('ayseyilmaz@gmail.com');
    expect(normaliseEmail('ayse.yilmaz+2@example.com')).toBe('ayse.yilmaz@example.com');
    expect(sameMailbox('a.b@gmail.com', 'ab+x@gmail.com')).toBe(true);
    expect(sameMailbox('a.b@example.com', 'ab@example.com')).toBe(false);
  });

  it('is kept as a digest, never as the address', () => {
    const fingerprint = emailFingerprint('Ayse@Example.com', mailboxKey);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint).toBe(emailFingerprint('ayse+x@example.com', mailboxKey));
    expect(fingerprint).not.toContain('ayse');
  });

  it('is an HMAC under the secret key, not the plain SHA-256 of the address anyone could compute', () => {
    const fingerprint = emailFingerprint('ayse@example.com', mailboxKey);

    expect(fingerprint).not.toBe(createHash('sha256').update('ayse@example.com').digest('hex'));
    expect(fingerprint).toBe(createHmac('sha256', mailboxKey).update('ayse@example.com').digest('hex'));
    expect(emailFingerprint('ayse@example.com', `${mailboxKey}-other`)).not.toBe(fingerprint);
  });
});

describe('invite codes', () => {
  it('are 8 letters and digits that cannot be misread, in a register link', () => {
    const code = inviteCodeFrom(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 255]));
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(invitePath(code)).toBe(`/register?ref=${code}`);
  });

  it('read a typed lower-case code as the same code', () => {
    expect(canonicalInviteCode('abcd2345')).toBe('ABCD2345');
  });

  it('are recorded only for profiles created in the last 7 days', () => {
    expect(referralCutoff(new Date('2026-11-26T12:00:00.000Z'))).toBe('2026-11-19T12:00:00.000Z');
  });
});
