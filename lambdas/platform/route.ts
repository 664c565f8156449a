/**
 * The one wrapper every route handler goes through: its endpoint's description (lambdas/contracts/endpoints/)
 * gives the schemas, the rate limits, who may call and how the answer is sent; the wrapper refuses a request that
 * did not come through the site's distribution, parses and validates the input, takes the caller's identity from
 * the authorizer, spends the rate limits, and maps failures to status codes. Handlers only say what the route does.
 */
import { createHash } from 'node:crypto';
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type {
  APIGatewayProxyEventV2WithLambdaAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import * as z from 'zod/mini';
// A named import: `z.locales.tr()` would bundle every language zod ships (about 260 KB).
import { tr as turkish } from 'zod/locales';
import { HttpError, invalidInput, refusal, unhandledRouteErrorMessage } from './errors';
import { apiRefusals, moderationRefusals } from '../contracts/refusals';
import { logger } from './logger';
import { requiredEnv } from './env';
import { addressRateLimit, endpointRateLimit, type RouteRateLimit } from './rate-limits';
import { rateLimit as tableRateLimit } from './rate-limits-table';
import { addressCaller, isOriginSecret, viewerIp } from './viewer';
import {
  bodyMediaTypes,
  isModerator,
  originSecretHeader,
  routeKeyOf,
  viewerAddressHeader,
  type AnswerOf,
  type EndpointDescription,
  type RawAnswer,
} from '../contracts/endpoint';

// Zod's built-in messages reach users in 400 answers; the product speaks Turkish.
z.config(turkish());

/** What the site's distribution sends in originSecretHeader (lib/site.ts; locally bin/local/web.ts). */
const originSecret = requiredEnv('ORIGIN_SECRET');

/** What the authorizer puts at event.requestContext.authorizer.lambda. */
export interface AuthorizerContext {
  userId: string;
  username: string;
  /** the caller's Cognito groups, space-separated ('' for none) */
  groups: string;
}
export type RouteEvent = APIGatewayProxyEventV2WithLambdaAuthorizer<AuthorizerContext>;

/**
 * Spends one of the caller's requests under the endpoint's limit, or throws (a 429 HttpError once it is spent).
 * The caller is a user id, `secret:<SHA-256 of the secret>` or `address:<viewer address>` on a public endpoint.
 */
export type RateLimiter = (caller: string, rateLimit: RouteRateLimit) => Promise<void>;

export interface RouteOptions {
  /** @default the table's counters (rate-limits-table.ts); unit tests pass their own */
  rateLimit?: RateLimiter;
}

type Parsed<E, Field extends 'params' | 'query' | 'body'> = E extends {
  readonly [F in Field]: infer Schema extends z.ZodMiniType;
}
  ? z.output<Schema>
  : undefined;

/** The signed-in caller, from the authorizer; a public endpoint has none. */
type Caller<E> = E extends { readonly access: 'public' }
  ? { sourceIp: string }
  : {
      /** the caller's Cognito `sub` */
      userId: string;
      /** the caller's Cognito user name (the e-mail for password users), for user-pool calls */
      cognitoUsername: string;
      /** the viewer's address, as CloudFront saw it (a payment provider asks for the buyer's) */
      sourceIp: string;
    };

export type RouteInput<E> = {
  body: Parsed<E, 'body'>;
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
} & Caller<E>;

/** A JSON endpoint's handler answers a body (and a status); a raw one answers the whole HTTP answer. */
export type RouteAnswer<E> = E extends { readonly answerFormat: 'raw' }
  ? RawAnswer
  : { statusCode?: number; body: AnswerOf<E> };

export function httpRoute<const E extends EndpointDescription>(
  endpoint: E,
  run: (input: RouteInput<E>) => Promise<RouteAnswer<E>>,
  options: RouteOptions = {},
) {
  return middy<RouteEvent, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { logEvent: false }))
    .handler(async (event) => {
      try {
        const sourceIp = viewerThroughSite(event);
        const input = parseInput(endpoint, event, sourceIp);
        await spendRateLimits(endpoint, options.rateLimit ?? tableRateLimit, input);
        const answer = (await run(input as RouteInput<E>)) as
          RawAnswer | { statusCode?: number; body: unknown };
        return endpoint.answerFormat === 'raw'
          ? (answer as RawAnswer)
          : jsonResponse(answer.statusCode ?? 200, (answer as { body: unknown }).body);
      } catch (error) {
        if (error instanceof HttpError) return jsonResponse(error.statusCode, error.toBody());
        logger.error(unhandledRouteErrorMessage, error as Error);
        return jsonResponse(500, { message: apiRefusals.UNEXPECTED });
      }
    });
}

interface UntypedInput {
  body: unknown;
  params: unknown;
  query: unknown;
  userId?: string;
  cognitoUsername?: string;
  sourceIp: string;
}

/**
 * The viewer's address, from CloudFront's header, once the origin secret shows the request came through the site's
 * distribution; a request that did not (the API's own endpoint called directly) is refused, whatever its route.
 */
function viewerThroughSite(event: RouteEvent): string {
  const ip = viewerIp(event.headers[viewerAddressHeader]);
  if (!isOriginSecret(event.headers[originSecretHeader], originSecret) || !ip) {
    throw refusal(403, apiRefusals, 'NOT_THROUGH_SITE');
  }
  return ip;
}

function parseInput(endpoint: EndpointDescription, event: RouteEvent, sourceIp: string): UntypedInput {
  // The caller first: a non-moderator learns nothing of a moderator route's schemas.
  const caller = endpoint.access === 'public' ? {} : signedInCaller(endpoint, event);
  return {
    body: endpoint.body ? validate(endpoint.body, parseBody(endpoint, event)) : undefined,
    params: endpoint.params ? validate(endpoint.params, event.pathParameters ?? {}) : undefined,
    query: endpoint.query ? validate(endpoint.query, event.queryStringParameters ?? {}) : undefined,
    ...caller,
    sourceIp,
  };
}

function signedInCaller(endpoint: EndpointDescription, event: RouteEvent) {
  const caller = event.requestContext.authorizer?.lambda;
  // API Gateway never invokes a signed-in route without a successful authorizer; a missing context is a wiring fault.
  if (!caller?.userId) throw new Error('Route invoked without authorizer context');
  // The moderator authorizer has refused non-moderators already; this holds should a route be wired without it.
  if (endpoint.access === 'moderator' && !isModerator(caller.groups)) {
    throw refusal(403, moderationRefusals, 'NOT_A_MODERATOR');
  }
  return { userId: caller.userId, cognitoUsername: caller.username };
}

/**
 * Whose counter a request spends: the signed-in user's, or on a public endpoint the one of the secret it carries,
 * under the secret's SHA-256 (the table never holds a feed's token or a signed link).
 */
function rateLimitCaller(endpoint: EndpointDescription, input: UntypedInput): string {
  if (input.userId) return input.userId;
  const secret = endpoint.rateLimit?.perSecret;
  if (!secret) throw new Error(`${routeKeyOf(endpoint)}: a public endpoint's rate limit names its secret`);
  const value = (input[secret.in] as Record<string, unknown> | undefined)?.[secret.name];
  if (typeof value !== 'string')
    throw new Error(`${routeKeyOf(endpoint)}: no ${secret.name} in its ${secret.in}`);
  return `secret:${createHash('sha256').update(value).digest('base64url')}`;
}

/**
 * After validation: a request refused as bad input costs nothing (and could not have written anything). A public
 * endpoint's viewer address first, so made-up secrets from one address stop costing counters once it is spent.
 */
async function spendRateLimits(
  endpoint: EndpointDescription,
  rateLimit: RateLimiter,
  input: UntypedInput,
): Promise<void> {
  const perAddress = addressRateLimit(endpoint);
  if (perAddress) await rateLimit(addressCaller(input.sourceIp), perAddress);
  const perCaller = endpointRateLimit(endpoint);
  if (perCaller) await rateLimit(rateLimitCaller(endpoint, input), perCaller);
}

function parseBody(endpoint: EndpointDescription, event: RouteEvent): unknown {
  const text =
    event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const format = endpoint.bodyFormat ?? 'json';
  // A body of another type is never read as this one: a cross-site form post (text/plain, no preflight)
  // must not pass for JSON, nor anything else for a form.
  if (text && mediaTypeOf(event.headers['content-type']) !== bodyMediaTypes[format]) {
    throw refusal(415, apiRefusals, format === 'form' ? 'NOT_FORM' : 'NOT_JSON');
  }
  if (format === 'form') return Object.fromEntries(new URLSearchParams(text ?? ''));
  try {
    return JSON.parse(text ?? '');
  } catch {
    throw refusal(400, apiRefusals, 'BAD_JSON');
  }
}

/** "Application/JSON; charset=utf-8" -> "application/json". */
const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

function validate<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(firstIssueMessage(result.error.issues));
  return result.data;
}

/**
 * For a union (details or interests) zod reports one generic issue; the branch with the fewest issues
 * is the one the client meant, so its first issue is the useful message.
 */
function firstIssueMessage(issues: readonly z.core.$ZodIssue[]): string {
  const [first] = issues;
  if (!first) return apiRefusals.BAD_REQUEST;
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
