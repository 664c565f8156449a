/**
 * API Gateway HTTP API (payload format 2.0) on the wire and back: builds the event a Lambda
 * integration or authorizer receives from a node:http request, and maps a handler's result to the
 * HTTP response, as the cloud does.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  APIGatewayRequestAuthorizerEventV2,
} from 'aws-lambda';

export interface MatchedRequest {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  routeKey: string;
  pathParameters?: Record<string, string>;
}

const textContentType =
  /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|[^;]*\+(json|xml))/i;
const accountId = '000000000000';
const apiId = 'local';

function formatRequestTime(date: Date): string {
  const [, day, month, year, time] = date.toUTCString().split(' ');
  return `${day}/${month}/${year}:${time} +0000`;
}

function collectHeaders(request: IncomingMessage): { headers: Record<string, string>; cookies?: string[] } {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') {
      cookies = joined
        .split(';')
        .map((cookie) => cookie.trim())
        .filter(Boolean);
    } else {
      headers[name] = joined;
    }
  }
  return { headers, cookies };
}

/** Repeated query parameters are joined with commas in payload 2.0. */
function collectQuery(url: URL): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return Object.keys(query).length > 0 ? query : undefined;
}

export function buildProxyEvent(matched: MatchedRequest): APIGatewayProxyEventV2 {
  const { request, url, body, routeKey } = matched;
  const { headers, cookies } = collectHeaders(request);
  const now = new Date();
  const isText = body.length === 0 || textContentType.test(headers['content-type'] ?? '');
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies ? { cookies } : {}),
    headers,
    queryStringParameters: collectQuery(url),
    pathParameters: matched.pathParameters,
    requestContext: {
      accountId,
      apiId,
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0],
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0
      ? { body: isText ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !isText }
      : { isBase64Encoded: false }),
  };
}

/** The REQUEST authorizer event for identity source $request.header.Authorization. */
export function buildAuthorizerEvent(event: APIGatewayProxyEventV2): APIGatewayRequestAuthorizerEventV2 {
  const withoutBody: Partial<APIGatewayProxyEventV2> = { ...event };
  delete withoutBody.body;
  delete withoutBody.isBase64Encoded;
  return {
    ...withoutBody,
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:eu-central-1:${accountId}:${apiId}/$default/${event.routeKey.replace(' ', '')}`,
    identitySource: [event.headers.authorization ?? ''],
  } as APIGatewayRequestAuthorizerEventV2;
}

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Payload 2.0 result rules: a structured result is used as is; anything else becomes a 200 JSON body. */
export function toHttpAnswer(result: unknown): HttpAnswer {
  const structured =
    result !== null && typeof result === 'object' && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : undefined;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  if (!headers['content-type'] && structured.body !== undefined) headers['content-type'] = 'application/json';
  const rawBody = structured.body ?? '';
  const body = structured.isBase64Encoded ? Buffer.from(rawBody, 'base64') : Buffer.from(rawBody, 'utf8');
  return { statusCode: structured.statusCode ?? 200, headers, body };
}
