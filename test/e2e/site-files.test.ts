/** The built SPA as the local stack serves it: crawler files and compression, as the cloud site answers. */
import { stack } from './support';

const get = (path: string, acceptEncoding = 'identity') =>
  fetch(stack.urls.web + path, { headers: { 'accept-encoding': acceptEncoding } });

describe('crawler files', () => {
  it('answers robots.txt as text naming this site’s sitemap, not with the SPA', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toContain(`Sitemap: ${stack.urls.web}/sitemap.xml`);
    expect(body).toContain('Disallow: /verify');
  });

  it('answers sitemap.xml with the public pages of this site', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml');
    const body = await response.text();
    expect(body).toContain(`<loc>${stack.urls.web}/register</loc>`);
    expect(body).not.toContain('<!doctype html>');
  });
});

describe('compression', () => {
  async function scriptPath(): Promise<string> {
    const html = await (await get('/login')).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html);
    if (!script) throw new Error('index.html names no script');
    return script[1];
  }

  it('sends the SPA’s JavaScript with Brotli to a browser that accepts it', async () => {
    const response = await get(await scriptPath(), 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
  });

  it('sends it with gzip to a client that accepts only gzip', async () => {
    const response = await get(await scriptPath(), 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends it as it is to a client that accepts no compression', async () => {
    const response = await get(await scriptPath());
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
