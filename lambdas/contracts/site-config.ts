/**
 * /config.json: where the SPA finds everything. Written by the CDK site construct in the cloud and by
 * the local stack on a laptop; the SPA validates it at start.
 */
import * as z from 'zod';

export const siteConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** local only: cognito-local's endpoint, handed to Amplify as Auth.Cognito.userPoolEndpoint */
  userPoolEndpoint: z.url().optional(),
  /** host of the hosted login (Cognito domain in the cloud, cognito-local locally) */
  oauthDomain: z.string().min(1),
  /** scheme + host of the hosted login: https in the cloud, http for cognito-local */
  oauthBaseUrl: z.url(),
  /**
   * How the password sign-in talks to the user pool: SRP in the cloud (the password never leaves the browser,
   * and the app client refuses USER_PASSWORD_AUTH); plain USER_PASSWORD_AUTH only for cognito-local, which has
   * no SRP. One code path in the SPA, chosen here.
   */
  signInFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  apiUrl: z.url(),
  siteUrl: z.url(),
  supportEmail: z.email(),
  /**
   * cloud only: the map's raster tile URL template (Amazon Location, with an API key restricted to the site);
   * without it the map draws its offline basemap
   */
  mapTileUrl: z.string().startsWith('https://').optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
