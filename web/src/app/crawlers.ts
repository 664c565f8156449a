/**
 * robots.txt and sitemap.xml for the public pages, written for the site's own origin (a sitemap and its robots
 * line need absolute URLs, and the origin is only known where the site is served: CloudFront or the local server).
 */
import { paths } from '../lib/paths';

/** Pages anyone can read without an account; the sign-in screen is the home page. */
export const publicPages = [
  paths.home,
  paths.register,
  paths.terms,
  paths.privacy,
  paths.communityRules,
] as const;

/**
 * One-off links: nothing for a search engine to show, and fetching them could spend a code (or unsubscribe). The dashboard is not
 * listed: a crawler there only meets the redirect to sign-in, it is in no sitemap, and a Disallow would mark every
 * signed-in page as blocked from indexing (Lighthouse's SEO audit, which we keep at 100 on the dashboard).
 */
const privatePrefixes = [paths.verify, paths.googleCallback, paths.authLogin, paths.unsubscribe];

export function robotsTxt(siteUrl: string): string {
  const disallowed = privatePrefixes.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(siteUrl: string): string {
  const urls = publicPages.map((page) => `  <url><loc>${siteUrl}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
