import {
  markOffered,
  offeredBefore,
  whatToOffer,
  type BrowserStanding,
} from '../../../web/src/features/install/offer-rule';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const chromium: BrowserStanding = {
  support: 'supported',
  installable: true,
  permission: 'default',
  subscribed: false,
};

describe('the phone-app moment', () => {
  it('is offered once per browser: after it showed, never again', () => {
    const storage = memoryStorage();
    expect(offeredBefore(storage)).toBe(false);
    markOffered(storage, new Date('2026-11-20T10:00:00Z'));
    expect(offeredBefore(storage)).toBe(true);
  });

  it('offers installing and notifications in a Chromium that can do both', () => {
    expect(whatToOffer(chromium)).toEqual({ install: true, notifications: true, homeScreenGuide: false });
  });

  it('shows only the Home Screen guide on an iPhone in a Safari tab', () => {
    expect(whatToOffer({ ...chromium, support: 'iosNeedsInstall', installable: false })).toEqual({
      install: false,
      notifications: false,
      homeScreenGuide: true,
    });
  });

  it('offers notifications alone in an installed app', () => {
    expect(whatToOffer({ ...chromium, installable: false })).toEqual({
      install: false,
      notifications: true,
      homeScreenGuide: false,
    });
  });

  it('leaves notifications out where the permission was refused or they are already on', () => {
    expect(whatToOffer({ ...chromium, permission: 'denied' })?.notifications).toBe(false);
    expect(whatToOffer({ ...chromium, subscribed: true })?.notifications).toBe(false);
  });

  it('shows nothing when nothing is left to offer', () => {
    expect(whatToOffer({ ...chromium, installable: false, subscribed: true })).toBeUndefined();
    expect(whatToOffer({ ...chromium, support: 'unsupported', installable: false })).toBeUndefined();
  });
});
