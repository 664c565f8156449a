/**
 * THE function list: every HTTP route and every function that is not a route (the authorizer, Cognito
 * triggers, stream consumers). CDK, the local stack, the bench, the docs and the tests all read it, so a
 * function exists in exactly one place. `handler` is a file under lambdas/ (no extension) exporting `handler`.
 * `access` lists the only resources the function may touch (lambdas/access.ts turns each into IAM actions and
 * environment variables); `settings` lists further variables it reads that belong to no resource.
 */
import { accessGrants, type EnvironmentName, type ResourceAccess } from './access';
import type { RateLimit } from './platform/rate-limits';
import { requestKey } from './requests/keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FunctionDefinition {
  readonly handler: string;
  readonly access: readonly ResourceAccess[];
  readonly settings?: readonly EnvironmentName[];
}

export interface RouteDefinition extends FunctionDefinition {
  readonly method: HttpMethod;
  /** API Gateway v2 path syntax: `{name}` for a path parameter. */
  readonly path: string;
  readonly auth: 'jwt';
  /**
   * Requests one user may make in each fixed window, counted in the table (lambdas/platform/rate-limits-table.ts,
   * which the handler hands to httpRoute as `rateLimit`). Generous for a person, a wall for a script.
   */
  readonly rateLimit?: RateLimit;
}

export const routes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/private/profile',
    handler: 'profile/handlers/get-profile',
    auth: 'jwt',
    access: ['table:read', 'table:write', 'userPool:read'],
    settings: ['WELCOME_TOKENS'],
  },
  {
    method: 'PUT',
    path: '/private/profile',
    handler: 'profile/handlers/update-profile',
    auth: 'jwt',
    rateLimit: { limit: 30, windowSeconds: 3600 },
    access: ['table:read', 'table:write', 'table:delete', 'uploads:read', 'avatars:write'],
  },
  {
    method: 'GET',
    path: '/private/check-username/{username}',
    handler: 'profile/handlers/check-username',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'PUT',
    path: '/private/uploadProfilePicture',
    handler: 'profile/handlers/upload-profile-picture',
    auth: 'jwt',
    access: ['uploads:put'],
    // the answer's fileUrl is where the picture will be served once the profile points at it
    settings: ['AVATAR_BASE_URL'],
  },
  {
    method: 'GET',
    path: '/private/geocode/search',
    handler: 'geo/handlers/geocode-search',
    auth: 'jwt',
    access: ['geo:search'],
  },
  {
    method: 'GET',
    path: '/private/geocode/reverse',
    handler: 'geo/handlers/geocode-reverse',
    auth: 'jwt',
    access: ['geo:search'],
  },
  {
    method: 'POST',
    path: '/private/event',
    handler: 'events/handlers/create-event',
    auth: 'jwt',
    rateLimit: { limit: 30, windowSeconds: 3600 },
    access: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/private/event/{id}',
    handler: 'events/handlers/get-event',
    auth: 'jwt',
    access: ['table:read', 'table:write'],
  },
  {
    method: 'PUT',
    path: '/private/event/{id}',
    handler: 'events/handlers/update-event',
    auth: 'jwt',
    access: ['table:read', 'table:write'],
  },
  {
    method: 'POST',
    path: '/private/event/{id}/publish',
    handler: 'events/handlers/publish-event',
    auth: 'jwt',
    access: ['table:read', 'table:write'],
  },
  {
    method: 'POST',
    path: '/private/event/{id}/cancel',
    handler: 'events/handlers/cancel-event',
    auth: 'jwt',
    access: ['table:read', 'table:write'],
  },
  {
    method: 'POST',
    path: '/private/event/{id}/share',
    handler: 'events/handlers/share-event',
    auth: 'jwt',
    access: ['table:write'],
  },
  {
    method: 'GET',
    path: '/private/events/physical',
    handler: 'events/handlers/list-physical-events',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'GET',
    path: '/private/events/online',
    handler: 'events/handlers/list-online-events',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'GET',
    path: '/private/myEvents',
    handler: 'events/handlers/my-events',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'POST',
    path: '/private/join-request',
    handler: 'requests/handlers/create-join-request',
    auth: 'jwt',
    rateLimit: { limit: 60, windowSeconds: 3600 },
    access: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/private/event/{id}/requests',
    handler: 'requests/handlers/list-join-requests',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'PUT',
    path: '/private/event/{id}/accept-request/{requestId}',
    handler: 'requests/handlers/accept-join-request',
    auth: 'jwt',
    access: ['table:read', 'table:write'],
  },
  {
    method: 'PUT',
    path: '/private/event/{id}/decline-request/{requestId}',
    handler: 'requests/handlers/decline-join-request',
    auth: 'jwt',
    access: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/private/event/{id}/messages/{userId}',
    handler: 'messages/handlers/get-thread',
    auth: 'jwt',
    // reading a thread marks it read
    access: ['table:read', 'table:write'],
  },
  {
    method: 'POST',
    path: '/private/event/{id}/messages/{userId}',
    handler: 'messages/handlers/send-message',
    auth: 'jwt',
    rateLimit: { limit: 30, windowSeconds: 60 },
    access: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/private/messages',
    handler: 'messages/handlers/list-threads',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'GET',
    path: '/private/users/{handle}',
    handler: 'users/handlers/get-public-profile',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'POST',
    path: '/private/users/{handle}/report',
    handler: 'users/handlers/report-user',
    auth: 'jwt',
    rateLimit: { limit: 10, windowSeconds: 3600 },
    access: ['table:read', 'table:write'],
  },
  {
    method: 'GET',
    path: '/private/blocks',
    handler: 'users/handlers/list-blocks',
    auth: 'jwt',
    access: ['table:read'],
  },
  {
    method: 'PUT',
    path: '/private/blocks/{userId}',
    handler: 'users/handlers/block-user',
    auth: 'jwt',
    // blocking also declines the blocked user's pending requests to the caller's events
    access: ['table:read', 'table:write'],
  },
  {
    method: 'DELETE',
    path: '/private/blocks/{userId}',
    handler: 'users/handlers/unblock-user',
    auth: 'jwt',
    access: ['table:delete'],
  },
  {
    method: 'GET',
    path: '/private/account/export',
    handler: 'account/handlers/export-account',
    auth: 'jwt',
    // reads every item of the caller: a person downloads it now and then, a script cannot pull it in a loop
    rateLimit: { limit: 10, windowSeconds: 3600 },
    access: ['table:read', 'table:write'],
  },
  {
    method: 'DELETE',
    path: '/private/account',
    handler: 'account/handlers/delete-account',
    auth: 'jwt',
    // a retry finishes an interrupted deletion; more than a few wrong confirmations an hour is guessing
    rateLimit: { limit: 5, windowSeconds: 3600 },
    access: [
      'table:read',
      'table:write',
      'table:delete',
      'avatars:list',
      'avatars:delete',
      'uploads:delete',
      'userPool:read',
      'userPool:delete',
    ],
  },
];

/** Verifies access tokens in front of every route (API Gateway invokes it, not the browser). */
export const authorizer: FunctionDefinition = {
  handler: 'auth/handlers/authorizer',
  access: [],
  settings: ['JWT_ISSUER', 'USER_POOL_CLIENT_ID'],
};

/** Cognito's CustomMessage trigger: the verification link and reset-code e-mails. */
export const customMessage: FunctionDefinition = {
  handler: 'auth/handlers/cognito-custom-message',
  access: [],
  settings: ['SITE_URL'],
};

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

export interface StreamConsumerDefinition extends FunctionDefinition {
  readonly stream: TableStreamSource;
  /** Longer than the routes' 10 s: a record may wait for a model's retries. */
  readonly timeoutSeconds: number;
}

/**
 * The join-request screener: every new join request (an INSERT of `EVENT#<id>` / `REQUEST#<user>` still in
 * screening) is screened and moved out of `screening` (lambdas/requests/requests-table.ts applyScreening).
 * It reads the request first, so a redelivered record neither calls the model nor writes again.
 */
// The key builder with empty ids spells the prefixes every join-request key starts with.
const requestKeyPrefixes = requestKey('', '');

export const screener: StreamConsumerDefinition = {
  handler: 'screening/handlers/screen-join-requests',
  access: ['table:read', 'table:write', 'model:invoke'],
  stream: {
    filters: [
      {
        eventName: ['INSERT'],
        dynamodb: {
          Keys: {
            pk: { S: [{ prefix: requestKeyPrefixes.pk }] },
            sk: { S: [{ prefix: requestKeyPrefixes.sk }] },
          },
          NewImage: { status: { S: ['screening'] } },
        },
      },
    ],
    batchSize: 10,
    bisectBatchOnError: true,
    reportBatchItemFailures: true,
    retryAttempts: 3,
    maxRecordAgeSeconds: 3600,
  },
  timeoutSeconds: 60,
};

export const streamConsumers: readonly StreamConsumerDefinition[] = [screener];

export const allFunctions: readonly FunctionDefinition[] = [
  ...routes,
  authorizer,
  customMessage,
  ...streamConsumers,
];

/** The short name of a function ("get-profile"): log group, construct id and local invoke name. */
export function functionName(fn: FunctionDefinition): string {
  return fn.handler.slice(fn.handler.lastIndexOf('/') + 1);
}

/** Exactly the environment variables a function reads: those of its accesses and its settings. */
export function environmentNames(fn: FunctionDefinition): EnvironmentName[] {
  const names = [...fn.access.flatMap((access) => accessGrants[access].environment), ...(fn.settings ?? [])];
  return [...new Set(names)].sort();
}
