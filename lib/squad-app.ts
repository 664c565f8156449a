import * as path from 'node:path';
import { Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeLogsStack } from './edge-logs';
import { edgeRegion, SquadEdgeStack } from './edge';
import { SquadStack, type FunctionList } from './squad-stack';

/** Squad lives in Frankfurt, the region closest to its users with every service it needs. */
export const squadRegion = 'eu-central-1';

export interface SquadAppOptions {
  /** @default <repository>/web/dist */
  readonly webDistPath?: string;
  /** @default the function list of lambdas/routes.ts */
  readonly functions?: FunctionList;
}

/**
 * Adds the Squad stack to an app, with the us-east-1 stacks at its distribution's edge: the web ACL's (lib/edge.ts)
 * before it and the access logs' (lib/edge-logs.ts) after it; configured from CDK context (cdk.json defaults,
 * `-c key=value` overrides), and registers the cdk-nag AwsSolutions checks, whose errors fail the synth.
 */
export function addSquadStack(app: App, options: SquadAppOptions = {}): SquadStack {
  // No account lookup: an unset CDK_DEFAULT_ACCOUNT leaves the account an unresolved token.
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const edge = new SquadEdgeStack(app, 'SquadEdge', {
    env: { account, region: edgeRegion },
    description: "Squad at CloudFront's edge: the site's WAF web ACL (CloudFront's must be in us-east-1)",
    crossRegionReferences: true,
  });
  const stack = new SquadStack(app, 'Squad', {
    env: { account, region: squadRegion },
    crossRegionReferences: true,
    webAclArn: edge.webAclArn,
    originSecretVersion: optionalString(app, 'originSecretVersion'),
    description: 'Squad: meetups for young adults (auth, API, data, avatars, site, observability)',
    webDistPath: options.webDistPath ?? path.join(__dirname, '..', 'web', 'dist'),
    functions: options.functions,
    googleClientId: requiredString(app, 'googleClientId'),
    googleClientSecretName: requiredString(app, 'googleClientSecretName'),
    supportEmail: requiredString(app, 'supportEmail'),
    welcomeTokens: welcomeTokens(app),
    cognitoDomainPrefix: optionalString(app, 'cognitoDomainPrefix'),
    alarmEmail: optionalString(app, 'alarmEmail'),
    allowLocalhostCallbacks: optionalBoolean(app, 'allowLocalhostCallbacks') ?? false,
    keepLegacyApi: optionalBoolean(app, 'keepLegacyApi') ?? false,
  });
  new EdgeLogsStack(app, 'SquadEdgeLogs', {
    env: { account },
    ...stack.edgeLogs,
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

function optionalString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string')
    throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value;
}

function requiredString(app: App, key: string): string {
  const value = optionalString(app, key);
  if (value === undefined) throw new Error(`Context "${key}" is required (cdk.json or -c ${key}=...)`);
  return value;
}

/** `-c key=true` arrives as a string, cdk.json as a boolean: accept both, reject anything else. */
function optionalBoolean(app: App, key: string): boolean | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context "${key}" must be true or false, got ${JSON.stringify(value)}`);
}

/** `-c welcomeTokens=7` arrives as a string, cdk.json as a number: accept both, reject anything else. */
function welcomeTokens(app: App): number {
  const value = Number(app.node.tryGetContext('welcomeTokens') ?? 5);
  if (!Number.isInteger(value) || value < 0)
    throw new Error('Context "welcomeTokens" must be an integer >= 0');
  return value;
}
