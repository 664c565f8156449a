import { newReport } from '../../../lambdas/users/users';

describe('newReport', () => {
  it('counts a report sent late in the UTC evening for the next Istanbul day', () => {
    const report = newReport(
      'target',
      'me',
      { reason: 'spam', text: 'Spam.' },
      new Date('2026-03-01T21:30:00Z'),
    );
    expect(report.day).toBe('2026-03-02');
  });

  it('counts a report sent just before Istanbul midnight for that day', () => {
    const report = newReport(
      'target',
      'me',
      { reason: 'spam', text: 'Spam.' },
      new Date('2026-03-01T20:59:00Z'),
    );
    expect(report.day).toBe('2026-03-01');
  });
});
