import { Amplify } from 'aws-amplify';
import { siteConfigSchema, type SiteConfig } from '@contracts/site-config';

/** Validates /config.json (its request already under way), then points Amplify at the user pool it names. */
export async function loadSiteConfig(request: Promise<Response>): Promise<SiteConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = siteConfigSchema.parse(await response.json());
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Only set locally, where cognito-local stands in for the regional Cognito endpoint.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  return config;
}
