import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { authorizer, customMessage, functionName, screener as screenerDefinition } from '../lambdas/routes';
import { AccessLogs } from './access-logs';
import { Api } from './api';
import { Auth, hostedLoginDomain } from './auth';
import { Avatars } from './avatars';
import { Data } from './data';
import { Maps } from './maps';
import { Observability } from './observability';
import { Screener, screenerModelFromContext } from './screener';
import { Site } from './site';

export interface SquadStackProps extends StackProps {
  readonly webDistPath: string;
  readonly googleClientId: string;
  readonly googleClientSecretName: string;
  readonly supportEmail: string;
  readonly welcomeTokens: number;
  /** @default `<stack name>-<account>` */
  readonly cognitoDomainPrefix?: string;
  readonly alarmEmail?: string;
  /** Let the SPA's local dev server sign in against and call this stack (`-c allowLocalhostCallbacks=true`). */
  readonly allowLocalhostCallbacks: boolean;
}

/** The SPA's dev server; the local stack has its own Cognito and never needs the cloud to trust it. */
export const localSiteUrl = 'http://localhost:5173';

/** Everything Squad runs on in the cloud, composed from one construct per concern. */
export class SquadStack extends Stack {
  constructor(scope: Construct, id: string, props: SquadStackProps) {
    super(scope, id, props);
    const avatarBucketName = `${this.stackName.toLowerCase()}-avatars-${this.account}`;
    const cognitoDomainPrefix =
      props.cognitoDomainPrefix ?? `${this.stackName.toLowerCase()}-${this.account}`;
    const localOrigins = props.allowLocalhostCallbacks ? [localSiteUrl] : [];

    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const data = new Data(this, 'Data');
    const site = new Site(this, 'Site', {
      webDistPath: props.webDistPath,
      avatarBucketName,
      oauthDomain: hostedLoginDomain(cognitoDomainPrefix, this.region),
      accessLogBucket: accessLogs.bucket,
    });
    const avatars = new Avatars(this, 'Avatars', {
      bucketName: avatarBucketName,
      siteUrl: site.siteUrl,
      localOrigins,
      distribution: site.distribution,
      accessLogBucket: accessLogs.bucket,
    });
    const auth = new Auth(this, 'Auth', {
      siteUrl: site.siteUrl,
      localOrigins,
      cognitoDomainPrefix,
      googleClientId: props.googleClientId,
      googleClientSecretName: props.googleClientSecretName,
    });
    const api = new Api(this, 'Api', {
      data,
      avatars,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      localOrigins,
      avatarBaseUrl: site.siteUrl,
      welcomeTokens: props.welcomeTokens,
    });
    site.serveApi(api.originDomainName);
    const maps = new Maps(this, 'Maps', { siteUrl: site.siteUrl });
    const screener = new Screener(this, 'Screener', { data, model: screenerModelFromContext(this.node) });
    site.deployContent({
      region: this.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      oauthDomain: auth.oauthDomain,
      oauthBaseUrl: `https://${auth.oauthDomain}`,
      signInFlow: 'USER_SRP_AUTH',
      // The API is served on the site's own origin, under /private/*.
      apiUrl: site.siteUrl,
      siteUrl: site.siteUrl,
      supportEmail: props.supportEmail,
      mapTileUrl: maps.tileUrl,
    });
    new Observability(this, 'Observability', {
      httpApi: api.httpApi,
      routeFunctions: api.routeFunctions,
      functions: new Map([
        ...api.routeFunctions,
        [functionName(authorizer), api.authorizerFunction],
        [functionName(customMessage), auth.customMessageFunction],
        [functionName(screenerDefinition), screener.function],
      ]),
      table: data.table,
      screener,
      alarmEmail: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: site.siteUrl });
    new CfnOutput(this, 'ApiUrl', { value: api.apiUrl });
    new CfnOutput(this, 'HostedLoginDomain', { value: auth.oauthDomain });
  }
}
