/**
 * Link previews on the local engines, through the local site server as a chat app reaches the site: a crawler's
 * request for an event link gets the preview route's page, a browser gets the SPA. The site server runs the
 * dist mode on a small build of its own (an index.html and the preview pictures, as web/dist holds them), so the
 * suite needs no web build.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiPathPrefixes } from '../../lambdas/contracts/endpoint';
import { eventLinkOf, previewImages } from '../../lambdas/contracts/link-previews';
import type { EventCreate } from '../../lambdas/contracts/event-schemas';
import type { SiteConfig } from '../../lambdas/contracts/site-config';
import { routes } from '../../lambdas/routes';
import { localSeller } from '../../bin/local/config';
import { startWeb } from '../../bin/local/web';
import { portsOf } from '../ports';
import { callEndpoint } from './support/api';
import * as endpoints from './support/endpoints';
import { onlineEventBody, physicalEventBody } from './support/events';
import { userWithProfile } from './support/join-requests';
import { stackInfo } from './support/stack-info';
import type { TestUser } from './support/users';

const { site: sitePort } = portsOf('linkPreviews');
const siteOrigin = `http://localhost:${sitePort}`;
const spaMarker = '<div id="root" data-test="link-previews-spa"></div>';
const secretAddress = 'Caferağa Mah. Moda Cad. No:12, Kadıköy';

const crawlers = {
  WhatsApp: 'WhatsApp/2.23.20.0',
  Discord: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  Twitter: 'Twitterbot/1.0',
};
const chromium =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

let site: { stop(): Promise<void> } | undefined;
let builtWeb: string;
let host: TestUser;
/** A published physical event whose meeting point has an exact address, read by every crawler and by Chromium. */
let physical: { id: string };

beforeAll(async () => {
  const info = stackInfo();
  builtWeb = await mkdtemp(path.join(os.tmpdir(), 'squad-link-previews-web-'));
  await writeFile(
    path.join(builtWeb, 'index.html'),
    `<!doctype html><html lang="tr"><body>${spaMarker}</body></html>`,
  );
  await cp(path.resolve(__dirname, '../../web/public/previews'), path.join(builtWeb, 'previews'), {
    recursive: true,
  });
  const siteConfig: SiteConfig = {
    region: 'eu-central-1',
    userPoolId: info.userPoolId,
    userPoolClientId: info.userPoolClientId,
    userPoolEndpoint: info.cognitoEndpoint,
    oauthDomain: new URL(info.cognitoEndpoint).host,
    oauthBaseUrl: info.cognitoEndpoint,
    signInFlow: 'USER_PASSWORD_AUTH',
    websocketUrl: info.websocketUrl,
    apiUrl: siteOrigin,
    siteUrl: siteOrigin,
    supportEmail: 'destek@squad.test',
    // A well-formed key nobody signs with: this site's pages send no push.
    webPushPublicKey: `B${'A'.repeat(86)}`,
    seller: localSeller,
  };
  site = await startWeb(
    'dist',
    sitePort,
    siteConfig,
    {
      url: info.gatewayUrl,
      pathPrefixes: apiPathPrefixes(routes.map(({ endpoint }) => endpoint)),
      originSecret: info.originSecret,
    },
    builtWeb,
  );
  host = await userWithProfile('previews');
  physical = await createdEvent(
    physicalEventBody({
      title: 'Moda’da akşam tavlası',
      location: { name: 'Moda', lat: 40.9833, lng: 29.0254, address: secretAddress },
    }),
  );
});

afterAll(async () => {
  await site?.stop();
  await rm(builtWeb, { recursive: true, force: true });
});

async function createdEvent(body: EventCreate) {
  const answer = await callEndpoint(endpoints.events.createEvent, { token: host.accessToken, body });
  if (answer.status !== 201) throw new Error(`event not created: ${answer.status}`);
  return answer.body.event;
}

/** The site's answer to a GET of an event link, with the given User-Agent. */
async function openLink(eventId: string, userAgent: string) {
  const response = await fetch(`${siteOrigin}/dashboard/eventDetails/${eventId}`, {
    headers: { 'user-agent': userAgent },
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

const content = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('link previews through the local site server', () => {
  it.each(Object.entries(crawlers))(
    "gives %s's crawler the event's title and district, and never its address",
    async (_, userAgent) => {
      const answer = await openLink(physical.id, userAgent);

      expect(answer.status).toBe(200);
      expect(answer.type).toBe('text/html; charset=utf-8');
      expect(content(answer.body, 'og:title')).toBe('Moda’da akşam tavlası');
      expect(content(answer.body, 'twitter:card')).toBe('summary_large_image');
      expect(content(answer.body, 'og:description')).toContain('Kadıköy, İstanbul');
      expect(content(answer.body, 'og:url')).toBe(eventLinkOf(stackInfo().webOrigin, physical.id));
      expect(answer.body).not.toContain('Caferağa');
      expect(answer.body).not.toContain('Moda Cad');
      expect(answer.body).not.toContain(spaMarker);
    },
  );

  it("gives a crawler an online event's platform and the online picture", async () => {
    const event = await createdEvent(onlineEventBody({ title: 'Valorant gece maçı' }));

    const { body } = await openLink(event.id, crawlers.Discord);

    expect(content(body, 'og:title')).toBe('Valorant gece maçı');
    expect(content(body, 'og:description')).toContain('Online etkinlik · Valorant');
    expect(content(body, 'og:image')).toBe(`${stackInfo().webOrigin}${previewImages.online.path}`);
  });

  it('answers a crawler that checks the link with HEAD first as the page it will read: 200, HTML', async () => {
    const response = await fetch(`${siteOrigin}/dashboard/eventDetails/${physical.id}`, {
      method: 'HEAD',
      headers: { 'user-agent': crawlers.WhatsApp },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves the preview picture from the site as a PNG', async () => {
    const response = await fetch(`${siteOrigin}${previewImages.physical.path}`, {
      headers: { 'user-agent': crawlers.WhatsApp },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it("gives a crawler the neutral preview of a cancelled event, the same as an unknown id's", async () => {
    const event = await createdEvent(physicalEventBody({ title: 'İptal olacak yürüyüş' }));
    await callEndpoint(endpoints.events.cancelEvent, { token: host.accessToken, params: { id: event.id } });

    const cancelled = await openLink(event.id, crawlers.Twitter);
    const unknown = await openLink('3f2a9c1e-0b7d-4c55-9e61-2d8f0a4b7c11', crawlers.Twitter);

    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toBe(unknown.body);
    expect(cancelled.body).not.toContain('İptal olacak');
    expect(content(cancelled.body, 'og:image')).toBe(`${stackInfo().webOrigin}${previewImages.neutral.path}`);
  });

  it("gives Chromium the SPA's index.html for the same link", async () => {
    const answer = await openLink(physical.id, chromium);

    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain(spaMarker);
    expect(answer.body).not.toContain('og:title');
  });
});
