import {
  accountExportSchema,
  confirmationMatches,
  deletionConfirmationFor,
  exportFileName,
} from '../../../lambdas/contracts/account';

const withUsername = { userId: 'u-1', username: 'Ayse.K', email: 'ayse@example.com' };
const withoutUsername = { userId: 'u-2', username: null, email: 'Mehmet@Example.com' };

describe('account contract', () => {
  it('asks a user with a username to type the username', () => {
    expect(deletionConfirmationFor(withUsername)).toBe('Ayse.K');
  });

  it('asks a user without a username to type the e-mail address', () => {
    expect(deletionConfirmationFor(withoutUsername)).toBe('Mehmet@Example.com');
  });

  it('accepts the confirmation whatever its letter case and surrounding spaces', () => {
    expect(confirmationMatches('  ayse.k ', withUsername)).toBe(true);
    expect(confirmationMatches('mehmet@example.com', withoutUsername)).toBe(true);
  });

  it('refuses the e-mail address from a user who has a username', () => {
    expect(confirmationMatches('ayse@example.com', withUsername)).toBe(false);
  });

  it('refuses an empty confirmation even when nothing is expected', () => {
    expect(confirmationMatches('', { username: null, email: '' })).toBe(false);
  });

  it('names the download after the username, or the id without one', () => {
    expect(exportFileName(withUsername)).toBe('squad-verilerim-Ayse.K.json');
    expect(exportFileName(withoutUsername)).toBe('squad-verilerim-u-2.json');
  });

  it('refuses an export with a section missing', () => {
    const complete = {
      exportedAt: '2026-01-01T00:00:00.000Z',
      profile: null,
      hostedEvents: [],
      joinRequests: [],
      messages: [],
      ledger: [],
      orders: [],
      blockedUsers: [],
      reports: [],
      sanctions: [],
      attendance: [],
      friends: [],
      ratingsGiven: [],
      ratingsReceived: [],
      notifications: [],
      notificationSettings: { inAppOff: [], emailOff: [], pushOff: [] },
      pushDevices: [],
      marketingConsents: [],
    };
    expect(accountExportSchema.safeParse(complete).success).toBe(true);
    const { ledger: _ledger, ...withoutLedger } = complete;
    expect(accountExportSchema.safeParse(withoutLedger).success).toBe(false);
  });
});
