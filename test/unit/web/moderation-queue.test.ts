import type { CaseSummary } from '../../../lambdas/contracts/moderation';
import {
  casesOlderThan,
  filtersFrom,
  laterPagesMayMatch,
  searchOf,
} from '../../../web/src/features/moderation/queue';

const now = Date.parse('2030-06-01T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

function summary(caseId: string, openedAt: string): CaseSummary {
  return {
    caseId,
    kind: 'user-report',
    status: 'open',
    openedAt,
    closedAt: null,
    subject: { userId: `user-${caseId}`, displayName: 'Deniz', username: 'deniz' },
    reportCount: 1,
    action: null,
  };
}

describe("the queue's filters in the address", () => {
  it('default to the open queue of every kind and age', () => {
    expect(filtersFrom(new URLSearchParams())).toEqual({ status: 'open', kind: undefined, age: undefined });
    expect(searchOf({ status: 'open' }).toString()).toBe('');
  });

  it('come back as they were written', () => {
    const filters = { status: 'open', kind: 'held-request', age: '24h' } as const;
    expect(filtersFrom(searchOf(filters))).toEqual(filters);
    expect(filtersFrom(searchOf({ status: 'closed', kind: 'user-report' }))).toEqual({
      status: 'closed',
      kind: 'user-report',
      age: undefined,
    });
  });

  it('leave what they do not know at its default', () => {
    expect(filtersFrom(new URLSearchParams('status=gone&kind=spam&age=5y'))).toEqual({
      status: 'open',
      kind: undefined,
      age: undefined,
    });
  });

  it('drop the age from the closed queue: a closed case has stopped waiting', () => {
    expect(filtersFrom(new URLSearchParams('status=closed&age=24h')).age).toBeUndefined();
    expect(searchOf({ status: 'closed', age: '24h' }).toString()).toBe('status=closed');
  });
});

describe('the age filter', () => {
  const cases = [summary('a', hoursAgo(80)), summary('b', hoursAgo(30)), summary('c', hoursAgo(2))];

  it('keeps the cases that have waited at least that long', () => {
    expect(casesOlderThan(cases, '24h', now).map((item) => item.caseId)).toEqual(['a', 'b']);
    expect(casesOlderThan(cases, '3d', now).map((item) => item.caseId)).toEqual(['a']);
    expect(casesOlderThan(cases, undefined, now)).toHaveLength(3);
  });

  it('counts a case that has waited exactly that long', () => {
    expect(casesOlderThan([summary('d', hoursAgo(24))], '24h', now)).toHaveLength(1);
  });

  it('stops asking for pages once the oldest-first queue has reached younger cases', () => {
    expect(laterPagesMayMatch(cases, '24h', now)).toBe(false);
    expect(laterPagesMayMatch(cases.slice(0, 2), '24h', now)).toBe(true);
    expect(laterPagesMayMatch(cases, undefined, now)).toBe(true);
    expect(laterPagesMayMatch([], '7d', now)).toBe(true);
  });
});
