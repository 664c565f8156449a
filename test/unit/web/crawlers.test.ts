import { robotsTxt, sitemapXml } from '../../../web/src/app/crawlers';

const site = 'https://d1234.cloudfront.net';

describe('robots.txt', () => {
  it('points crawlers at the sitemap by its absolute URL', () => {
    expect(robotsTxt(site)).toContain('Sitemap: https://d1234.cloudfront.net/sitemap.xml');
  });

  it('keeps crawlers out of the one-off links', () => {
    const lines = robotsTxt(site).split('\n');
    for (const path of ['/verify', '/googleAuth', '/auth/login', '/unsubscribe']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  it('leaves the signed-in pages crawlable, so they are not reported as blocked from indexing', () => {
    expect(robotsTxt(site)).not.toContain('Disallow: /dashboard');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page by its absolute URL', () => {
    const locations = [...sitemapXml(site).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://d1234.cloudfront.net/',
      'https://d1234.cloudfront.net/register',
      'https://d1234.cloudfront.net/terms',
      'https://d1234.cloudfront.net/privacy',
      'https://d1234.cloudfront.net/topluluk-kurallari',
    ]);
  });

  it('lists no page behind a sign-in', () => {
    expect(sitemapXml(site)).not.toContain('/dashboard');
  });
});
