/**
 * A local stand-in for a browser's push service (FCM, Mozilla's autopush, Apple's): it takes a message for a
 * subscription as RFC 8030 push services do, `POST /push/{id}`, and keeps it instead of waking a phone. The Web Push
 * sender reaches it with the unchanged `web-push` request, so it checks what a real service checks: the VAPID JWT
 * of RFC 8292 (`Authorization: vapid t=<jwt>, k=<public key>`: ES256, signed by that key, `aud` this service's
 * origin, `exp` within 24 hours, `sub` a mailto: or https: contact), a `TTL` header, the aes128gcm encoding and
 * the 4,096-byte limit. It answers 201 with a `Location`, as they do; an id it was told is gone
 * (`DELETE /push/{id}`, optionally `?status=404`) answers 410 (or 404) from then on, as a service does once the
 * browser dropped the subscription.
 *
 * What it took is listed newest last at `GET /messages` as JSON (`[{subscriptionId, endpoint, receivedAt,
 * headers, bodyBase64}]`, what the tests read), and at `/` as a page for a person. The body stays encrypted:
 * only the subscriber's private key opens it. Messages live in memory, the last 500.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { close, listen, PayloadTooLargeError, readBody, sendJson } from './http';

/** RFC 8030 and every real service: a message's encrypted body is at most 4,096 bytes. */
const maxBodyBytes = 4096;
const keptMessages = 500;
const maxTokenLifetimeSeconds = 24 * 3600;

export interface ReceivedPushMessage {
  readonly subscriptionId: string;
  readonly endpoint: string;
  readonly receivedAt: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyBase64: string;
}

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url');

/** Why the request's VAPID authorization fails, or undefined when it holds. */
export function vapidProblem(
  authorization: string | undefined,
  origin: string,
  nowSeconds: number,
): string | undefined {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const parts = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.trim(), value.join('=').trim()];
    }),
  );
  const token = parts.t;
  const publicKey = parts.k;
  if (!token || !publicKey) return 'the authorization lacks t= or k=';
  const [headerPart, claimsPart, signaturePart] = token.split('.');
  if (!headerPart || !claimsPart || !signaturePart) return 'the token is no JWT';
  let header: { alg?: unknown };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header = JSON.parse(fromBase64Url(headerPart).toString('utf8')) as typeof header;
    claims = JSON.parse(fromBase64Url(claimsPart).toString('utf8')) as typeof claims;
  } catch {
    return 'the token is no JWT';
  }
  if (header.alg !== 'ES256') return 'the token is not ES256';
  const point = fromBase64Url(publicKey);
  if (point.length !== 65 || point[0] !== 4) return 'k is no uncompressed P-256 key';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${headerPart}.${claimsPart}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, fromBase64Url(signaturePart))) {
    return 'the signature does not verify with k';
  }
  if (claims.aud !== origin) return `aud is not ${origin}`;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return 'the token expired';
  if (claims.exp > nowSeconds + maxTokenLifetimeSeconds) return 'exp is more than 24 hours ahead';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    return 'sub is no mailto: or https: contact';
  }
  return undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function messagesPage(messages: readonly ReceivedPushMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.subscriptionId)}</td>` +
        `<td>${escapeHtml(m.headers.urgency ?? 'normal')}</td><td>${escapeHtml(m.headers.ttl ?? '')}</td>` +
        `<td>${escapeHtml(m.headers.topic ?? '')}</td><td>${Buffer.from(m.bodyBase64, 'base64').length} B</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Local Web Push service</title><style>body{font:14px system-ui;margin:1rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;overflow-wrap:anywhere}</style></head><body>
<h1>Web Push messages received</h1><p>${messages.length} kept, newest first. Bodies are encrypted for the
subscriber's device (aes128gcm); the JSON at <a href="/messages">/messages</a> holds them.</p>
<table><thead><tr><th>Received</th><th>Subscription</th><th>Urgency</th><th>TTL</th><th>Topic</th><th>Body</th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`;
}

export interface WebPushService {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startWebPushService(options: { port: number }): Promise<WebPushService> {
  const messages: ReceivedPushMessage[] = [];
  const gone = new Map<string, 404 | 410>();
  const origin = `http://localhost:${options.port}`;

  async function receive(request: IncomingMessage, response: ServerResponse, id: string): Promise<void> {
    const goneStatus = gone.get(id);
    if (goneStatus) {
      sendJson(response, goneStatus, { error: 'push subscription has unsubscribed or expired' });
      return;
    }
    // The sender may name the service by either loopback name; the token's audience is the origin it used.
    const host = request.headers.host ?? '';
    const requestOrigin = host.startsWith('127.0.0.1') ? `http://${host}` : origin;
    const problem = vapidProblem(request.headers.authorization, requestOrigin, Math.floor(Date.now() / 1000));
    if (problem) {
      sendJson(response, 403, { error: `VAPID: ${problem}` });
      return;
    }
    if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) {
      sendJson(response, 400, { error: 'a TTL header is required' });
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof PayloadTooLargeError)) throw error;
      sendJson(response, 413, { error: `the body exceeds ${maxBodyBytes} bytes` });
      return;
    }
    if (body.length > 0 && request.headers['content-encoding'] !== 'aes128gcm') {
      sendJson(response, 415, { error: 'the body must be aes128gcm-encoded' });
      return;
    }
    const headers = Object.fromEntries(
      ['ttl', 'urgency', 'topic', 'content-encoding', 'content-type', 'content-length'].flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    messages.push({
      subscriptionId: id,
      endpoint: `${origin}/push/${id}`,
      receivedAt: new Date().toISOString(),
      headers,
      bodyBase64: body.toString('base64'),
    });
    messages.splice(0, Math.max(0, messages.length - keptMessages));
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}`, 'content-length': '0' });
    response.end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const pushId = /^\/push\/([A-Za-z0-9_-]{1,200})$/.exec(url.pathname)?.[1];
    const handled = (async () => {
      if (pushId && request.method === 'POST') return receive(request, response, pushId);
      if (pushId && request.method === 'DELETE') {
        gone.set(pushId, url.searchParams.get('status') === '404' ? 404 : 410);
        response.writeHead(204).end();
        return;
      }
      if (url.pathname === '/messages' && request.method === 'GET') return sendJson(response, 200, messages);
      if (url.pathname === '/' && request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(messagesPage(messages));
        return;
      }
      sendJson(response, 404, { error: 'not found' });
    })();
    handled.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  await listen(server, options.port, 'Web Push service');
  return { url: origin, stop: () => close(server) };
}
