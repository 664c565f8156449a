import { inertLinks } from '../../../lambdas/platform/inert-links';

/** What mail clients' linkers start a link from: a scheme, a dot inside a name, an address's @. */
const linkable =
  /[a-z][a-z0-9+.-]*:\/\/|mailto:|[\p{L}\p{N}-][.\u3002\uff0e\uff61][\p{L}\p{N}]|[\p{L}\p{N}._%+-]@[\p{L}\p{N}]/iu;

describe('inert links', () => {
  it.each([
    'http://evil.example/login',
    'HTTPS://EVIL.EXAMPLE',
    'ftp://files.evil.example',
    'www.evil.com',
    'evil.com',
    'evil.co/path?x=1',
    'xn--mnchen-3ya.de',
    'ali@evil.com',
    'mailto:ali@evil.com',
    'evil。com',
    'evil．com',
    '192.168.0.1:8080',
    'Kadıköy buluşması: bilgi için squad-destek.com.tr adresine yaz!',
  ])('leaves nothing a mail client links in %s, and the reader sees the same text', (text) => {
    const inert = inertLinks(text);

    expect(inert).not.toMatch(linkable);
    expect(inert.replaceAll('\u200d', '')).toBe(text);
  });

  it('changes nothing in text that holds no address', () => {
    const text = 'Cumartesi 19:00, Moda sahili! Kahve benden :) Gelir misin?';

    expect(inertLinks(text)).toBe(text);
  });
});
