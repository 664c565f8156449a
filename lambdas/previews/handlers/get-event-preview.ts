/**
 * GET /public/events/{id}/preview: the link preview of an event for a chat app's crawler, from the event item
 * alone (one read). Always a 200 page, the neutral one for a draft, a cancelled or an unknown event, cached a few
 * minutes so a burst of unfurls costs one read and an edit shows soon.
 */
import * as api from '../../contracts/endpoints/previews';
import { requiredEnv } from '../../platform/env';
import { httpRoute } from '../../platform/route';
import { getEvent } from '../../events/events-table';
import { eventPreview, previewCacheControl, previewPage } from '../preview-page';

const siteUrl = requiredEnv('SITE_URL');

export const handler = httpRoute(api.getEventPreview, async ({ params }) => {
  const event = await getEvent(params.id);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': previewCacheControl,
      'x-robots-tag': 'noindex',
    },
    body: previewPage(eventPreview(event, siteUrl), siteUrl),
  };
});
