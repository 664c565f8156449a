/**
 * /config.json: where the SPA finds everything. Written by the CDK site construct in the cloud and by
 * the local stack on a laptop; the SPA validates it before its first call to Cognito or the API. Written with
 * zod's mini build, which tree-shakes to the few checks used here (full zod would add 25 KB of gzip JS to the
 * first signed-in screen).
 */
import * as z from 'zod/mini';
import { sellerSchema } from './seller';

export const siteConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** local only: cognito-local's endpoint, handed to Amplify as Auth.Cognito.userPoolEndpoint */
  userPoolEndpoint: z.optional(z.url()),
  /** host of the hosted login (Cognito domain in the cloud, cognito-local locally) */
  oauthDomain: z.string().check(z.minLength(1)),
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
  mapTileUrl: z.optional(z.string().check(z.startsWith('https://'))),
  /** the WebSocket API the SPA keeps one connection to per tab, for live updates (wss:// cloud, ws:// locally) */
  websocketUrl: z.string().check(z.regex(/^wss?:\/\//)),
  /**
   * the VAPID public key the SPA subscribes its browser's push service with (phone notifications): an uncompressed
   * P-256 point, base64url (87 characters); only pushes signed with its private key reach the browser
   */
  webPushPublicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/)),
  /** the selling company: the footer, the contact page and the contracts before payment name it */
  seller: sellerSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
