import '../support/env';
import 'aws-sdk-client-mock-jest';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { Context } from 'aws-lambda';
import { handler } from '../../../lambdas/previews/handlers/get-event-preview';
import { eventItem } from '../support/event-records';
import { lambdaContext, routeEvent } from '../support/events';

const table = mockClient(DynamoDBDocumentClient);
const siteUrl = 'https://squad.test';

const onlineItem = {
  ...eventItem,
  type: 'online' as const,
  title: 'Valorant 5v5 akşam maçı',
  publicLocation: null,
  location: null,
  publicPoint: null,
  city: null,
  district: null,
  platform: 'Valorant',
  gameType: 'FPS',
};

async function preview(item: Record<string, unknown> | undefined, id = eventItem.id) {
  table.on(GetCommand).resolves({ Item: item });
  const response = await handler(routeEvent({ pathParameters: { id } }), lambdaContext as Context);
  const body = response.body ?? '';
  return { ...response, body, tags: metaTags(body) };
}

/** Each meta tag's content, by its property or name, as a crawler reads it. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[key] = value;
  }
  return tags;
}

beforeEach(() => table.reset());

describe('GET /public/events/{id}/preview', () => {
  it('shows a physical event’s title, Istanbul date and time, district and picture in Open Graph and Twitter card tags', async () => {
    const { statusCode, headers, tags, body } = await preview(eventItem);

    expect(statusCode).toBe(200);
    expect(headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8' });
    expect(tags).toEqual({
      viewport: 'width=device-width, initial-scale=1',
      description: '1 Haziran 2030 Cumartesi 19:00 · Kadıköy, İstanbul · Yüz yüze etkinlik',
      'og:type': 'website',
      'og:site_name': 'Squad',
      'og:locale': 'tr_TR',
      'og:url': `${siteUrl}/dashboard/eventDetails/${eventItem.id}`,
      'og:title': 'Moda sahilinde tavla',
      'og:description': '1 Haziran 2030 Cumartesi 19:00 · Kadıköy, İstanbul · Yüz yüze etkinlik',
      'og:image': `${siteUrl}/previews/event-physical.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Squad: yüz yüze etkinlik',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Moda sahilinde tavla',
      'twitter:description': '1 Haziran 2030 Cumartesi 19:00 · Kadıköy, İstanbul · Yüz yüze etkinlik',
      'twitter:image': `${siteUrl}/previews/event-physical.png`,
      'twitter:image:alt': 'Squad: yüz yüze etkinlik',
    });
    expect(body).toContain('<title>Moda sahilinde tavla</title>');
    expect(body).toContain(`<a href="${siteUrl}/dashboard/eventDetails/${eventItem.id}">`);
  });

  it('reads the event item alone, with one GetItem, beside its viewer address’s rate counter', async () => {
    await preview(eventItem);

    expect(table).toHaveReceivedCommandTimes(GetCommand, 1);
    expect(table.calls().filter((call) => !(call.args[0] instanceof UpdateCommand))).toHaveLength(1);
    expect(table).toHaveReceivedCommandWith(GetCommand, {
      Key: { pk: `EVENT#${eventItem.id}`, sk: 'EVENT' },
    });
  });

  it('shows an online event’s platform and the online picture', async () => {
    const { tags } = await preview(onlineItem);

    expect(tags['og:title']).toBe('Valorant 5v5 akşam maçı');
    expect(tags['og:description']).toBe('1 Haziran 2030 Cumartesi 19:00 · Online etkinlik · Valorant');
    expect(tags['og:image']).toBe(`${siteUrl}/previews/event-online.png`);
    expect(tags['twitter:image']).toBe(`${siteUrl}/previews/event-online.png`);
  });

  it('never shows the meeting point, its address, the public place name, the description or the host', async () => {
    const { body } = await preview({
      ...eventItem,
      location: { name: 'Gizli Kafe', lat: 40.98, lng: 29.02, address: 'Caferağa Mah. Moda Cad. No:12' },
      publicLocation: 'Moda Sahili, bankların önü',
      description: 'Kapı kodu 4512.',
    });

    for (const secret of [
      'Gizli Kafe',
      'Caferağa',
      'Moda Cad',
      'Moda Sahili',
      '40.98',
      '29.02',
      'Kapı kodu',
      'Ayşe',
      'ayse',
      eventItem.hostId,
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('escapes a hostile title everywhere it appears', async () => {
    const hostile = '"><script>alert(1)</script><meta property="og:image" content="https://evil.test/x.png">';
    const { body, tags } = await preview({ ...eventItem, title: hostile });

    expect(body).not.toContain('<script>');
    expect(body).not.toContain('evil.test/x.png">');
    expect(body.match(/<meta property="og:image"/g)).toHaveLength(1);
    expect(tags['og:title']).toBe(
      '&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;meta property=&#34;og:image&#34; content=&#34;https://evil.test/x.png&#34;&#62;',
    );
    expect(body).toContain(`<title>${tags['og:title']}</title>`);
  });

  it.each([
    ['a draft', { ...eventItem, state: 'draft' }],
    ['a cancelled event', { ...eventItem, state: 'cancelled' }],
    ['an unknown id', undefined],
  ])('answers %s with the neutral preview, a 200 identical to an unknown id’s', async (_, item) => {
    const unknown = await preview(undefined);

    const answer = await preview(item);

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(unknown.body);
    expect(answer.tags).toMatchObject({
      'og:title': 'Squad: yeni insanlarla etkinliklerde buluş',
      'og:url': `${siteUrl}/`,
      'og:image': `${siteUrl}/previews/squad.png`,
      'twitter:card': 'summary_large_image',
    });
    expect(answer.body).not.toContain(eventItem.id);
    expect(answer.body).not.toContain('tavla');
  });

  it('answers an id that is no event id with the same neutral page, not a refusal', async () => {
    const unknown = await preview(undefined);

    const answer = await preview(undefined, 'not-an-event');

    expect([answer.statusCode, answer.body]).toEqual([200, unknown.body]);
  });

  it('lets CloudFront and the crawlers cache it for five minutes, so an edit shows soon', async () => {
    const { headers } = await preview(eventItem);

    expect(headers).toMatchObject({ 'cache-control': 'public, max-age=300' });
  });
});
