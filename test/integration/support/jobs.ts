/**
 * Runs a scheduled job's real handler in this test process against the shared integration stack, the way the
 * local scheduler invokes it, so a test decides when it runs. (Moving the shared stack's clock instead would move
 * it under every other suite.) The environment is the one the stack gives its handlers, before the handler loads.
 */
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { localNames, localSeller } from '../../../bin/local/config';
import { stackInfo } from './stack-info';

let environmentSet = false;

/** Sets it once; call it before loading any module of lambdas/, which reads it at load. */
export function setHandlerEnvironment(): void {
  if (environmentSet) return;
  const info = stackInfo();
  Object.assign(process.env, {
    AWS_REGION: localNames.region,
    AWS_ACCESS_KEY_ID: localNames.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localNames.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: info.dynamodbEndpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: info.secretsManagerEndpoint,
    TABLE_NAME: info.tableName,
    SITE_URL: info.webOrigin,
    SELLER: JSON.stringify(localSeller),
    IYZICO_BASE_URL: info.iyzicoUrl,
    IYZICO_SECRET_NAME: localNames.iyzicoSecretName,
    MAILBOX_KEY_SECRET_NAME: localNames.mailboxKeySecretName,
    AWS_ENDPOINT_URL_S3: info.s3Endpoint,
    ACCESS_LOG_BUCKET: localNames.accessLogBucket,
    LOG_DIGEST_BUCKET: localNames.logDigestBucket,
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
  environmentSet = true;
}

const context = { functionName: 'integration-test', awsRequestId: 'integration-test' } as Context;

/** Runs lambdas/<handler>.ts's `handler` once with the scheduler's empty event. */
export async function runScheduledJob(handler: string): Promise<void> {
  setHandlerEnvironment();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const job = require(path.resolve(__dirname, '../../../lambdas', handler)) as {
    handler: (event: unknown, context: Context) => Promise<void>;
  };
  await job.handler({}, context);
}
