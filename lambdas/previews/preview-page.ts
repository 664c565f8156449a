/**
 * The link preview of an event, without AWS types: which of the event's fields a preview may tell (title, Istanbul
 * date and time, district or platform), and the small HTML page of Open Graph and Twitter card tags a chat app's
 * crawler reads. A person who opens the page gets a link to the event.
 */
import { eventLinkOf, previewImages, previewImageSize, type PreviewImage } from '../contracts/link-previews';
import { istanbulTimeZone } from '../contracts/istanbul-time';
import { titleTurkish } from '../contracts/turkish-text';
import type { EventRecord } from '../events/event-record';

export const siteName = 'Squad';

/** Five minutes at CloudFront and in the crawlers' own caches: a burst of unfurls is one read, an edit shows soon. */
export const previewCacheControl = 'public, max-age=300';

export interface Preview {
  readonly title: string;
  readonly description: string;
  readonly image: PreviewImage;
  /** the canonical link of what the preview shows */
  readonly url: string;
  /** the words of the link a person who lands on the page follows */
  readonly linkText: string;
}

/**
 * What a draft, a cancelled and an unknown event share, to the letter: the page never tells them apart, so it
 * never says whether an id exists or what state its event is in.
 */
export function neutralPreview(siteUrl: string): Preview {
  return {
    title: 'Squad: yeni insanlarla etkinliklerde buluş',
    description:
      'Yakınındaki yüz yüze etkinliklere ve online oyun oturumlarına katıl, kendi etkinliğini oluştur.',
    image: 'neutral',
    url: `${siteUrl.replace(/\/$/, '')}/`,
    linkText: "Squad'a git",
  };
}

// Built on first use, as istanbul-time.ts does: setting up a time zone costs a cold start about 20 ms.
let startFormat: Intl.DateTimeFormat | undefined;
const istanbulStart = (instant: Date) =>
  (startFormat ??= new Intl.DateTimeFormat('tr-TR', {
    timeZone: istanbulTimeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })).format(instant);

/**
 * Where the event happens, as anyone may know it: the district and city of a physical event (never its meeting
 * point, its address or its public place name, which its host writes freely), the platform of an online one.
 */
function placeOf(event: EventRecord): string {
  if (event.type === 'online') {
    const platform = event.platform && event.platform !== 'Other' ? ` · ${event.platform}` : '';
    return `Online etkinlik${platform}`;
  }
  // The table keeps a district's name in capitals, as the location table spells it ("KADIKÖY").
  const area = [event.district, event.city]
    .filter((part): part is string => Boolean(part?.trim()))
    .map(titleTurkish);
  return area.length > 0 ? `${area.join(', ')} · Yüz yüze etkinlik` : 'Yüz yüze etkinlik';
}

/** The preview of an event: its own for a published one, the neutral one for a draft or a cancelled one. */
export function eventPreview(event: EventRecord | undefined, siteUrl: string): Preview {
  if (!event || event.state !== 'published' || !event.title.trim()) return neutralPreview(siteUrl);
  const when = event.startsAt ? istanbulStart(new Date(event.startsAt)) : undefined;
  return {
    title: event.title,
    description: [when, placeOf(event)].filter(Boolean).join(' · '),
    image: event.type,
    url: eventLinkOf(siteUrl, event.id),
    linkText: "Etkinliği Squad'da aç",
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page: every value escaped, the picture's URL absolute (a crawler fetches it from elsewhere). */
export function previewPage(preview: Preview, siteUrl: string): string {
  const image = previewImages[preview.image];
  const imageUrl = `${siteUrl.replace(/\/$/, '')}${image.path}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const title = escapeHtml(preview.title);
  const url = escapeHtml(preview.url);
  return [
    '<!doctype html>',
    '<html lang="tr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${url}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'tr_TR'),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', previewImageSize.width),
    meta('property', 'og:image:height', previewImageSize.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', image.alt),
    '</head>',
    '<body>',
    `<main><h1>${title}</h1><p>${escapeHtml(preview.description)}</p><p><a href="${url}">${escapeHtml(preview.linkText)}</a></p></main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
