/**
 * Link previews: which user agents are the crawlers of chat and social apps that unfurl a pasted link, which site
 * paths they get a preview for, and the preview's pictures. Written once and read by the preview function
 * (lambdas/previews/), the site's CloudFront function (lib/link-preview-router.ts inlines the list into its code at
 * synth) and the local site server (bin/local/web.ts), so the cloud and a laptop pick the same requests.
 */
import * as z from 'zod/mini';
import { built } from './built';

/**
 * Lower-case fragments of the crawlers' User-Agent headers. iMessage's crawler calls itself
 * "facebookexternalhit/1.1 Facebot Twitterbot/1.0", so the first and third cover it; Microsoft Teams and Skype send
 * SkypeUriPreview; Slack's unfurler is Slackbot-LinkExpanding. Search engines are absent on purpose: they render
 * the SPA like a person.
 */
export const linkPreviewCrawlers = [
  'whatsapp',
  'discordbot',
  'twitterbot',
  'facebookexternalhit',
  'facebot',
  'telegrambot',
  'slackbot',
  'linkedinbot',
  'skypeuripreview',
  'mastodon',
] as const;

export function isLinkPreviewCrawler(userAgent: string | undefined): boolean {
  const agent = (userAgent ?? '').toLowerCase();
  return linkPreviewCrawlers.some((crawler) => agent.includes(crawler));
}

/**
 * The SPA's event link, `/dashboard/eventDetails/{id}` (web/src/lib/paths.ts), with the id's characters limited
 * to those an event id has (a UUID): anything else is not an event link and stays the SPA's.
 */
export const eventLinkPattern = /^\/dashboard\/eventDetails\/([A-Za-z0-9-]{1,64})\/?$/;

/** The event id of an event link's path, or undefined for any other path. */
export function eventIdOfLink(pathname: string): string | undefined {
  return eventLinkPattern.exec(pathname)?.[1];
}

/** The canonical event link, as the SPA writes it. */
export const eventLinkOf = (siteUrl: string, eventId: string): string =>
  `${siteUrl.replace(/\/$/, '')}/dashboard/eventDetails/${encodeURIComponent(eventId)}`;

/**
 * Any id up to 64 characters: the preview answers an id that is not an event's with the neutral page (a 200),
 * exactly as it answers a draft's, rather than a 400 that would tell a well-formed id from another.
 */
export const eventPreviewParamsSchema = /* @__PURE__ */ built(() =>
  z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
);

/** The pictures (web/public/previews/, served by the site; bin/build-preview-images.ts draws them). */
export const previewImages = {
  physical: { path: '/previews/event-physical.png', alt: 'Squad: yüz yüze etkinlik' },
  online: { path: '/previews/event-online.png', alt: 'Squad: online etkinlik' },
  neutral: { path: '/previews/squad.png', alt: 'Squad: yeni insanlarla etkinliklerde buluş' },
} as const;
export type PreviewImage = keyof typeof previewImages;

/** The size of every preview picture: the 1.91:1 that Open Graph and Twitter's large card show uncropped. */
export const previewImageSize = { width: 1200, height: 630 } as const;
