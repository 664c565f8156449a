import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  routeAuthorizers,
  connectionAuthorizer,
  customMessage,
  emailFeedbackRecorder,
  emailSender,
  eventRuleFunctions,
  routes,
  scheduledJobs,
  screener,
  streamConsumers,
  webSocketRoutes,
} from '../lambdas/routes';
import {
  functionName,
  type EventRuleDefinition,
  type RouteDefinition,
  type ScheduledJobDefinition,
  type StreamConsumerDefinition,
  type WebSocketRouteDefinition,
} from '../lambdas/function-kinds';
import { AccessLogs } from './access-logs';
import { EdgeLogsStack, type EdgeLogsProps } from './edge-logs';
import { MailboxKey } from './mailbox-key';
import { Api } from './api';
import { Auth, hostedLoginDomain } from './auth';
import { Avatars, grantImageModeration } from './avatars';
import { Data } from './data';
import { Email } from './email';
import { buildEventRuleFunctions, type EventRuleFunction } from './event-rule-functions';
import { FunctionStacks } from './function-stacks';
import { Maps } from './maps';
import { Observability } from './observability';
import { iyzicoEnvironmentFromContext, Payments } from './payments';
import { Invoices, nilveraEnvironmentFromContext } from './invoices';
import { ScheduledJobs } from './scheduled-jobs';
import { sellerFromContext } from './seller';
import { modelGrant, screenerModelFromContext } from './screener';
import { cloudGeocoder } from './function-bundles';
import type { EnvironmentValues } from './squad-function';
import { StreamConsumers } from './stream-consumers';
import { LiveApi } from './live';
import type { ResourceGrants } from './grants';
import { Site } from './site';
import { WebPush } from './web-push';

/** The parts of the function list (lambdas/routes.ts) built into nested stacks. */
export interface FunctionList {
  readonly routes: readonly RouteDefinition[];
  readonly streamConsumers: readonly StreamConsumerDefinition[];
  readonly scheduledJobs: readonly ScheduledJobDefinition[];
  /** @default the function list's (lambdas/routes.ts `eventRuleFunctions`) */
  readonly eventRuleFunctions?: readonly EventRuleDefinition[];
  readonly webSocketRoutes?: readonly WebSocketRouteDefinition[];
}

export interface SquadStackProps extends StackProps {
  readonly webDistPath: string;
  /** The web ACL in front of the site's distribution (lib/edge.ts). */
  readonly webAclArn: string;
  /**
   * The origin secret's version the distribution and the routes use (`-c originSecretVersion=<VersionId>`): a new
   * one makes a deploy read the secret again, after a rotation (docs/operations.md). @default its current version
   */
  readonly originSecretVersion?: string;
  /** @default the function list of lambdas/routes.ts (tests add definitions to it) */
  readonly functions?: FunctionList;
  readonly googleClientId: string;
  readonly googleClientSecretName: string;
  readonly supportEmail: string;
  readonly welcomeTokens: number;
  /** @default `<stack name>-<account>` */
  readonly cognitoDomainPrefix?: string;
  readonly alarmEmail?: string;
  /** Let the SPA's local dev server sign in against and call this stack (`-c allowLocalhostCallbacks=true`). */
  readonly allowLocalhostCallbacks: boolean;
  /**
   * Keep the API the routes lived in before the functions moved to nested stacks, for the first deploy onto a
   * stack deployed before the move (`-c keepLegacyApi=true`, docs/operations.md). @default false
   */
  readonly keepLegacyApi?: boolean;
}

/** The SPA's dev server; the local stack has its own Cognito and never needs the cloud to trust it. */
export const localSiteUrl = 'http://localhost:5173';

/**
 * Everything Squad runs on in the cloud, composed from one construct per concern. The function list's functions
 * live in nested stacks, one per feature folder (lib/function-stacks.ts); everything else lives here.
 */
export class SquadStack extends Stack {
  readonly functionStacks: FunctionStacks;
  readonly api: Api;
  readonly streamConsumers: StreamConsumers;
  readonly scheduledJobs: ScheduledJobs;
  /** The EventBridge rules' functions, keyed by function name. */
  readonly eventRuleFunctions: ReadonlyMap<string, EventRuleFunction>;
  readonly email: Email;
  readonly live: LiveApi;
  /** What the us-east-1 stack of the distribution's access logs is built from (lib/edge-logs.ts). */
  readonly edgeLogs: Omit<EdgeLogsProps, 'env'>;

  constructor(scope: Construct, id: string, props: SquadStackProps) {
    super(scope, id, props);
    const avatarBucketName = `${this.stackName.toLowerCase()}-avatars-${this.account}`;
    const cognitoDomainPrefix =
      props.cognitoDomainPrefix ?? `${this.stackName.toLowerCase()}-${this.account}`;
    const localOrigins = props.allowLocalhostCallbacks ? [localSiteUrl] : [];

    const accessLogs = new AccessLogs(this, 'AccessLogs', {
      digestBucketName: `${this.stackName.toLowerCase()}-log-digests-${this.account}`,
    });
    const data = new Data(this, 'Data');
    const live = new LiveApi(this, 'Live');
    this.live = live;
    const site = new Site(this, 'Site', {
      webSocketOrigin: live.origin,
      webDistPath: props.webDistPath,
      avatarBucketName,
      oauthDomain: hostedLoginDomain(cognitoDomainPrefix, this.region),
      accessLogBucket: accessLogs.bucket,
      webAclArn: props.webAclArn,
      originSecretVersion: props.originSecretVersion,
    });
    const deliverySourceName = `${this.stackName.toLowerCase()}-cloudfront`;
    accessLogs.allowCloudFrontDelivery(EdgeLogsStack.deliverySourceArn(this, deliverySourceName));
    this.edgeLogs = { distribution: site.distribution, logBucket: accessLogs.bucket, deliverySourceName };
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
    const maps = new Maps(this, 'Maps', { siteUrl: site.siteUrl });
    const screenerModel = screenerModelFromContext(this.node);
    const paymentsEnvironment = iyzicoEnvironmentFromContext(this.node);
    const payments = new Payments(this, 'Payments', {
      environment: paymentsEnvironment,
      secretName: `${this.stackName.toLowerCase()}/iyzico`,
    });
    const seller = sellerFromContext(this.node, paymentsEnvironment);
    const invoices = new Invoices(this, 'Invoices', {
      environment: nilveraEnvironmentFromContext(this.node),
      secretName: `${this.stackName.toLowerCase()}/nilvera`,
    });
    const email = new Email(this, 'Email', {
      sender: props.supportEmail,
      unsubscribeKeyName: `${this.stackName.toLowerCase()}/unsubscribe`,
    });
    this.email = email;
    const mailboxKey = new MailboxKey(this, 'MailboxKey', {
      secretName: `${this.stackName.toLowerCase()}/mailbox-key`,
    });
    const webPush = new WebPush(this, 'WebPush', { secretName: `${this.stackName.toLowerCase()}/vapid` });

    // What every function may be given; each gets only the variables and grants its definition names.
    const environmentValues: EnvironmentValues = {
      TABLE_NAME: data.table.tableName,
      AVATAR_BUCKET: avatars.bucket.bucketName,
      AVATAR_BASE_URL: site.siteUrl,
      SITE_URL: site.siteUrl,
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.userPoolClient.userPoolClientId,
      JWT_ISSUER: auth.userPool.userPoolProviderUrl,
      WELCOME_TOKENS: String(props.welcomeTokens),
      SELLER: JSON.stringify(seller),
      GEOCODER: cloudGeocoder,
      PLACE_INDEX_NAME: maps.placeIndex.indexName,
      SCREENER: 'bedrock',
      SCREENER_MODEL_ID: screenerModel.modelId,
      IYZICO_BASE_URL: payments.baseUrl,
      IYZICO_SECRET_NAME: payments.keysSecret.secretName,
      NILVERA_BASE_URL: invoices.baseUrl,
      NILVERA_SECRET_NAME: invoices.keySecret.secretName,
      EMAIL_FROM: email.sender,
      EMAIL_CONFIGURATION_SET: email.configurationSet.configurationSetName,
      UNSUBSCRIBE_SECRET_NAME: email.unsubscribeKey.secretName,
      MAILBOX_KEY_SECRET_NAME: mailboxKey.secret.secretName,
      VAPID_SECRET_NAME: webPush.secret.secretName,
      ACCESS_LOG_BUCKET: accessLogs.bucket.bucketName,
      LOG_DIGEST_BUCKET: accessLogs.digestBucket.bucketName,
      WEBSOCKET_CALLBACK_URL: live.callbackUrl,
      ORIGIN_SECRET: site.originSecret,
    };
    const grants: ResourceGrants = {
      table: (fn, actions, partitions) => data.grant(fn, actions, partitions),
      uploads: (fn, actions) => avatars.grantUploads(fn, actions),
      avatars: (fn, actions) => avatars.grantAvatars(fn, actions),
      avatarBucket: (fn, actions) => avatars.grantListing(fn, actions),
      userPool: (fn, actions) =>
        fn.addToRolePolicy(
          new PolicyStatement({ actions: [...actions], resources: [auth.userPool.userPoolArn] }),
        ),
      placeIndex: (fn, actions) =>
        fn.addToRolePolicy(
          new PolicyStatement({ actions: [...actions], resources: [maps.placeIndex.attrIndexArn] }),
        ),
      model: modelGrant(screenerModel),
      iyzicoSecret: (fn, actions) => payments.grantKeys(fn, actions),
      nilveraSecret: (fn, actions) => invoices.grantKey(fn, actions),
      emailSender: (fn, actions) => email.grantSending(fn, actions),
      unsubscribeKey: (fn, actions) => email.grantUnsubscribeKey(fn, actions),
      mailboxKey: (fn, actions) => mailboxKey.grantReading(fn, actions),
      vapidKeys: (fn, actions) => webPush.grantReading(fn, actions),
      websocketApi: (fn, actions) => live.grantConnections(fn, actions),
      imageModeration: grantImageModeration,
      accessLogBucket: (fn, actions) => accessLogs.grantListing(fn, actions),
      logDigests: (fn, actions) => accessLogs.grantDigests(fn, actions),
    };

    const functions = props.functions ?? { routes, streamConsumers, scheduledJobs };
    const stacks = new FunctionStacks(this);
    this.functionStacks = stacks;
    // First, as the other functions may schedule the one-time jobs.
    const jobs = new ScheduledJobs({
      definitions: functions.scheduledJobs,
      grants,
      environmentValues,
      stacks,
    });
    this.scheduledJobs = jobs;
    const scheduling = jobs.withScheduling({ grants, environmentValues });
    const api = new Api(this, 'Api', {
      routes: functions.routes,
      authorizers: routeAuthorizers,
      ...scheduling,
      stacks,
      localOrigins,
      keepLegacyApi: props.keepLegacyApi,
    });
    this.api = api;
    accessLogs.keepApiLogs('HttpApiLogs', api.accessLogs);
    accessLogs.keepApiLogs('WebSocketApiLogs', live.accessLogs);
    site.serveApi(api.originDomainName, api.pathPrefixes);
    live.addRoutes({
      routes: functions.webSocketRoutes ?? webSocketRoutes,
      authorizer: connectionAuthorizer,
      grants,
      environmentValues,
      stacks,
    });
    const consumers = new StreamConsumers({
      definitions: functions.streamConsumers,
      table: data.table,
      ...scheduling,
      stacks,
    });
    this.streamConsumers = consumers;
    const ruleFunctions = buildEventRuleFunctions(
      functions.eventRuleFunctions ?? eventRuleFunctions,
      stacks,
      {
        grants,
        environmentValues,
      },
    );
    this.eventRuleFunctions = ruleFunctions;
    const feedbackRecorder = ruleFunctions.get(functionName(emailFeedbackRecorder));
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
      websocketUrl: live.url,
      webPushPublicKey: webPush.publicKey,
      seller,
    });
    new Observability(this, 'Observability', {
      httpApi: api.httpApi,
      routeFunctions: api.routeFunctions,
      functions: new Map([
        ...api.routeFunctions,
        ...[...api.authorizerFunctions].map(
          ([access, fn]) => [functionName(routeAuthorizers[access]), fn] as const,
        ),
        [functionName(customMessage), auth.customMessageFunction],
        ...(live.authorizerFunction
          ? [[functionName(connectionAuthorizer), live.authorizerFunction] as const]
          : []),
        ...live.routeFunctions,
        ...[...consumers.consumers].map(([name, consumer]) => [name, consumer.function] as const),
        ...[...jobs.jobs].map(([name, job]) => [name, job.function] as const),
        ...[...ruleFunctions].map(([name, rule]) => [name, rule.function] as const),
      ]),
      table: data.table,
      screener: consumers.consumer(screener),
      emailSender: consumers.consumer(emailSender),
      emailFeedbackRecorder: feedbackRecorder,
      otherStreamConsumers: new Map(
        streamConsumers
          .filter((consumer) => consumer !== screener && consumer !== emailSender)
          .map((consumer) => [functionName(consumer), consumers.consumer(consumer)] as const),
      ),
      oneTimeJobs: new Map(
        [...jobs.jobs].flatMap(([name, job]) =>
          job.scheduleGroup
            ? [[name, { function: job.function, scheduleGroup: job.scheduleGroup }] as const]
            : [],
        ),
      ),
      live: { apiId: live.webSocketApi.apiId, stageName: live.stage.stageName },
      alarmEmail: props.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', { value: site.siteUrl });
    new CfnOutput(this, 'ApiUrl', { value: api.apiUrl });
    new CfnOutput(this, 'WebSocketUrl', { value: live.url });
    new CfnOutput(this, 'HostedLoginDomain', { value: auth.oauthDomain });
    new CfnOutput(this, 'IyzicoKeysSecretName', { value: payments.keysSecret.secretName });
    new CfnOutput(this, 'NilveraKeySecretName', { value: invoices.keySecret.secretName });
  }
}
