/** The built SPA as the local stack serves it: crawler files, as the cloud site answers. */
import { stack } from './support';

const get = (path: string, acceptEncoding = 'identity') =>
  fetch(stack.urls.web + path, { headers: { 'accept-encoding': acceptEncoding } });

describe('crawler files', () => {
  it('answers robots.txt as text naming this site’s sitemap, not with the SPA', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toContain(`Sitemap: ${stack.urls.web}/sitemap.xml`);
    expect(body).toContain('Disallow: /dashboard');
  });

  it('answers sitemap.xml with the public pages of this site', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml');
    const body = await response.text();
    expect(body).toContain(`<loc>${stack.urls.web}/register</loc>`);
    expect(body).not.toContain('<!doctype html>');
  });
});
