import { siteConfigSchema, type SiteConfig } from '@contracts/site-config';

/** Validates /config.json, its request already under way. */
export async function loadSiteConfig(request: Promise<Response>): Promise<SiteConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return siteConfigSchema.parse(await response.json());
}
