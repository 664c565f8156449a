/**
 * The web app on the web port: the Vite dev server ('dev') or the built SPA from web/dist with an
 * index.html fallback ('dist'), both serving the generated /config.json as CloudFront does, and robots.txt and
 * sitemap.xml written for this origin. Like the site's distribution, both hand the API's paths (/private/ and any
 * public prefix) to the API gateway, so the SPA calls its own origin with no CORS preflight; the local stack adds
 * its own /__local/ (the test clock), which the cloud's distribution never forwards. Like the distribution's event
 * links' function (lib/link-preview-router.ts), both hand a chat app's crawler asking for an event link the API's
 * link preview, and everyone else the SPA. The dist server compresses (Brotli or gzip) as CloudFront does, so
 * local measurements hold. Like the distribution, the site adds the origin secret and the viewer's address to what
 * it forwards to the API (whatever the viewer sent in their place), and the route wrapper refuses any request that
 * lacks the secret. With no web app ('none'), the site still runs, forwarding the API's paths alone.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../lambdas/contracts/site-config';
import { endpointPath, originSecretHeader, viewerAddressHeader } from '../../lambdas/contracts/endpoint';
import { getEventPreview } from '../../lambdas/contracts/endpoints/previews';
import { eventIdOfLink, isLinkPreviewCrawler } from '../../lambdas/contracts/link-previews';
import { robotsTxt, sitemapXml } from '../../web/src/app/crawlers';
import { close, listen, readBody } from './http';
import { loopbackHost } from './config';

/** The web app: Vite's dev server, the built web/dist, or none (the site forwards the API's paths alone). */
export type WebMode = 'dev' | 'dist' | 'none';

const repositoryRoot = path.resolve(__dirname, '../..');
const viteConfigFile = path.join(repositoryRoot, 'web/vite.config.mts');
const distDir = path.join(repositoryRoot, 'web/dist');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function sendConfig(response: ServerResponse, siteConfig: SiteConfig): void {
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(siteConfig));
}

/** robots.txt and sitemap.xml, written for this server's own origin (a sitemap needs absolute URLs). */
function generatedFile(pathname: string, siteUrl: string): { type: string; body: string } | undefined {
  if (pathname === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: robotsTxt(siteUrl) };
  if (pathname === '/sitemap.xml') return { type: 'application/xml', body: sitemapXml(siteUrl) };
  return undefined;
}

function sendGenerated(response: ServerResponse, file: { type: string; body: string }): void {
  response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' });
  response.end(file.body);
}

function siteConfigPlugin(siteConfig: SiteConfig, siteUrl: string): Plugin {
  return {
    name: 'squad-local-site-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => sendConfig(response, siteConfig));
      server.middlewares.use((request, response, next) => {
        const file = generatedFile(request.url ?? '', siteUrl);
        if (file) sendGenerated(response, file);
        else next();
      });
    },
  };
}

const localSiteUrl = (port: number) => `http://localhost:${port}`;

/** Where the site's origin sends the API's paths: the local gateway's URL and the endpoints' path prefixes. */
export interface ApiOrigin {
  url: string;
  pathPrefixes: readonly string[];
  /** What the site sends in originSecretHeader: the local stack's own secret, the routes' ORIGIN_SECRET. */
  originSecret: string;
}

/**
 * The headers the distribution sets on every request it forwards to the API: the origin secret, and the viewer's
 * address and port as CloudFront-Viewer-Address has them (an IPv4-mapped peer as its IPv4 address).
 */
export function throughSiteHeaders(request: IncomingMessage, originSecret: string): Record<string, string> {
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  return {
    [originSecretHeader]: originSecret,
    [viewerAddressHeader]: `${peer}:${request.socket.remotePort}`,
  };
}

/**
 * The API path of the link preview a request gets instead of the SPA: a crawler's GET of an event link (the
 * crawler list and the link pattern are the CloudFront function's, lambdas/contracts/link-previews.ts).
 */
export function linkPreviewPath(
  method: string | undefined,
  pathname: string,
  userAgent: string | undefined,
): string | undefined {
  const eventId = eventIdOfLink(pathname);
  if (eventId === undefined || method !== getEventPreview.method || !isLinkPreviewCrawler(userAgent)) {
    return undefined;
  }
  return endpointPath(getEventPreview, { id: eventId });
}

function linkPreviewPlugin(api: ApiOrigin): Plugin {
  return {
    name: 'squad-local-link-previews',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        const previewPath = linkPreviewPath(request.method, pathname, request.headers['user-agent']);
        if (previewPath) void sendFromApi(request, response, api, previewPath);
        else next();
      });
    },
  };
}

async function startViteDevServer(port: number, siteConfig: SiteConfig, api: ApiOrigin) {
  const vite = await import('vite');
  const server = await vite.createServer({
    configFile: viteConfigFile,
    server: {
      port,
      strictPort: true,
      host: loopbackHost,
      proxy: Object.fromEntries(
        api.pathPrefixes.map((prefix) => [
          prefix,
          {
            target: api.url,
            configure: (proxy) =>
              proxy.on('proxyReq', (proxyRequest, request) => {
                for (const [name, value] of Object.entries(throughSiteHeaders(request, api.originSecret))) {
                  proxyRequest.setHeader(name, value);
                }
              }),
          },
        ]),
      ),
    },
    plugins: [siteConfigPlugin(siteConfig, localSiteUrl(port)), linkPreviewPlugin(api)],
    clearScreen: false,
  });
  await server.listen();
  return { stop: () => server.close() };
}

export type ContentEncoding = 'br' | 'gzip';

/** What CloudFront compresses: text, JSON and SVG from 1,000 bytes to 10 MB (images and fonts are already). */
const compressibleType = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const compressibleSize = { min: 1_000, max: 10_000_000 };

/**
 * The encoding CloudFront would answer with: Brotli when the browser accepts it, else gzip, else none. An
 * encoding listed with q=0 is refused, as HTTP says.
 */
export function encodingFor(
  acceptEncoding: string | undefined,
  contentType: string,
  size: number,
): ContentEncoding | undefined {
  if (!compressibleType.test(contentType)) return undefined;
  if (size < compressibleSize.min || size > compressibleSize.max) return undefined;
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((entry) => entry.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body),
};

/** web/dist does not change while the server runs: each file is compressed once per encoding. */
const compressedFiles = new Map<string, Promise<Buffer>>();

function compressed(file: string, body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  let result = compressedFiles.get(key);
  if (!result) {
    result = compressors[encoding](body);
    compressedFiles.set(key, result);
  }
  return result;
}

/**
 * Headers of one connection, never forwarded (RFC 9110 section 7.6.1). Host is the origin's own, as CloudFront's
 * "all viewer headers but Host" sends it, and the answer is compressed here, as CloudFront does.
 */
const hopHeaders = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'accept-encoding',
]);

function forwardedHeaders(request: IncomingMessage, originSecret: string): Headers {
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !hopHeaders.has(name)) {
      forwarded.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }
  for (const [name, value] of Object.entries(throughSiteHeaders(request, originSecret))) {
    forwarded.set(name, value);
  }
  return forwarded;
}

/**
 * The API's answer to a request the site received (at `apiPath` when the site rewrote its path, as the event
 * links' function does), or CloudFront's 502 when the API cannot be reached.
 */
async function fromApi(
  request: IncomingMessage,
  api: ApiOrigin,
  apiPath = request.url ?? '/',
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const answer = await fetch(new URL(apiPath, api.url), {
      method: request.method,
      headers: forwardedHeaders(request, api.originSecret),
      // Any size: the gateway answers an oversized body with its own 413.
      body: hasBody ? new Uint8Array(await readBody(request, Infinity)) : undefined,
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!hopHeaders.has(name)) headers[name] = value;
    });
    return { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) };
  } catch (error) {
    console.error('[web] the API gateway did not answer:', error);
    return {
      status: 502,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ message: 'Bad Gateway' })),
    };
  }
}

async function sendFromApi(
  request: IncomingMessage,
  response: ServerResponse,
  api: ApiOrigin,
  apiPath?: string,
): Promise<void> {
  const { status, headers, body } = await fromApi(request, api, apiPath);
  const encoding = encodingFor(
    request.headers['accept-encoding'],
    headers['content-type'] ?? '',
    body.length,
  );
  const sent = encoding ? await compressors[encoding](body) : body;
  response.writeHead(status, {
    ...headers,
    'content-length': sent.length,
    vary: [headers.vary, 'accept-encoding'].filter(Boolean).join(', '),
    ...(encoding && { 'content-encoding': encoding }),
  });
  response.end(sent);
}

async function fileIfExists(file: string): Promise<string | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/** The site with no web app: the API's paths forwarded as the distribution forwards them, anything else 404. */
async function startApiOnlySite(port: number, api: ApiOrigin) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (api.pathPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      void sendFromApi(request, response, api);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    }
  });
  await listen(server, port, 'web server');
  return { stop: () => close(server) };
}

async function startDistServer(port: number, siteConfig: SiteConfig, api: ApiOrigin, builtWeb: string) {
  const indexFile = await fileIfExists(path.join(builtWeb, 'index.html'));
  if (!indexFile) throw new Error('web/dist/index.html is missing: run `npm run build:web` first');
  const server = createServer((request, response) => {
    void (async () => {
      const rawPathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const previewPath = linkPreviewPath(request.method, rawPathname, request.headers['user-agent']);
      if (previewPath) return sendFromApi(request, response, api, previewPath);
      if (api.pathPrefixes.some((prefix) => rawPathname.startsWith(prefix))) {
        return sendFromApi(request, response, api);
      }
      const pathname = decodeURIComponent(rawPathname);
      if (pathname === '/config.json') return sendConfig(response, siteConfig);
      const generated = generatedFile(pathname, localSiteUrl(port));
      if (generated) return sendGenerated(response, generated);
      const candidate = path.join(builtWeb, path.normalize(pathname));
      const file = (candidate.startsWith(builtWeb) && (await fileIfExists(candidate))) || indexFile;
      // Hashed build files never change under their name; everything else, the service worker (sw.js) and the web
      // app manifest among them, is revalidated on every use, as the site's bucket serves them (lib/site.ts).
      const isAsset = file !== indexFile && pathname.startsWith('/assets/');
      const contentType = contentTypes[path.extname(file)] ?? 'application/octet-stream';
      const body = await readFile(file);
      const encoding = encodingFor(request.headers['accept-encoding'], contentType, body.length);
      const sent = encoding ? await compressed(file, body, encoding) : body;
      response.writeHead(200, {
        'content-type': contentType,
        'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        'content-length': sent.length,
        vary: 'accept-encoding',
        ...(encoding && { 'content-encoding': encoding }),
      });
      response.end(sent);
    })();
  });
  await listen(server, port, 'web server');
  return { stop: () => close(server) };
}

export async function startWeb(
  mode: WebMode,
  port: number,
  siteConfig: SiteConfig,
  api: ApiOrigin,
  /** 'dist' mode's folder: web/dist, or a test's own small build */
  builtWeb = distDir,
): Promise<{ stop(): Promise<void> }> {
  if (mode === 'none') return startApiOnlySite(port, api);
  if (mode === 'dev') {
    if (!(await fileIfExists(viteConfigFile))) throw new Error('web/vite.config.mts is missing');
    return startViteDevServer(port, siteConfig, api);
  }
  return startDistServer(port, siteConfig, api, builtWeb);
}
