/**
 * The local HTTP API: routes from lambdas/routes.ts, the real authorizer the endpoint's access names (signed-in or
 * moderator; a 403 when it does not authorize), then the real route handler,
 * with the cloud's limits (10 MB payload, 30 s integration timeout), its error answers (400 Bad Request,
 * 401 Unauthorized, 403 Forbidden, 404 Not Found, 413, 500, 503) and CORS for the web origin. It also serves the
 * local test clock (test-clock.ts), which the cloud has not.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeKeyOf } from '../../lambdas/contracts/endpoint';
import { routeAuthorizers, routes } from '../../lambdas/routes';
import { type FunctionDefinition, type RouteDefinition } from '../../lambdas/function-kinds';
import { buildAuthorizerEvent, buildProxyEvent, toHttpAnswer, type HttpAnswer } from './api-event';
import { invokeHandler, LambdaTimeoutError } from './handlers';
import { close, listen, PayloadTooLargeError, readBody } from './http';
import { answerTestClock, testClockPath, type TestClock } from './test-clock';
import type { AccessLogWriter } from './access-log-writer';

const payloadLimitBytes = 10 * 1024 * 1024;
const integrationTimeoutMs = 30_000;
const authorizerTimeoutMs = 10_000;

interface CompiledRoute {
  definition: RouteDefinition;
  routeKey: string;
  pattern: RegExp;
  parameterNames: string[];
}

/** `{name}` matches one path segment, `{name+}` the rest of the path, as in API Gateway. */
function compileRoute(definition: RouteDefinition): CompiledRoute {
  const parameterNames: string[] = [];
  const source = definition.endpoint.path
    .split('/')
    .map((segment) => {
      const parameter = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]);
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return {
    definition,
    routeKey: routeKeyOf(definition.endpoint),
    pattern: new RegExp(`^${source}$`),
    parameterNames,
  };
}

const compiledRoutes = routes.map(compileRoute);

function findRoute(method: string, pathname: string) {
  for (const route of compiledRoutes) {
    if (route.definition.endpoint.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const pathParameters = Object.fromEntries(
      route.parameterNames.map((name, index) => [name, decodeURIComponent(match[index + 1])]),
    );
    return { route, pathParameters: route.parameterNames.length > 0 ? pathParameters : undefined };
  }
  return undefined;
}

function jsonAnswer(statusCode: number, message: string): HttpAnswer {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ message })),
  };
}

interface AuthorizerResult {
  isAuthorized?: boolean;
  context?: Record<string, unknown>;
}

/**
 * API Gateway URL-decodes the path before it matches a route; a path that does not decode (`%ZZ`, a lone
 * `%`, a cut or surrogate UTF-8 sequence such as `%ED%A0%80`) is refused with 400 before any authorizer
 * or route runs.
 */
function decodesAsPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The authorizer in front of a signed-in route: the event with its context, or the gateway's refusal. */
async function authorize(
  authorizer: FunctionDefinition,
  event: APIGatewayProxyEventV2,
): Promise<APIGatewayProxyEventV2 | HttpAnswer> {
  // Identity source $request.header.Authorization: without it API Gateway answers 401 by itself.
  if (!event.headers.authorization) return jsonAnswer(401, 'Unauthorized');
  let authorization: AuthorizerResult;
  try {
    authorization = (await invokeHandler(
      authorizer.handler,
      buildAuthorizerEvent(event),
      authorizerTimeoutMs,
    )) as AuthorizerResult;
  } catch (error) {
    if ((error as Error).message === 'Unauthorized') return jsonAnswer(401, 'Unauthorized');
    console.error(`[api] authorizer failed: ${(error as Error).message}`);
    return jsonAnswer(500, 'Internal Server Error');
  }
  if (authorization?.isAuthorized !== true) return jsonAnswer(403, 'Forbidden');
  return {
    ...event,
    requestContext: { ...event.requestContext, authorizer: { lambda: authorization.context ?? {} } },
  } as APIGatewayProxyEventV2;
}

/** The request's body, or the gateway's 413 for one over the cloud's limit. */
async function bodyOf(request: IncomingMessage): Promise<Buffer | HttpAnswer> {
  try {
    return await readBody(request, payloadLimitBytes);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return jsonAnswer(413, 'Request Entity Too Large');
    throw error;
  }
}

async function answer(request: IncomingMessage, url: URL, testClock: TestClock): Promise<HttpAnswer> {
  if (!decodesAsPath(url.pathname)) return jsonAnswer(400, 'Bad Request');
  if (url.pathname === testClockPath) {
    const body = await bodyOf(request);
    if (!Buffer.isBuffer(body)) return body;
    return toHttpAnswer(await answerTestClock(testClock, request.method, body));
  }
  const found = findRoute(request.method ?? 'GET', url.pathname);
  if (!found) return jsonAnswer(404, 'Not Found');
  const { route, pathParameters } = found;

  const body = await bodyOf(request);
  if (!Buffer.isBuffer(body)) return body;
  const event = buildProxyEvent({ request, url, body, routeKey: route.routeKey, pathParameters });
  const { access = 'signed-in' } = route.definition.endpoint;
  const invoked = access === 'public' ? event : await authorize(routeAuthorizers[access], event);
  if ('statusCode' in invoked) return invoked;

  try {
    return toHttpAnswer(await invokeHandler(route.definition.handler, invoked, integrationTimeoutMs));
  } catch (error) {
    if (error instanceof LambdaTimeoutError) {
      console.error(`[api] ${route.routeKey} timed out after ${integrationTimeoutMs} ms`);
      return jsonAnswer(503, 'Service Unavailable');
    }
    console.error(`[api] ${route.routeKey} failed:`, error);
    return jsonAnswer(500, 'Internal Server Error');
  }
}

function corsHeaders(request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

function isPreflight(request: IncomingMessage): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

export async function startApiGateway(options: {
  port: number;
  allowedOrigins: readonly string[];
  logRequests: boolean;
  testClock: TestClock;
  accessLog: AccessLogWriter;
}): Promise<{ stop(): Promise<void> }> {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const cors = corsHeaders(request, options.allowedOrigins);
    if (isPreflight(request)) {
      const preflightHeaders = cors['access-control-allow-origin']
        ? {
            ...cors,
            'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
            'access-control-allow-headers': 'authorization,content-type',
            'access-control-max-age': '600',
          }
        : {};
      response.writeHead(204, preflightHeaders).end();
      return;
    }
    let result: HttpAnswer;
    try {
      result = await answer(request, url, options.testClock);
    } catch (error) {
      console.error('[api] gateway error:', error);
      result = jsonAnswer(500, 'Internal Server Error');
    }
    response.writeHead(result.statusCode, {
      ...result.headers,
      ...cors,
      'content-length': result.body.length,
    });
    response.end(result.body);
    options.accessLog.record({
      method: request.method ?? 'GET',
      path: url.pathname,
      status: result.statusCode,
      latencyMs: Date.now() - started,
      sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      userAgent: request.headers['user-agent'] ?? '',
    });
    if (options.logRequests) {
      console.log(`[api] ${request.method} ${url.pathname} ${result.statusCode} ${Date.now() - started} ms`);
    }
  };
  const server: Server = createServer((request, response) => void handle(request, response));
  await listen(server, options.port, 'API gateway');
  return { stop: () => close(server) };
}
