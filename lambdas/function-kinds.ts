/**
 * The kinds of function in the function list (lambdas/routes.ts): a route serving an endpoint, a stream
 * consumer, a scheduled job, or a function another service invokes (the authorizer, a Cognito trigger). CDK,
 * the local stack, the bench and the tests build each kind from these definitions alone.
 */
import { accessGrants, type EnvironmentName, type ResourceAccess } from './access';
import type { EndpointDescription } from './contracts/endpoint';
import { addressRateLimit, endpointRateLimit, rateCounterPartitionPrefix } from './platform/rate-limits';

export interface FunctionDefinition {
  /** A file under lambdas/ (no extension) exporting `handler`. */
  readonly handler: string;
  /** The only resources the function may touch (lambdas/access.ts turns each into IAM actions and env). */
  readonly access: readonly ResourceAccess[];
  /**
   * The partitions its table writes touch, by key prefix (`userPartitionPrefix`, ... each exported beside its
   * entity's key builder): every item it puts, updates, deletes or condition-checks, alone or in a transaction.
   * Its `table:write` and `table:delete` grants hold on these partitions only (see `writtenPartitions`).
   */
  readonly writes?: readonly string[];
  /**
   * The partitions it only adds items to, by key prefix (the audit log): its `table:append` grant, PutItem alone,
   * holds on these. A partition here is in no function's `writes`, so no function may update or delete its items.
   */
  readonly appends?: readonly string[];
  /** Further variables it reads that belong to no resource. */
  readonly settings?: readonly EnvironmentName[];
  /**
   * Packages that read their own files at run time, so cannot be bundled: shipped beside the bundle
   * (lib/unbundled-modules.ts), as the packages an access needs are.
   */
  readonly unbundled?: readonly string[];
}

/** The function behind one endpoint of the HTTP API (its description: lambdas/contracts/endpoints/). */
export interface RouteDefinition extends FunctionDefinition {
  readonly endpoint: EndpointDescription;
}

/**
 * The function behind one route of the WebSocket API (lambdas/live/): API Gateway invokes it as a connection opens
 * or closes, the opening passing the WebSocket authorizer first, or as the tab sends a message whose `action` is
 * the route key.
 */
export interface WebSocketRouteDefinition extends FunctionDefinition {
  readonly routeKey: string;
}

/**
 * One rule of a Lambda event filter: a value to equal, or a prefix, suffix, existence or anything-but test.
 * Lambda's event filtering semantics: https://docs.aws.amazon.com/lambda/latest/dg/invocation-eventfiltering.html
 */
export type EventFilterRule =
  | string
  | number
  | boolean
  | null
  | { readonly prefix: string }
  | { readonly suffix: string }
  | { readonly exists: boolean }
  | { readonly 'anything-but': readonly (string | number)[] };

/** One FilterCriteria pattern: each field's rules are OR-ed, every field must match. */
export interface EventFilterPattern {
  readonly [field: string]: readonly EventFilterRule[] | EventFilterPattern;
}

/**
 * How the table's stream feeds a consumer: the cloud's event source mapping and the local stream poller are
 * both built from these settings.
 */
export interface TableStreamSource {
  /** OR-ed patterns; only matching records reach the function (and are billed). */
  readonly filters: readonly EventFilterPattern[];
  readonly batchSize: number;
  /** A failing batch is split in two and each half retried, so one bad record cannot hold back the rest. */
  readonly bisectBatchOnError: boolean;
  /** The function answers `batchItemFailures`; the stream resumes from the first failed record. */
  readonly reportBatchItemFailures: boolean;
  /** Retries of a failing batch before it goes to the dead-letter queue. */
  readonly retryAttempts: number;
  /** A record older than this goes to the dead-letter queue unprocessed. */
  readonly maxRecordAgeSeconds: number;
}

/** A function fed by the table's stream (the cloud: an event source mapping with a dead-letter queue). */
export interface StreamConsumerDefinition extends FunctionDefinition {
  readonly stream: TableStreamSource;
  /** Longer than the routes' 10 s: a record may wait for a model's retries. */
  readonly timeoutSeconds: number;
  /** Concurrent executions reserved (and so capped) for the consumer; none by default. */
  readonly reservedConcurrency?: number;
}

/**
 * A function run by the scheduler (EventBridge Scheduler in the cloud, the local stack's scheduler locally):
 * `recurring` runs every `everyMinutes`; `one-time` runs at moments the product schedules, each with its own
 * payload, and each such schedule deletes itself after it ran.
 */
export interface ScheduledJobDefinition extends FunctionDefinition {
  readonly schedule:
    { readonly kind: 'recurring'; readonly everyMinutes: number } | { readonly kind: 'one-time' };
  /** @default 60 */
  readonly timeoutSeconds?: number;
}

/**
 * A function an EventBridge rule on the account's default bus feeds with events an AWS service publishes (SES's
 * bounces and complaints). Its asynchronous invocations are retried, then left in a dead-letter queue. Locally
 * nothing publishes them: the local Lambda Invoke API runs it with such an event (bin/local/lambda-invoke.ts).
 */
export interface EventRuleDefinition extends FunctionDefinition {
  /** The rule's event pattern: events from these sources with these detail types. */
  readonly events: { readonly source: readonly string[]; readonly detailType: readonly string[] };
  /** @default 30 */
  readonly timeoutSeconds?: number;
}

/**
 * Where the product schedules a one-time job: what `ONE_TIME_JOBS` holds for each, keyed by the job's function
 * name (CDK and the local stack write it, lambdas/platform/schedules.ts reads it).
 */
export interface OneTimeJobTarget {
  readonly groupName: string;
  readonly functionArn: string;
  /** The role the scheduler invokes the function with. */
  readonly roleArn: string;
}

/** The short name of a function ("get-profile"): log group, construct id and local invoke name. */
export function functionName(fn: FunctionDefinition): string {
  return fn.handler.slice(fn.handler.lastIndexOf('/') + 1);
}

/**
 * The partition-key prefixes a function's table writes may touch: the ones it names, and the rate-limit counters
 * for a route with a limit (every write by default, a public route per address; lambdas/platform/route.ts spends it). IAM conditions its write
 * grants on them (`dynamodb:LeadingKeys`, lib/grants.ts); the local stack refuses any other write likewise
 * (bin/local/table-writes.ts).
 */
export function writtenPartitions(fn: FunctionDefinition): string[] {
  const endpoint = 'endpoint' in fn ? (fn as RouteDefinition).endpoint : undefined;
  const rateLimited =
    endpoint !== undefined && (endpointRateLimit(endpoint) ?? addressRateLimit(endpoint)) !== undefined;
  return [...new Set([...(fn.writes ?? []), ...(rateLimited ? [rateCounterPartitionPrefix] : [])])].sort();
}

/**
 * Exactly the environment variables a function reads: those of its accesses and its settings, and a route's the
 * origin secret its wrapper checks (lambdas/platform/route.ts).
 */
export function environmentNames(fn: FunctionDefinition): EnvironmentName[] {
  const names = [
    ...fn.access.flatMap((access) => accessGrants[access].environment),
    ...(fn.settings ?? []),
    ...('endpoint' in fn ? (['ORIGIN_SECRET'] as const) : []),
  ];
  return [...new Set(names)].sort();
}
