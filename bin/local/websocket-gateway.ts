/**
 * The local twin of the WebSocket API (lib/live.ts), built from the same function list: a `ws` server that runs the
 * connection authorizer and each route's function ($connect, $disconnect and the messages' actions) with API
 * Gateway's WebSocket events, answers the `ping` route as the cloud's mock integration does (no function, no
 * answer), closes a connection idle for 10 minutes or open for 2 hours as API Gateway does, and serves API
 * Gateway's management API (`POST`/`GET`/`DELETE /@connections/{id}`) on the same port, so the live-update
 * consumer's SDK client posts to the sockets through its endpoint variable alone. A connection's age is read on the
 * platform clock, the one $connect stamps the connection's item with: when the test clock moves past its 2 hours,
 * the socket closes as the item expires, and the page opens a new one rather than keep a socket no live update
 * reaches.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { connectionAuthorizer, webSocketRoutes } from '../../lambdas/routes';
import { livePingRouteKey } from '../../lambdas/contracts/live';
import { clock } from '../../lambdas/platform/clock';
import { localNames } from './config';
import { invokeHandler } from './handlers';
import { close, listen, readBody, sendJson } from './http';

export interface WebSocketGatewayOptions {
  port: number;
  logRequests: boolean;
  /** @default 10 minutes, API Gateway's idle timeout */
  idleTimeoutMs?: number;
  /** @default 2 hours, API Gateway's longest connection */
  maxLifetimeMs?: number;
}

export interface WebSocketGateway {
  /** what the browser connects to (`websocketUrl` of /config.json) */
  url: string;
  /** the management API's endpoint (`WEBSOCKET_CALLBACK_URL`) */
  callbackUrl: string;
  /** connections open now */
  connectionCount(): number;
  /** Closes the connections the moved platform clock made older than their longest life; a move calls it. */
  clockMoved(): void;
  stop(): Promise<void>;
}

/** The stage name the cloud's WebSocket API serves at (lib/live.ts). */
export const webSocketStageName = 'live';

/** Where the gateway on `port` is reached: known before it starts, as the handlers read it at load. */
export function webSocketGatewayUrls(port: number): { url: string; callbackUrl: string } {
  return {
    url: `ws://localhost:${port}/${webSocketStageName}`,
    callbackUrl: `http://localhost:${port}/${webSocketStageName}`,
  };
}

const handlerTimeoutMs = 10_000;
const postLimitBytes = 128 * 1024;
const connectionsPath = /^(?:\/[^/@]+)?\/@connections\/([^/]+)$/;

interface Connection {
  socket: WebSocket;
  authorizer: Record<string, unknown>;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
  /** [idle timer, lifetime timer] */
  timers: NodeJS.Timeout[];
}

function routeFunction(routeKey: '$connect' | '$disconnect') {
  const route = webSocketRoutes.find((candidate) => candidate.routeKey === routeKey);
  if (!route) throw new Error(`The function list has no WebSocket route ${routeKey}`);
  return route;
}

/** A message's `action`, as the API's route selection expression (`$request.body.action`) reads it. */
function actionOf(data: unknown): string | undefined {
  try {
    const action = (JSON.parse(String(data)) as { action?: unknown }).action;
    return typeof action === 'string' ? action : undefined;
  } catch {
    return undefined;
  }
}

/** The function list's route for an action a tab sends ($connect and $disconnect are not sent). */
const messageRouteOf = (action: string | undefined) =>
  action === undefined || action.startsWith('$')
    ? undefined
    : webSocketRoutes.find((candidate) => candidate.routeKey === action);

function requestContext(
  connectionId: string,
  routeKey: string,
  eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE',
  request: { sourceIp: string; userAgent: string },
  authorizer?: Record<string, unknown>,
) {
  const now = clock.now();
  return {
    routeKey,
    eventType,
    messageId: randomBytes(8).toString('base64url'),
    extendedRequestId: randomBytes(8).toString('base64url'),
    requestTime: now.toISOString(),
    messageDirection: 'IN',
    stage: webSocketStageName,
    connectedAt: now.getTime(),
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: request.sourceIp, userAgent: request.userAgent },
    requestId: randomBytes(8).toString('base64url'),
    domainName: 'localhost',
    connectionId,
    apiId: 'local',
    ...(authorizer ? { authorizer } : {}),
  };
}

function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

function headersOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(',') : value]],
    ),
  );
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function startWebSocketGateway(options: WebSocketGatewayOptions): Promise<WebSocketGateway> {
  const idleTimeoutMs = options.idleTimeoutMs ?? 10 * 60_000;
  const maxLifetimeMs = options.maxLifetimeMs ?? 2 * 3600_000;
  const connections = new Map<string, Connection>();
  const sockets = new WebSocketServer({ noServer: true });
  const log = (message: string) => {
    if (options.logRequests) console.error(`[websocket] ${message}`);
  };

  function touch(connectionId: string): void {
    const connection = connections.get(connectionId);
    if (!connection) return;
    connection.lastActiveAt = clock.now();
    // Idleness counts in real time: the page's pings do, whatever the test clock says.
    clearTimeout(connection.timers[0]);
    connection.timers[0] = setTimeout(() => connection.socket.close(1001, 'Going away'), idleTimeoutMs);
  }

  /** Closes the socket when it has lived its longest on the platform clock, now or later. */
  function armLifetime(connection: Connection): void {
    clearTimeout(connection.timers[1]);
    const leftMs = connection.connectedAt.getTime() + maxLifetimeMs - clock.now().getTime();
    const goAway = () => connection.socket.close(1001, 'Going away');
    if (leftMs <= 0) goAway();
    else connection.timers[1] = setTimeout(goAway, leftMs);
  }

  async function disconnect(connectionId: string): Promise<void> {
    const connection = connections.get(connectionId);
    if (!connection) return;
    connections.delete(connectionId);
    connection.timers.forEach(clearTimeout);
    const event = {
      requestContext: requestContext(
        connectionId,
        '$disconnect',
        'DISCONNECT',
        connection,
        connection.authorizer,
      ),
      isBase64Encoded: false,
    };
    try {
      await invokeHandler(routeFunction('$disconnect').handler, event, handlerTimeoutMs);
    } catch (error) {
      console.error(`[websocket] $disconnect failed: ${(error as Error).message}`);
    }
  }

  /** The authorizer, then $connect; the socket opens only if both let it. */
  async function connect(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const connectionId = randomBytes(12).toString('base64url');
    const caller = {
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      userAgent: request.headers['user-agent'] ?? '',
    };
    const headers = headersOf(request);
    const queryStringParameters = queryOf(url);
    const context = requestContext(connectionId, '$connect', 'CONNECT', caller);
    let authorizer: Record<string, unknown>;
    try {
      const result = (await invokeHandler(
        connectionAuthorizer.handler,
        {
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:${localNames.region}:${localNames.accountId}:local/${webSocketStageName}/$connect`,
          headers,
          queryStringParameters,
          requestContext: context,
        },
        handlerTimeoutMs,
      )) as { principalId: string; context?: Record<string, unknown>; policyDocument?: unknown };
      authorizer = { principalId: result.principalId, ...result.context };
    } catch (error) {
      if ((error as Error).message !== 'Unauthorized') {
        console.error(`[websocket] authorizer failed: ${(error as Error).message}`);
        refuse(socket, 500, 'Internal Server Error');
        return;
      }
      log('$connect 401');
      refuse(socket, 401, 'Unauthorized');
      return;
    }
    try {
      const answer = (await invokeHandler(
        routeFunction('$connect').handler,
        {
          requestContext: { ...context, authorizer },
          headers,
          queryStringParameters,
          isBase64Encoded: false,
        },
        handlerTimeoutMs,
      )) as { statusCode?: number } | undefined;
      const status = answer?.statusCode ?? 200;
      if (status < 200 || status > 299) {
        refuse(socket, status, 'Refused');
        return;
      }
    } catch (error) {
      console.error(`[websocket] $connect failed: ${(error as Error).message}`);
      refuse(socket, 500, 'Internal Server Error');
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      const connection: Connection = {
        socket: webSocket,
        authorizer,
        connectedAt: new Date(context.connectedAt),
        lastActiveAt: clock.now(),
        ...caller,
        timers: [],
      };
      connections.set(connectionId, connection);
      armLifetime(connection);
      touch(connectionId);
      log(`$connect ${connectionId}`);
      webSocket.on('message', (data) => {
        touch(connectionId);
        // The ping route's mock integration answers nothing; a route with a function runs it and, with no route
        // response configured (lib/live.ts), answers nothing either; any other action has no route.
        const action = actionOf(data);
        if (action === livePingRouteKey) return;
        const route = messageRouteOf(action);
        if (!route) {
          webSocket.send(JSON.stringify({ message: 'Forbidden', connectionId }));
          return;
        }
        const event = {
          requestContext: requestContext(connectionId, route.routeKey, 'MESSAGE', connection, authorizer),
          body: String(data),
          isBase64Encoded: false,
        };
        invokeHandler(route.handler, event, handlerTimeoutMs).catch((error: Error) => {
          console.error(`[websocket] ${route.routeKey} failed: ${error.message}`);
          webSocket.send(JSON.stringify({ message: 'Internal server error', connectionId }));
        });
      });
      webSocket.on('close', () => void disconnect(connectionId));
    });
  }

  /** The management API: what the SDK's ApiGatewayManagementApiClient sends. */
  async function manage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const match = connectionsPath.exec(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!match) {
      sendJson(response, 404, { message: 'Not Found' });
      return;
    }
    const connectionId = decodeURIComponent(match[1]);
    const connection = connections.get(connectionId);
    const body = await readBody(request, postLimitBytes);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      sendJson(response, 410, { message: 'Gone' }, { 'x-amzn-errortype': 'GoneException' });
      return;
    }
    switch (request.method) {
      case 'POST':
        connection.socket.send(body.toString('utf8'));
        response.writeHead(200).end();
        return;
      case 'DELETE':
        connection.socket.close(1000, 'Closed by the server');
        response.writeHead(204).end();
        return;
      case 'GET':
        sendJson(response, 200, {
          ConnectedAt: connection.connectedAt.toISOString(),
          LastActiveAt: connection.lastActiveAt.toISOString(),
          Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
        });
        return;
      default:
        sendJson(response, 404, { message: 'Not Found' });
    }
  }

  const server: Server = createServer((request, response) => {
    manage(request, response).catch((error: Error) => {
      console.error(`[websocket] management API: ${error.message}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
    });
  });
  server.on('upgrade', (request, socket, head) => {
    connect(request, socket, head).catch((error: Error) => {
      console.error(`[websocket] ${error.message}`);
      socket.destroy();
    });
  });
  await listen(server, options.port, 'WebSocket gateway');
  return {
    ...webSocketGatewayUrls(options.port),
    connectionCount: () => connections.size,
    clockMoved: () => connections.forEach(armLifetime),
    async stop() {
      for (const connection of connections.values()) connection.socket.terminate();
      await Promise.all([...connections.keys()].map(disconnect));
      sockets.close();
      await close(server);
    },
  };
}
