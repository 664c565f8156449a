import { encodingFor } from '../../../bin/local/web';

const js = 'text/javascript; charset=utf-8';

describe('the local web server compresses as CloudFront does', () => {
  it('with Brotli when the browser accepts Brotli and gzip', () => {
    expect(encodingFor('gzip, deflate, br, zstd', js, 50_000)).toBe('br');
  });

  it('with gzip when the browser accepts only gzip', () => {
    expect(encodingFor('gzip', js, 50_000)).toBe('gzip');
  });

  it('not at all when the browser accepts neither, or refuses both with q=0', () => {
    expect(encodingFor(undefined, js, 50_000)).toBeUndefined();
    expect(encodingFor('identity', js, 50_000)).toBeUndefined();
    expect(encodingFor('br;q=0, gzip;q=0', js, 50_000)).toBeUndefined();
  });

  it('skips an encoding refused with q=0 for the other one', () => {
    expect(encodingFor('br;q=0, gzip;q=1.0', js, 50_000)).toBe('gzip');
  });

  it('leaves images and fonts as they are', () => {
    expect(encodingFor('br', 'image/png', 50_000)).toBeUndefined();
    expect(encodingFor('br', 'font/woff2', 50_000)).toBeUndefined();
  });

  it('compresses HTML, CSS, JSON and SVG', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css; charset=utf-8',
      'application/json',
      'image/svg+xml',
    ]) {
      expect(encodingFor('br', type, 5_000)).toBe('br');
    }
  });

  it('only from 1,000 bytes, like CloudFront', () => {
    expect(encodingFor('br', js, 999)).toBeUndefined();
    expect(encodingFor('br', js, 1_000)).toBe('br');
  });
});
