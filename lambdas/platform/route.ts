/**
 * The one wrapper every route handler goes through: JSON parsing, zod validation, the caller's identity
 * from the authorizer, and the mapping of failures to status codes. Handlers only describe the route.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type {
  APIGatewayProxyEventV2WithLambdaAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import * as z from 'zod/mini';
// A named import: `z.locales.tr()` would bundle every language zod ships (about 260 KB).
import { tr as turkish } from 'zod/locales';
import { HttpError, unhandledRouteErrorMessage } from './errors';
import { logger } from './logger';
import { declaredRateLimit, type RouteRateLimit } from './rate-limits';

// Zod's built-in messages reach users in 400 answers; the product speaks Turkish.
z.config(turkish());

/** What the authorizer puts at event.requestContext.authorizer.lambda. */
export interface AuthorizerContext {
  userId: string;
  username: string;
}
export type RouteEvent = APIGatewayProxyEventV2WithLambdaAuthorizer<AuthorizerContext>;

/** Spends one of the caller's requests under the route's limit, or throws (a 429 HttpError once it is spent). */
export type RateLimiter = (userId: string, rateLimit: RouteRateLimit) => Promise<void>;

export interface RouteSchemas {
  body?: z.ZodMiniType;
  pathParameters?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /**
   * Required by a route with a `rateLimit` in lambdas/routes.ts: `rateLimit` of platform/rate-limits-table.ts
   * (the table client is not every route's to load).
   */
  rateLimit?: RateLimiter;
}

type Parsed<S extends RouteSchemas, K extends keyof RouteSchemas> = S extends { [P in K]: infer Schema }
  ? Schema extends z.ZodMiniType
    ? z.output<Schema>
    : undefined
  : undefined;

export interface RouteInput<S extends RouteSchemas> {
  body: Parsed<S, 'body'>;
  params: Parsed<S, 'pathParameters'>;
  query: Parsed<S, 'query'>;
  /** the caller's Cognito `sub` */
  userId: string;
  /** the caller's Cognito user name (the e-mail for password users), for user-pool calls */
  cognitoUsername: string;
}

export interface RouteAnswer<T> {
  statusCode?: number;
  body: T;
}

const unexpectedErrorMessage = 'Beklenmeyen bir hata oluştu.';

export function httpRoute<S extends RouteSchemas, T>(
  schemas: S,
  run: (input: RouteInput<S>) => Promise<RouteAnswer<T>>,
) {
  return middy<RouteEvent, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { logEvent: false }))
    .handler(async (event) => {
      try {
        const input = parseInput(schemas, event) as RouteInput<S>;
        await spendRateLimit(schemas, event.routeKey, input.userId);
        const answer = await run(input);
        return jsonResponse(answer.statusCode ?? 200, answer.body);
      } catch (error) {
        if (error instanceof HttpError) return jsonResponse(error.statusCode, error.toBody());
        logger.error(unhandledRouteErrorMessage, error as Error);
        return jsonResponse(500, { message: unexpectedErrorMessage });
      }
    });
}

interface UntypedInput {
  body: unknown;
  params: unknown;
  query: unknown;
  userId: string;
  cognitoUsername: string;
}

function parseInput(schemas: RouteSchemas, event: RouteEvent): UntypedInput {
  const caller = event.requestContext.authorizer?.lambda;
  // API Gateway never invokes a route without a successful authorizer; a missing context is a wiring fault.
  if (!caller?.userId) throw new Error('Route invoked without authorizer context');
  return {
    body: schemas.body ? validate(schemas.body, parseJsonBody(event)) : undefined,
    params: schemas.pathParameters ? validate(schemas.pathParameters, event.pathParameters ?? {}) : undefined,
    query: schemas.query ? validate(schemas.query, event.queryStringParameters ?? {}) : undefined,
    userId: caller.userId,
    cognitoUsername: caller.username,
  };
}

/**
 * After validation: a request refused as bad input costs nothing (and could not have written anything).
 * An event of a route outside lambdas/routes.ts (a unit test's) has no limit.
 */
async function spendRateLimit(schemas: RouteSchemas, routeKey: string, userId: string): Promise<void> {
  const declared = declaredRateLimit(routeKey);
  if (!declared) return;
  if (!schemas.rateLimit) throw new Error(`${routeKey} declares a rate limit its handler does not pass`);
  await schemas.rateLimit(userId, declared);
}

function parseJsonBody(event: RouteEvent): unknown {
  const text =
    event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw new HttpError(400, 'Geçersiz JSON.');
  }
}

function validate<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, firstIssueMessage(result.error.issues));
  return result.data;
}

/**
 * For a union (details or interests) zod reports one generic issue; the branch with the fewest issues
 * is the one the client meant, so its first issue is the useful message.
 */
function firstIssueMessage(issues: readonly z.core.$ZodIssue[]): string {
  const [first] = issues;
  if (!first) return 'Geçersiz istek.';
  if (first.code === 'invalid_union' && first.errors.length > 0) {
    const closest = first.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return firstIssueMessage(closest);
  }
  return first.message;
}

function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}
