import {
  applicationServerKey,
  isIos,
  pushSupport,
  type BrowserFacts,
} from '../../../web/src/lib/web-push/platform';

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const withWebPush = { serviceWorker: true, pushManager: true, notification: true };

function facts(overrides: Partial<BrowserFacts>): BrowserFacts {
  return { userAgent: androidChrome, maxTouchPoints: 5, standalone: false, ...withWebPush, ...overrides };
}

describe('which browsers are iPhones or iPads', () => {
  it('counts an iPhone by its user agent', () => {
    expect(isIos({ userAgent: iPhoneSafari, maxTouchPoints: 5 })).toBe(true);
  });

  it('counts an iPad, whose Safari calls itself a Mac, by its touch screen', () => {
    expect(isIos({ userAgent: iPadSafari, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves a Mac without a touch screen and an Android phone out', () => {
    expect(isIos({ userAgent: iPadSafari, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: androidChrome, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('phone notifications in a browser', () => {
  it('are offered where the service worker, the push manager and notifications all exist', () => {
    expect(pushSupport(facts({}))).toBe('supported');
  });

  it('need the Home Screen first on an iPhone in a Safari tab', () => {
    expect(pushSupport(facts({ userAgent: iPhoneSafari, pushManager: false }))).toBe('iosNeedsInstall');
  });

  it('are offered in an iPhone app opened from the Home Screen (iOS 16.4 and later)', () => {
    expect(pushSupport(facts({ userAgent: iPhoneSafari, standalone: true }))).toBe('supported');
  });

  it('are unsupported in a Home Screen app of an iOS older than 16.4, which has no push manager', () => {
    expect(pushSupport(facts({ userAgent: iPhoneSafari, standalone: true, pushManager: false }))).toBe(
      'unsupported',
    );
  });

  it('are unsupported in a browser without a service worker', () => {
    expect(pushSupport(facts({ serviceWorker: false }))).toBe('unsupported');
  });
});

it('turns the base64url VAPID key into its 65 bytes, an uncompressed point starting with 4', () => {
  const point = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xfb)]);
  const bytes = applicationServerKey(point.toString('base64url'));
  expect(Buffer.from(bytes)).toEqual(point);
});
