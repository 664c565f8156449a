import { linkPreviewPath } from '../../../bin/local/web';
import { linkPreviewRouterCode } from '../../../lib/link-preview-router';
import { runEventLinkRouter } from '../../event-link-router';

/** The site's CloudFront function, as synthesized, run on a request: the API path it sends it to, if any. */
function cloudPreviewPath(method: string, uri: string, userAgent: string | undefined): string | undefined {
  const routed = runEventLinkRouter(linkPreviewRouterCode(), { method, uri, userAgent });
  return routed.origin === undefined ? undefined : routed.uri;
}

const eventId = '3f2a9c1e-0b7d-4c55-9e61-2d8f0a4b7c11';
const requests: [string, string, string | undefined][] = [
  ['GET', `/dashboard/eventDetails/${eventId}`, 'WhatsApp/2.23.20.0'],
  [
    'GET',
    `/dashboard/eventDetails/${eventId}`,
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  ],
  ['GET', `/dashboard/eventDetails/${eventId}/`, 'Twitterbot/1.0'],
  ['GET', `/dashboard/eventDetails/${eventId}`, 'TelegramBot (like TwitterBot)'],
  [
    'GET',
    `/dashboard/eventDetails/${eventId}`,
    'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36',
  ],
  ['GET', `/dashboard/eventDetails/${eventId}`, undefined],
  ['GET', `/dashboard/eventDetails/${eventId}/edit`, 'WhatsApp/2.23.20.0'],
  ['GET', '/dashboard/eventDetails/..%2Fprivate', 'Twitterbot/1.0'],
  ['GET', '/dashboard/profile', 'Twitterbot/1.0'],
  ['HEAD', `/dashboard/eventDetails/${eventId}`, 'WhatsApp/2.23.20.0'],
];

describe('the local site server and the CloudFront function pick the same requests for a link preview', () => {
  it.each(requests)('%s %s with %s', (method, uri, userAgent) => {
    expect(linkPreviewPath(method, uri, userAgent)).toBe(cloudPreviewPath(method, uri, userAgent));
  });

  it("sends a crawler's event link to the preview route", () => {
    expect(linkPreviewPath('GET', `/dashboard/eventDetails/${eventId}`, 'WhatsApp/2.23.20.0')).toBe(
      `/public/events/${eventId}/preview`,
    );
  });

  it('leaves a crawler’s HEAD of an event link to the SPA, which answers it like a GET', () => {
    expect(
      linkPreviewPath('HEAD', `/dashboard/eventDetails/${eventId}`, 'WhatsApp/2.23.20.0'),
    ).toBeUndefined();
  });

  it('leaves a browser’s event link to the SPA', () => {
    expect(
      linkPreviewPath(
        'GET',
        `/dashboard/eventDetails/${eventId}`,
        'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0',
      ),
    ).toBeUndefined();
  });
});
