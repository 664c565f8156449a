import { Amplify } from 'aws-amplify';
import type { SiteConfig } from '@contracts/site-config';
import { siteConfig } from '../config/site-config';

let configured: Promise<SiteConfig> | undefined;

/** /config.json, with Amplify pointed at the user pool it names: every call to Amplify awaits this first. */
export function amplifyConfig(): Promise<SiteConfig> {
  if (!configured) {
    configured = siteConfig().then((config) => {
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
    });
    // A failed load is not kept: the next call tries again (siteConfig reports the failure to the user).
    configured.catch(() => {
      configured = undefined;
    });
  }
  return configured;
}
