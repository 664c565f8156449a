/**
 * What the integration tests need to reach the stack that global-setup started once for the run.
 * Written to a file because jest workers do not share memory with the global setup.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocalStackInfo } from '../../../bin/local/child';

export interface StackInfo {
  /** the API on the site's own origin: the local site forwards its paths to the gateway, as the distribution does */
  apiUrl: string;
  /** the gateway itself, the API's own endpoint: what a caller bypassing the site reaches */
  gatewayUrl: string;
  /** what the site sends the gateway (a site of a test's own too) */
  originSecret: string;
  webOrigin: string;
  cognitoEndpoint: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  tableName: string;
  streamArn: string;
  avatarBucket: string;
  avatarBaseUrl: string;
  outboxDir: string;
  /** how long a password-reset code stays valid in this stack */
  codeTtlSeconds: number;
  iyzicoUrl: string;
  secretsManagerEndpoint: string;
  /** the local Scheduler API, where one-time schedules wait */
  schedulerEndpoint: string;
  /** the local SES: the product's e-mails at `/store` (test/integration/support/sent-mail.ts) */
  sesEndpoint: string;
  /** the local Lambda Invoke API: EventBridge rules' functions are run through it */
  lambdaEndpoint: string;
  /** the local WebSocket API (live updates) and its management API */
  websocketUrl: string;
  websocketCallbackUrl: string;
  /** the local push service: what it took at `/messages`, `DELETE /push/<id>` makes a subscription gone */
  webPushUrl: string;
}

/** Set by global-setup; jest starts its workers afterwards, so they inherit it. */
export const stackInfoVariable = 'SQUAD_INTEGRATION_STACK_FILE';

let cached: StackInfo | undefined;

export function stackInfo(): StackInfo {
  if (!cached) {
    const file = process.env[stackInfoVariable];
    if (!file)
      throw new Error(`${stackInfoVariable} is not set: run these tests through jest's integration project`);
    cached = JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
  }
  return cached;
}

/** What the tests need of a local stack, started in a child process (global setup) or in a test's own process. */
export function stackInfoOf(stack: LocalStackInfo): StackInfo {
  return {
    apiUrl: stack.urls.web,
    gatewayUrl: stack.urls.api,
    originSecret: stack.originSecret,
    webOrigin: stack.urls.web,
    cognitoEndpoint: stack.urls.cognito,
    dynamodbEndpoint: stack.urls.dynamodb,
    s3Endpoint: stack.urls.s3,
    userPoolId: stack.siteConfig.userPoolId,
    userPoolClientId: stack.siteConfig.userPoolClientId,
    tableName: stack.tableName,
    streamArn: stack.streamArn,
    avatarBucket: stack.avatarBucket,
    avatarBaseUrl: stack.avatarBaseUrl,
    outboxDir: stack.outboxDir,
    codeTtlSeconds: stack.codeTtlSeconds,
    iyzicoUrl: stack.urls.iyzico,
    secretsManagerEndpoint: stack.urls.secretsManager,
    schedulerEndpoint: stack.urls.scheduler,
    sesEndpoint: stack.urls.ses,
    lambdaEndpoint: stack.urls.lambda,
    websocketUrl: stack.urls.websocket,
    websocketCallbackUrl: stack.urls.websocketCallback,
    webPushUrl: stack.urls.webPush,
  };
}

/**
 * Writes `stack`'s info into its data folder and names that file to the helpers (`stackInfo()`), which from then on
 * reach that stack: the global setup's, or a suite's own.
 */
export async function pointHelpersAt(stack: LocalStackInfo, dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'stack-info.json');
  await writeFile(file, JSON.stringify(stackInfoOf(stack), null, 2));
  process.env[stackInfoVariable] = file;
}
