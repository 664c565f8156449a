/**
 * `npm start`: the whole product on this machine, no AWS account needed (DESIGN.md section 4).
 * Ctrl-C stops every server and child process. LOCAL_WEB=dist serves the built SPA instead of Vite.
 */
import { startLocalStack, type LocalStack } from './local/stack';
import { demoLogin, moderatorLogin } from './local/seed';
import { localNames } from './local/config';
import type { WebMode } from './local/web';

function webMode(): WebMode {
  const mode = process.env.LOCAL_WEB ?? 'dev';
  if (mode !== 'dev' && mode !== 'dist' && mode !== 'none') {
    throw new Error(`LOCAL_WEB must be dev, dist or none, got "${mode}"`);
  }
  return mode;
}

function banner(stack: LocalStack, startupMs: number): string {
  const { urls } = stack;
  const rows = [
    ['Web app', urls.web],
    ['API gateway', urls.api],
    ['WebSocket API (live updates)', `${urls.websocket}  (management API ${urls.websocketCallback})`],
    ['Cognito (cognito-local)', urls.cognito],
    ['Hosted login', `${urls.cognito}/oauth2/authorize`],
    ['DynamoDB Local', `${urls.dynamodb}  (table ${stack.tableName})`],
    ['S3 (s3rver)', `${urls.s3}/${stack.avatarBucket}`],
    ['Lambda invoke', urls.lambda],
    ['iyzico sandbox', urls.iyzico],
    ['Secrets Manager', urls.secretsManager],
    ['EventBridge Scheduler', urls.scheduler],
    ['Mail view (SES, product e-mails)', `${urls.ses}/`],
    ['Web Push service (phone notifications)', `${urls.webPush}/`],
    ['Nilvera stand-in (e-Arşiv invoices)', `${urls.nilvera}/`],
    [
      'Access logs (sealed hourly)',
      `${urls.s3}/${localNames.accessLogBucket}  (digests in ${localNames.logDigestBucket})`,
    ],
    [
      'Rekognition (avatar check)',
      `${urls.rekognition}  (flags pictures holding squad-test:explicit or :violence)`,
    ],
    ['Outbox (Cognito e-mails)', stack.outboxDir],
    ['Reset code lifetime', `${stack.codeTtlSeconds} s (LOCAL_CODE_TTL_SECONDS)`],
    ['Data', stack.dataDir],
    ['Demo login', `${demoLogin.email} / ${demoLogin.password}`],
    [
      'Moderator login',
      `${moderatorLogin.email} / ${moderatorLogin.password}  (console: ${urls.web}/moderation)`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  const seedNote = stack.seeded ? 'demo users seeded' : 'existing data reused';
  return [
    '',
    `Squad local stack is up in ${(startupMs / 1000).toFixed(1)} s (${seedNote}).`,
    ...lines,
    '',
    'Press Ctrl-C to stop everything.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const stack = await startLocalStack({ web: webMode(), seed: true });
  console.log(banner(stack, Date.now() - started));

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    stack.stop().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  console.error(`The local stack could not start: ${error.message}`);
  process.exit(1);
});
