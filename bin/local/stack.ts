/**
 * startLocalStack: the whole product on local engines (DESIGN.md section 4), used by `npm start`, the
 * integration and browser tests and the bench. Engines first, then the identity pool, then the
 * environment the handlers read at import, then the servers that import them.
 */
import './sdk-notices';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import webPush from 'web-push';
import { positiveIntegerEnv } from '../../lambdas/platform/env';
import type { SiteConfig } from '../../lambdas/contracts/site-config';
import type { EnvironmentName } from '../../lambdas/access';
import { apiPathPrefixes } from '../../lambdas/contracts/endpoint';
import { allFunctions, routes, scheduledJobs, streamConsumers } from '../../lambdas/routes';
import { functionName } from '../../lambdas/function-kinds';
import { clock } from '../../lambdas/platform/clock';
import { defaultScreenerModelId, screenerKind } from '../../lambdas/screening/model';
import {
  localNames,
  localSeller,
  localhostUrl,
  loopbackHost,
  resolveDataDir,
  resolvePorts,
  type LocalPorts,
} from './config';
import { startAccessLogWriter } from './access-log-writer';
import { startApiGateway } from './api-gateway';
import { startCognito } from './cognito';
import { startDynamoDb } from './dynamodb';
import { invokeHandler, preloadHandlers } from './handlers';
import { guardTableWrites } from './table-writes';
import { startLambdaInvokeEndpoint } from './lambda-invoke';
import { outboxDir } from './outbox';
import { startS3 } from './s3';
import { seedDemoData } from './seed';
import { startSecretsManager } from './secrets-manager';
import { startSes } from './ses';
import { startRekognition } from './rekognition';
import { startIyzicoSandbox } from './iyzico/server';
import { sandboxMerchant } from './iyzico/protocol';
import { readState, updateState } from './state';
import { openScheduleStore } from './schedule-store';
import { localOneTimeJobTargets, startScheduler } from './scheduler';
import { startSchedulerService } from './scheduler-service';
import { localPathPrefix, startTestClock } from './test-clock';
import { startStreamPoller, type StreamPoller } from './stream-poller';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { createCognitoClient, ensureUserPool } from './user-pool';
import { startWeb, type WebMode } from './web';
import { startWebSocketGateway, webSocketGatewayUrls } from './websocket-gateway';
import { startWebPushService } from './web-push-service';
import { standInAccount, startNilveraStandIn } from './nilvera/server';

export interface LocalStackOptions {
  /** default: env LOCAL_DATA_DIR, else .local */
  dataDir?: string;
  /** each default: its env variable (PORT, API_PORT, ...), else the team default */
  ports?: Partial<LocalPorts>;
  web: WebMode;
  seed: boolean;
  /** no request log and no printed e-mails (tests) */
  quiet?: boolean;
  /** how long a password-reset code stays valid; default: env LOCAL_CODE_TTL_SECONDS, else 3600 like Cognito */
  codeTtlSeconds?: number;
  /**
   * The table in DynamoDB Local's memory, not in a file under dataDir: for a stack thrown away when it stops (a
   * test run's), which then skips the disk writes of every request. Default: a file, kept across restarts.
   */
  tableInMemory?: boolean;
}

export interface LocalStackUrls {
  web: string;
  api: string;
  cognito: string;
  dynamodb: string;
  s3: string;
  lambda: string;
  iyzico: string;
  secretsManager: string;
  scheduler: string;
  /** the local SES: its web view of sent mail at `/`, the mail as JSON at `/store` */
  ses: string;
  /** the stand-in of Rekognition's image moderation (bin/local/rekognition.ts) */
  rekognition: string;
  /** the WebSocket API (live updates) the browser connects to */
  websocket: string;
  /** the stand-in push service (bin/local/web-push-service.ts): the pushes it took at `/`, as JSON at `/messages` */
  webPush: string;
  /** the e-invoice integrator's stand-in (bin/local/nilvera/): the invoices it issued at `/` */
  nilvera: string;
  /** its management API, where the live-update consumer posts */
  websocketCallback: string;
  jwks: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  siteConfig: SiteConfig;
  dataDir: string;
  outboxDir: string;
  ports: LocalPorts;
  tableName: string;
  streamArn: string;
  avatarBucket: string;
  avatarBaseUrl: string;
  /** the table stream, polled like the cloud's event source mappings; register consumers here */
  streams: StreamPoller;
  /** whether this start wrote the demo data (first start only) */
  seeded: boolean;
  codeTtlSeconds: number;
  /** what the local site sends the gateway in originSecretHeader; a site of a test's own sends it too */
  originSecret: string;
  stop(): Promise<void>;
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is already in use (is another local stack running?)`)),
    );
    probe.listen(port, loopbackHost, () => probe.close(() => resolve()));
  });
}

/** A stop step that hangs (a browser holding a connection open) must not keep the rest running. */
async function stopAll(steps: (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await Promise.race([
      step().catch((error: Error) => console.error(`[local] stop: ${error.message}`)),
      new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
    ]);
  }
}

function setHandlerEnvironment(values: Record<string, string>): void {
  Object.assign(process.env, values);
}

/**
 * The rules screener by default (no network); `SCREENER=bedrock` calls the real model with the credentials of
 * the developer's AWS profile (AWS_PROFILE, else `default`). The profile goes to the Bedrock client alone: with
 * AWS_PROFILE set, every other client would leave the local engines' keys for it.
 */
function screenerEnvironment() {
  const kind = screenerKind(process.env.SCREENER || 'rules');
  const profile = process.env.AWS_PROFILE;
  delete process.env.AWS_PROFILE;
  return {
    values: { SCREENER: kind, SCREENER_MODEL_ID: process.env.SCREENER_MODEL_ID || defaultScreenerModelId },
    ...(kind === 'bedrock' ? { SCREENER_AWS_PROFILE: profile || 'default' } : {}),
  };
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolveDataDir(options.dataDir);
  const ports = resolvePorts(options.ports);
  const quiet = options.quiet ?? false;
  const codeTtlSeconds = options.codeTtlSeconds ?? positiveIntegerEnv('LOCAL_CODE_TTL_SECONDS', 3600);
  await Promise.all(Object.values(ports).map((port) => assertPortFree(port)));
  await mkdir(dataDir, { recursive: true });

  const urls: LocalStackUrls = {
    web: localhostUrl(ports.web),
    api: localhostUrl(ports.api),
    cognito: localhostUrl(ports.cognito),
    dynamodb: localhostUrl(ports.dynamodb),
    s3: localhostUrl(ports.s3),
    lambda: localhostUrl(ports.lambda),
    iyzico: localhostUrl(ports.iyzico),
    secretsManager: localhostUrl(ports.secretsManager),
    scheduler: localhostUrl(ports.scheduler),
    ses: localhostUrl(ports.ses),
    rekognition: localhostUrl(ports.rekognition),
    webPush: localhostUrl(ports.webPush),
    nilvera: localhostUrl(ports.nilvera),
    websocket: webSocketGatewayUrls(ports.websocket).url,
    websocketCallback: webSocketGatewayUrls(ports.websocket).callbackUrl,
    jwks: '',
  };
  const stopSteps: (() => Promise<unknown>)[] = [];
  const stop = () => stopAll([...stopSteps].reverse());

  try {
    const state = await readState(dataDir);
    // Kept in the state file, so the unsubscribe links of e-mails sent before a restart still verify, the
    // referral claims' mailbox fingerprints still match and the browsers subscribed before still take pushes.
    const keys = {
      unsubscribeKey: state.unsubscribeKey ?? randomBytes(32).toString('base64url'),
      mailboxKey: state.mailboxKey ?? randomBytes(32).toString('base64url'),
      vapidKeys: state.vapidKeys ?? webPush.generateVAPIDKeys(),
    };
    if (!state.unsubscribeKey || !state.mailboxKey || !state.vapidKeys) await updateState(dataDir, keys);
    // What the local site adds to every request it forwards to the gateway, as the distribution does.
    const originSecret = randomBytes(32).toString('base64url');
    const schedules = await openScheduleStore(dataDir);
    const engines = await Promise.allSettled([
      startDynamoDb(dataDir, ports.dynamodb, options.tableInMemory ?? false),
      startS3(dataDir, ports.s3, urls.web),
      startLambdaInvokeEndpoint(ports.lambda),
      startSchedulerService(ports.scheduler, schedules),
      startCognito({
        dataDir,
        port: ports.cognito,
        lambdaEndpoint: urls.lambda,
        printMessages: !quiet,
        codeTtlSeconds,
      }),
      startSecretsManager({
        port: ports.secretsManager,
        region: localNames.region,
        seed: {
          [localNames.iyzicoSecretName]: JSON.stringify(sandboxMerchant),
          [localNames.unsubscribeSecretName]: keys.unsubscribeKey,
          [localNames.mailboxKeySecretName]: keys.mailboxKey,
          [localNames.vapidSecretName]: JSON.stringify(keys.vapidKeys),
          [localNames.nilveraSecretName]: JSON.stringify(standInAccount),
        },
      }),
      startIyzicoSandbox({ port: ports.iyzico }),
      startSes({ port: ports.ses }),
      startRekognition({ port: ports.rekognition }),
      startWebPushService({ port: ports.webPush }),
      startNilveraStandIn({ port: ports.nilvera, dataDir }),
    ]);
    for (const engine of engines) if (engine.status === 'fulfilled') stopSteps.push(engine.value.stop);
    const failedEngine = engines.find((engine) => engine.status === 'rejected');
    if (failedEngine) throw failedEngine.reason;
    const [dynamodb, s3] = engines.map((engine) => (engine as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof startDynamoDb>>,
      Awaited<ReturnType<typeof startS3>>,
    ];

    const cognitoClient = createCognitoClient(urls.cognito);
    stopSteps.push(async () => cognitoClient.destroy());
    const accessLog = startAccessLogWriter(urls.s3);
    stopSteps.push(accessLog.stop);
    const { userPoolId, userPoolClientId } = await ensureUserPool(cognitoClient, state, urls.web);
    await updateState(dataDir, { userPoolId, userPoolClientId });

    const issuer = `${urls.cognito}/${userPoolId}`;
    urls.jwks = `${issuer}/.well-known/jwks.json`;
    const jwks = await (await fetch(urls.jwks)).text();
    const screener = screenerEnvironment();
    setHandlerEnvironment({
      AWS_REGION: localNames.region,
      AWS_ACCESS_KEY_ID: localNames.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localNames.credentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: urls.dynamodb,
      AWS_ENDPOINT_URL_S3: urls.s3,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: urls.cognito,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: urls.secretsManager,
      AWS_ENDPOINT_URL_SCHEDULER: urls.scheduler,
      AWS_ENDPOINT_URL_SESV2: urls.ses,
      AWS_ENDPOINT_URL_REKOGNITION: urls.rekognition,
      ...({
        TABLE_NAME: localNames.tableName,
        AVATAR_BUCKET: localNames.avatarBucket,
        AVATAR_BASE_URL: s3.avatarBaseUrl,
        USER_POOL_ID: userPoolId,
        USER_POOL_CLIENT_ID: userPoolClientId,
        JWT_ISSUER: issuer,
        SITE_URL: urls.web,
        WELCOME_TOKENS: String(positiveIntegerEnv('WELCOME_TOKENS', 5)),
        SELLER: JSON.stringify(localSeller),
        GEOCODER: 'gazetteer',
        IYZICO_BASE_URL: urls.iyzico,
        IYZICO_SECRET_NAME: localNames.iyzicoSecretName,
        NILVERA_BASE_URL: urls.nilvera,
        NILVERA_SECRET_NAME: localNames.nilveraSecretName,
        ONE_TIME_JOBS: JSON.stringify(localOneTimeJobTargets(scheduledJobs)),
        EMAIL_FROM: localNames.supportEmail,
        EMAIL_CONFIGURATION_SET: localNames.emailConfigurationSet,
        UNSUBSCRIBE_SECRET_NAME: localNames.unsubscribeSecretName,
        MAILBOX_KEY_SECRET_NAME: localNames.mailboxKeySecretName,
        VAPID_SECRET_NAME: localNames.vapidSecretName,
        ACCESS_LOG_BUCKET: localNames.accessLogBucket,
        LOG_DIGEST_BUCKET: localNames.logDigestBucket,
        WEBSOCKET_CALLBACK_URL: urls.websocketCallback,
        ORIGIN_SECRET: originSecret,
        // The offline gazetteer needs no Amazon Location place index.
        ...screener.values,
      } satisfies Record<Exclude<EnvironmentName, 'PLACE_INDEX_NAME'>, string>),
      ...(screener.SCREENER_AWS_PROFILE ? { SCREENER_AWS_PROFILE: screener.SCREENER_AWS_PROFILE } : {}),
      // The subscription route takes endpoints of the local push service, which the cloud never does.
      WEB_PUSH_LOCAL_ORIGIN: urls.webPush,
      JWKS_JSON: jwks,
      POWERTOOLS_SERVICE_NAME: 'squad',
      // Metrics are CloudWatch's (embedded in the logs); locally they would only flood the terminal.
      POWERTOOLS_METRICS_DISABLED: 'true',
      ...(quiet ? { POWERTOOLS_LOG_LEVEL: 'ERROR' } : {}),
    });

    // The handlers' shared table client, loaded now that TABLE_NAME is set: IAM's partition condition, locally.
    guardTableWrites((await import('../../lambdas/platform/table')).documentClient);
    await preloadHandlers(allFunctions.map((fn) => fn.handler));

    const streams = startStreamPoller({
      endpoint: urls.dynamodb,
      streamArn: dynamodb.streamArn,
      log: (message) => console.error(`[streams] ${message}`),
    });
    stopSteps.push(streams.stop);
    // Each stream consumer of the function list, with its mapping's filters, batch size and retries.
    for (const consumer of streamConsumers) {
      streams.register({
        name: functionName(consumer),
        ...consumer.stream,
        handler: async (event) =>
          (await invokeHandler(consumer.handler, event, consumer.timeoutSeconds * 1000)) as
            DynamoDBBatchResponse | undefined,
      });
    }

    // Before the scheduler, whose recurring jobs count from the (moved) time it starts at.
    const testClock = startTestClock({
      offsetMinutes: state.clockOffsetMinutes ?? 0,
      whenMoved: async (clockOffsetMinutes) => {
        // Sockets past their life close first: the pages open new ones and read again what the due runs change.
        websocket.clockMoved();
        await updateState(dataDir, { clockOffsetMinutes });
        // The hours the clock left behind hold their requests before any job seals them.
        await accessLog.flush();
        await scheduler.runDue();
      },
    });
    const scheduler = startScheduler({
      jobs: scheduledJobs,
      schedules,
      // Read at each tick: the test clock replaces clock.now.
      now: () => clock.now(),
      run: (job, event) => invokeHandler(job.handler, event, (job.timeoutSeconds ?? 60) * 1000),
      log: (message) => console.error(`[scheduler] ${message}`),
    });
    stopSteps.push(scheduler.stop);

    const seeded = options.seed && !state.seededAt;
    if (seeded) {
      // The seed's join requests must reach the screener: the poller reads from its shards' latest records.
      await streams.ready;
      await seedDemoData(cognitoClient, userPoolId, positiveIntegerEnv('WELCOME_TOKENS', 5));
      await updateState(dataDir, { seededAt: new Date().toISOString() });
    }

    const siteConfig: SiteConfig = {
      region: localNames.region,
      userPoolId,
      userPoolClientId,
      userPoolEndpoint: urls.cognito,
      oauthDomain: `localhost:${ports.cognito}`,
      oauthBaseUrl: urls.cognito,
      signInFlow: 'USER_PASSWORD_AUTH',
      // The API is served on the site's own origin, as in the cloud.
      apiUrl: urls.web,
      siteUrl: urls.web,
      supportEmail: localNames.supportEmail,
      websocketUrl: urls.websocket,
      webPushPublicKey: keys.vapidKeys.publicKey,
      seller: localSeller,
    };
    // Before the gateway that moves the clock, which tells it of every move.
    const websocket = await startWebSocketGateway({ port: ports.websocket, logRequests: !quiet });
    stopSteps.push(websocket.stop);
    const api = await startApiGateway({
      port: ports.api,
      allowedOrigins: [urls.web],
      logRequests: !quiet,
      testClock,
      accessLog,
    });
    stopSteps.push(api.stop);
    const web = await startWeb(options.web, ports.web, siteConfig, {
      url: urls.api,
      pathPrefixes: [...apiPathPrefixes(routes.map(({ endpoint }) => endpoint)), localPathPrefix],
      originSecret,
    });
    stopSteps.push(web.stop);

    return {
      urls,
      siteConfig,
      dataDir,
      outboxDir: outboxDir(dataDir),
      ports,
      tableName: localNames.tableName,
      streamArn: dynamodb.streamArn,
      avatarBucket: localNames.avatarBucket,
      avatarBaseUrl: s3.avatarBaseUrl,
      streams,
      seeded,
      codeTtlSeconds,
      originSecret,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
