import { linkPreviewPath } from '../../../bin/local/web';
import { linkPreviewRouterCode } from '../../../lib/link-preview-router';

interface ViewerRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}

/** The site's CloudFront function, as synthesized, run on a request: the API path it sends it to, if any. */
function cloudPreviewPath(uri: string, userAgent: string | undefined): string | undefined {
  let selected = false;
  const cf = { selectRequestOriginById: () => (selected = true) };
  const code = linkPreviewRouterCode().replace("import cf from 'cloudfront';", '');
  const handler = new Function('cf', `${code}; return handler;`)(cf) as (event: {
    request: ViewerRequest;
  }) => ViewerRequest;
  const headers: ViewerRequest['headers'] =
    userAgent === undefined ? {} : { 'user-agent': { value: userAgent } };
  const { uri: rewritten } = handler({ request: { uri, headers } });
  return selected ? rewritten : undefined;
}

const eventId = '3f2a9c1e-0b7d-4c55-9e61-2d8f0a4b7c11';
const requests: [string, string | undefined][] = [
  [`/dashboard/eventDetails/${eventId}`, 'WhatsApp/2.23.20.0'],
  [`/dashboard/eventDetails/${eventId}`, 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
  [`/dashboard/eventDetails/${eventId}/`, 'Twitterbot/1.0'],
  [`/dashboard/eventDetails/${eventId}`, 'TelegramBot (like TwitterBot)'],
  [`/dashboard/eventDetails/${eventId}`, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36'],
  [`/dashboard/eventDetails/${eventId}`, undefined],
  [`/dashboard/eventDetails/${eventId}/edit`, 'WhatsApp/2.23.20.0'],
  ['/dashboard/eventDetails/..%2Fprivate', 'Twitterbot/1.0'],
  ['/dashboard/profile', 'Twitterbot/1.0'],
];

describe('the local site server and the CloudFront function pick the same requests for a link preview', () => {
  it.each(requests)('%s with %s', (uri, userAgent) => {
    expect(linkPreviewPath(uri, userAgent)).toBe(cloudPreviewPath(uri, userAgent));
  });

  it("sends a crawler's event link to the preview route", () => {
    expect(linkPreviewPath(`/dashboard/eventDetails/${eventId}`, 'WhatsApp/2.23.20.0')).toBe(
      `/public/events/${eventId}/preview`,
    );
  });

  it('leaves a browser’s event link to the SPA', () => {
    expect(
      linkPreviewPath(
        `/dashboard/eventDetails/${eventId}`,
        'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0',
      ),
    ).toBeUndefined();
  });
});
