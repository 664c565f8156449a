/** Builders for the API Gateway v2 events and Lambda context that route handlers receive. */
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import './env';
import type { RouteEvent } from '../../../lambdas/platform/route';
import { originSecretHeader, viewerAddressHeader } from '../../../lambdas/contracts/endpoint';

export const callerId = 'user-123';
export const callerCognitoUsername = 'ayse@example.com';

interface RouteEventParts {
  body?: unknown;
  rawBody?: string;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  headers?: Record<string, string>;
  userId?: string;
  /** the caller's Cognito groups, space-separated, as the authorizer passes them */
  groups?: string;
}

/** What the site's distribution adds to every request it forwards (the unit environment's origin secret). */
export const throughSiteHeaders = {
  [originSecretHeader]: process.env.ORIGIN_SECRET ?? '',
  [viewerAddressHeader]: '127.0.0.1:50123',
};

/** A request that came through the site: `headers` are added to what the site sends. */
export function routeEvent(parts: RouteEventParts = {}): RouteEvent {
  const userId = parts.userId ?? callerId;
  return {
    version: '2.0',
    routeKey: 'ANY /unit',
    rawPath: '/unit',
    rawQueryString: '',
    headers: { ...throughSiteHeaders, ...(parts.headers ?? { 'content-type': 'application/json' }) },
    body: parts.rawBody ?? (parts.body === undefined ? undefined : JSON.stringify(parts.body)),
    isBase64Encoded: false,
    pathParameters: parts.pathParameters,
    queryStringParameters: parts.queryStringParameters,
    requestContext: {
      accountId: '123456789012',
      apiId: 'unit',
      domainName: 'api.squad.test',
      domainPrefix: 'api',
      http: { method: 'GET', path: '/unit', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'request-1',
      routeKey: 'ANY /unit',
      stage: '$default',
      time: '01/Jan/2026:00:00:00 +0000',
      timeEpoch: 0,
      authorizer: { lambda: { userId, username: callerCognitoUsername, groups: parts.groups ?? '' } },
    },
  };
}

export const lambdaContext: Context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'unit-function',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-central-1:123456789012:function:unit-function',
  memoryLimitInMB: '256',
  awsRequestId: 'aws-request-1',
  logGroupName: '/aws/lambda/unit-function',
  logStreamName: 'unit-stream',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};

type RouteHandler = (event: RouteEvent, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** Invokes a route handler and parses its JSON answer. */
export async function invoke(handler: RouteHandler, event: RouteEvent) {
  const response = await handler(event, lambdaContext);
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body ?? 'null'),
  };
}
