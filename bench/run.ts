/**
 * `npm run bench`: starts the local stack (built SPA, fresh data, its own ports), measures, and writes
 * bench/results.json. Loopback only, every loop bounded in count. Build the SPA first (`npm run build:web`).
 * `npm run bench -- --spa` measures only the web app (scripts and Lighthouse) and updates just those sections;
 * `npm run bench -- --ratings-only [--ratings=<count>]` measures only reads against ratings and updates that section.
 * `npm run bench -- --live` measures only live updates (idle tabs, join request to screen, fan-out) and updates
 * that section;
 * `npm run bench -- --bundles` measures only the Lambda bundles' load times (no stack) and updates that section;
 * `npm run bench -- --installed-app` measures only the installed app's starts on a phone profile and updates that
 * section;
 * the full run measures live updates and the web app first, on the fresh stack.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { profileKey } from '../lambdas/profile/keys';
import { createDynamoDbClient } from '../bin/local/dynamodb';
import { demoLogin, demoUserEmails } from '../bin/local/seed';
import { measurePayments } from './payments';
import { startLocalStack } from '../bin/local/stack';
import { measureBundles } from './bundles';
import { measureListing } from './events';
import { measureJoinRequests } from './join-requests';
import { measureRatingsGrowth } from './ratings';
import { measureLatency } from './percentiles';
import { measureLighthouse } from './lighthouse';
import { measureInstalledApp } from './installed-app';
import { measureDashboardScripts, measureLoginScripts } from './spa';
import { portsOf } from '../test/ports';
import { measureFanOut, measureIdleTabs, measureJoinRequestLatency, type LiveTarget } from './live';

const load = { requests: 800, concurrency: 16 };
const warmUp = { requests: 800, concurrency: 16 };
const extraItemsForGrowth = 5_000;
const ratingsForGrowth = 10_000;

async function signIn(
  cognitoUrl: string,
  clientId: string,
  email: string = demoLogin.email,
): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: cognitoUrl,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const answer = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: demoLogin.password },
    }),
  );
  const token = answer.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('demo sign-in returned no access token');
  return token;
}

/**
 * The stack runs in this process, so its handlers share the table client module: a middleware on it asks every
 * Query for its consumed capacity and adds it up while one request runs.
 */
async function readCapacityCounter(): Promise<(call: () => Promise<void>) => Promise<number>> {
  const { documentClient } = await import('../lambdas/platform/table');
  let total = 0;
  documentClient.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity;
      total += consumed?.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );
  return async (call) => {
    total = 0;
    await call();
    return Number(total.toFixed(1));
  };
}

function subjectOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as {
    sub: string;
  };
  return payload.sub;
}

const resultsFile = path.join(__dirname, 'results.json');

/** Rewrites the named sections of bench/results.json; the other sections keep their last run's figures. */
function updateSections(sections: Record<string, unknown>): void {
  const previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, ...sections }, null, 2)}\n`);
}

type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;

/**
 * Live updates: requests of idle signed-in tabs, a join request's way to the host's open tab, one change to 1,000
 * sockets.
 */
async function measureLive(stack: LocalStack) {
  const target: LiveTarget = {
    webUrl: stack.urls.web,
    apiUrl: stack.urls.web,
    cognitoUrl: stack.urls.cognito,
    websocketUrl: stack.urls.websocket,
    userPoolId: stack.siteConfig.userPoolId,
    userPoolClientId: stack.siteConfig.userPoolClientId,
    table: DynamoDBDocumentClient.from(createDynamoDbClient(stack.urls.dynamodb)),
    tableName: stack.tableName,
    demoLogin,
  };
  return {
    measuredAt: new Date().toISOString(),
    idleTabHour: await measureIdleTabs(target),
    joinRequestToScreen: await measureJoinRequestLatency(target),
    fanOut: await measureFanOut(target),
  };
}

/**
 * The web app's figures: what /login and the physical dashboard download, Lighthouse's mobile audit of /login and
 * the signed-in first screens, and the installed app's starts.
 */
async function measureWebApp(webUrl: string) {
  const spa = await measureLoginScripts(webUrl);
  const dashboard = await measureDashboardScripts(webUrl, demoLogin);
  const lighthouse = await measureLighthouse(webUrl, demoLogin);
  const installedApp = await measureInstalledApp(webUrl, demoLogin);
  return { spa, dashboard, lighthouse, installedApp };
}

type WebAppFigures = Awaited<ReturnType<typeof measureWebApp>>;

function installedAppSummary({ firstStart, secondStart }: WebAppFigures['installedApp']) {
  return {
    firstStartLcpMs: firstStart.largestContentfulPaintMs,
    secondStartLcpMs: secondStart.largestContentfulPaintMs,
    secondStartBytes: { network: secondStart.network.bytes, serviceWorker: secondStart.serviceWorker.bytes },
  };
}

function webAppSummary({ spa, dashboard, lighthouse, installedApp }: WebAppFigures) {
  const scores = ({ performance, accessibility, bestPractices, seo }: (typeof lighthouse)['login']) => ({
    performance,
    accessibility,
    bestPractices,
    seo,
  });
  return {
    loginJsGzipBytes: {
      firstRender: spa.firstRenderGzipBytes,
      loadedByPage: spa.totalGzipBytes,
      addedByTypingInTheForm: spa.formFocusGzipBytes,
    },
    physicalDashboardJsGzipBytes: {
      beforeList: dashboard.beforeListGzipBytes,
      mapChunk: dashboard.mapChunkGzipBytes,
      offlineBasemap: dashboard.offlineBasemapGzipBytes,
    },
    lighthouseMobile: Object.fromEntries(
      Object.entries(lighthouse).map(([page, figures]) => [page, scores(figures)]),
    ),
    installedApp: installedAppSummary(installedApp),
  };
}

async function main(): Promise<void> {
  const spaOnly = process.argv.includes('--spa');
  const ratingsOnly = process.argv.includes('--ratings-only');
  const liveOnly = process.argv.includes('--live');
  const installedAppOnly = process.argv.includes('--installed-app');
  if (process.argv.includes('--bundles')) {
    const lambdaBundles = await measureBundles();
    updateSections({ lambdaBundles });
    console.log(`bench: updated the Lambda bundles section of ${resultsFile}`);
    return;
  }
  const ratingsCount = Number(
    process.argv.find((arg) => arg.startsWith('--ratings='))?.slice('--ratings='.length) ?? ratingsForGrowth,
  );
  const stack = await startLocalStack({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'squad-bench-')),
    // TEST_PORT_OFFSET moves them, as for the tests, so two checkouts can bench side by side.
    ports: portsOf('bench'),
    web: ratingsOnly ? 'none' : 'dist',
    seed: true,
    quiet: true,
  });
  try {
    if (ratingsOnly) {
      const accessToken = await signIn(stack.urls.cognito, stack.siteConfig.userPoolClientId);
      const ratingsGrowth = await measureRatingsGrowth({
        apiUrl: stack.urls.web,
        accessToken,
        userId: subjectOf(accessToken),
        table: DynamoDBDocumentClient.from(createDynamoDbClient(stack.urls.dynamodb)),
        tableName: stack.tableName,
        consumedCapacity: await readCapacityCounter(),
        ratings: ratingsCount,
      });
      updateSections({ ratingsGrowth });
      console.log(`bench: updated the ratings section of ${resultsFile}`);
      console.log(JSON.stringify(ratingsGrowth, null, 2));
      return;
    }
    if (liveOnly) {
      const live = await measureLive(stack);
      updateSections({ live });
      console.log(`bench: updated the live section of ${resultsFile}`);
      console.log(JSON.stringify(live, null, 2));
      return;
    }
    if (installedAppOnly) {
      const installedApp = await measureInstalledApp(stack.urls.web, demoLogin);
      updateSections({ installedApp });
      console.log(`bench: updated the installed app's section of ${resultsFile}`);
      console.log(JSON.stringify(installedAppSummary(installedApp), null, 2));
      return;
    }
    if (spaOnly) {
      const webApp = await measureWebApp(stack.urls.web);
      updateSections({ webAppMeasuredAt: new Date().toISOString(), ...webApp });
      console.log(`bench: updated the web app's sections of ${resultsFile}`);
      console.log(JSON.stringify(webAppSummary(webApp), null, 2));
      return;
    }
    // First, on the fresh stack: the idle tabs' requests and the live-update latencies want a quiet stream, and the
    // web app is audited as a new user meets it (as `--spa` does), before the measurements below grow the table.
    const live = await measureLive(stack);
    const webAppMeasuredAt = new Date().toISOString();
    const webApp = await measureWebApp(stack.urls.web);
    const accessToken = await signIn(stack.urls.cognito, stack.siteConfig.userPoolClientId);
    const getProfile = async (): Promise<void> => {
      const response = await fetch(`${stack.urls.web}/private/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (response.status !== 200) throw new Error(`GET /private/profile answered ${response.status}`);
      await response.arrayBuffer();
    };
    await getProfile(); // creates the profile if the seed did not, and warms the handler modules

    const table = DynamoDBDocumentClient.from(createDynamoDbClient(stack.urls.dynamodb));
    const rawGetItem = async (): Promise<void> => {
      await table.send(
        new GetCommand({ TableName: stack.tableName, Key: profileKey(subjectOf(accessToken)) }),
      );
    };
    await rawGetItem();

    // Warm both paths first (JIT, connection pools), so the first measured run is not also a warm-up.
    await measureLatency(getProfile, warmUp);
    await measureLatency(rawGetItem, warmUp);
    const gateway = await measureLatency(getProfile, load);
    const dynamodb = await measureLatency(rawGetItem, load);

    // Before the table grows below: the stream poller would first read through those writes.
    const requesterTokens = await Promise.all(
      demoUserEmails.map((email) => signIn(stack.urls.cognito, stack.siteConfig.userPoolClientId, email)),
    );
    const joinRequests = await measureJoinRequests({
      apiUrl: stack.urls.web,
      requesters: requesterTokens.map((token) => ({ accessToken: token, requesterId: subjectOf(token) })),
      table,
      tableName: stack.tableName,
    });

    const payments = await measurePayments({
      apiUrl: stack.urls.web,
      buyers: requesterTokens.map((token) => ({ accessToken: token, userId: subjectOf(token) })),
      table,
      tableName: stack.tableName,
    });

    // One counter on the handlers' table client, for every measurement that reads capacity.
    const capacity = await readCapacityCounter();
    const ratingsGrowth = await measureRatingsGrowth({
      apiUrl: stack.urls.web,
      accessToken,
      userId: subjectOf(accessToken),
      table,
      tableName: stack.tableName,
      consumedCapacity: capacity,
      ratings: ratingsCount,
    });

    for (let start = 0; start < extraItemsForGrowth; start += 25) {
      const items = Array.from({ length: 25 }, (_, offset) => ({
        PutRequest: { Item: { ...profileKey(`bench-${start + offset}`), displayName: 'bench' } },
      }));
      await table.send(new BatchWriteCommand({ RequestItems: { [stack.tableName]: items } }));
    }
    const gatewayAfterGrowth = await measureLatency(getProfile, load);

    const eventListing = await measureListing({
      apiUrl: stack.urls.web,
      accessToken,
      table,
      tableName: stack.tableName,
      consumedReadCapacity: capacity,
    });

    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      getProfile: {
        throughLocalGateway: gateway,
        rawDynamoDbGetItem: dynamodb,
        gatewayOverheadRatioP50: Number((gateway.p50Ms / dynamodb.p50Ms).toFixed(2)),
        gatewayOverheadRatioP99: Number((gateway.p99Ms / dynamodb.p99Ms).toFixed(2)),
      },
      costGrowth: {
        note: `GET /private/profile before and after adding ${extraItemsForGrowth} items: a GetItem does not grow with the table`,
        before: gateway,
        after: gatewayAfterGrowth,
      },
      eventListing,
      joinRequests,
      payments,
      ratingsGrowth,
      live,
      lambdaBundles: await measureBundles(),
      webAppMeasuredAt,
      ...webApp,
      // The CI run's step durations are .ci/run's (bench/ci-steps.ts): they stay.
      ci: (JSON.parse(readFileSync(resultsFile, 'utf8')) as { ci?: unknown }).ci,
    };
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`bench: wrote ${resultsFile}`);
    const summary = {
      getProfileP50P99Ms: {
        gateway: [gateway.p50Ms, gateway.p99Ms],
        rawGetItem: [dynamodb.p50Ms, dynamodb.p99Ms],
      },
      gatewayOverheadRatio: {
        p50: results.getProfile.gatewayOverheadRatioP50,
        p99: results.getProfile.gatewayOverheadRatioP99,
      },
      getProfileP50MsBeforeAfterGrowth: [gateway.p50Ms, gatewayAfterGrowth.p50Ms],
      eventListing: eventListing.sizes.map(({ events, physicalNear, online }) => ({
        events,
        physicalNearP50P99Ms: [physicalNear.p50Ms, physicalNear.p99Ms],
        physicalNearReadCapacity: physicalNear.readCapacityPerPage,
        onlineP50P99Ms: [online.p50Ms, online.p99Ms],
        onlineReadCapacity: online.readCapacityPerPage,
      })),
      eventListingP50Ratio: eventListing.p50RatioLargestToSmallest,
      joinRequestPostToScreenedP50P99Ms: [
        joinRequests.timeToScreened.postToScreened.p50Ms,
        joinRequests.timeToScreened.postToScreened.p99Ms,
      ],
      joinRequestThroughput: {
        requestsPerSecond: joinRequests.throughput.requestsPerSecond,
        concurrency: joinRequests.throughput.concurrency,
        errors: joinRequests.throughput.errors,
      },
      ratingsGrowth: ratingsGrowth.sizes.map(({ ratingsAdded, getEvent, getProfile }) => ({
        ratingsAdded,
        getEventP50Ms: getEvent.p50Ms,
        getEventCapacity: getEvent.capacityPerRequest,
        getProfileP50Ms: getProfile.p50Ms,
        getProfileCapacity: getProfile.capacityPerRequest,
      })),
      idleTabHourRequests: Object.fromEntries(
        live.idleTabHour.map(({ route, httpRequestsPerHour }) => [route, httpRequestsPerHour]),
      ),
      joinRequestToHostScreenP50P99Ms: [
        live.joinRequestToScreen.postToScreen.p50Ms,
        live.joinRequestToScreen.postToScreen.p99Ms,
      ],
      fanOutP50P99Ms: [live.fanOut.arrival.p50Ms, live.fanOut.arrival.p99Ms],
      checkoutInitializeP50P99Ms: [payments.checkoutInitialize.p50Ms, payments.checkoutInitialize.p99Ms],
      callbackToCreditedP50P99Ms: [payments.callbackToCredited.p50Ms, payments.callbackToCredited.p99Ms],
      lambdaBundles: results.lambdaBundles.functions.map(
        ({ name, minifiedBytes, moduleLoadMs, loadRatioToBareClient, loadRatioToOwnClients }) => ({
          name,
          minifiedBytes,
          moduleLoadMs,
          loadRatioToBareClient,
          loadRatioToOwnClients,
        }),
      ),
      bareClientLoadMs: results.lambdaBundles.bareDynamoDbClient.moduleLoadMs,
      ...webAppSummary(results),
    };
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
