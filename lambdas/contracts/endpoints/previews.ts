/** The link previews feature's endpoint: what a chat app's crawler reads for a shared event link. */
import { endpoint } from '../endpoint';
import { eventPreviewParamsSchema } from '../link-previews';

/**
 * A tiny HTML page of Open Graph and Twitter card tags for an event: its title, Istanbul date and time, district or
 * platform and a picture. Public (a crawler has no account): it tells only what the product shares with anyone,
 * and a draft, a cancelled or an unknown event all get the same neutral page, so it never says whether an id
 * exists. The site hands a crawler's request for an event link here (CloudFront, and the local site server).
 */
export const getEventPreview = /* @__PURE__ */ endpoint<never>()({
  method: 'GET',
  path: '/public/events/{id}/preview',
  access: 'public',
  params: eventPreviewParamsSchema,
  answerFormat: 'raw',
});
