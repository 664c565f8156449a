/**
 * The viewer-request function of the site's event links (CloudFront Functions, JavaScript runtime 2.0): a chat
 * app's crawler asking for `/dashboard/eventDetails/{id}` is sent to the API's preview route (the origin chosen
 * by id among the distribution's own, the path rewritten); everyone else gets the SPA's index.html, as the
 * default behaviour's fallback gives it. Only a GET goes to the preview, the route's one method: a crawler that
 * checks a link with HEAD first gets the SPA's answer (200, text/html), as a browser would. The crawler list and the link pattern are lambdas/contracts/link-previews.ts,
 * inlined here at synth, so the local site server and the cloud pick the same requests.
 */
import { getEventPreview } from '../lambdas/contracts/endpoints/previews';
import { eventLinkPattern, linkPreviewCrawlers } from '../lambdas/contracts/link-previews';

/** The distribution's id of the API's origin, which the function selects by name. */
export const apiOriginId = 'squad-api';

/** The behaviour's path pattern: every event link (the function checks the rest of the path). */
export const eventLinksPathPattern = '/dashboard/eventDetails/*';

export function linkPreviewRouterCode(originId: string = apiOriginId): string {
  const [beforeId, afterId] = getEventPreview.path.split('{id}');
  return `import cf from 'cloudfront';

var crawlers = ${JSON.stringify(linkPreviewCrawlers)};
var eventLink = ${eventLinkPattern.toString()};

function isCrawler(headers) {
  var agent = headers['user-agent'] ? headers['user-agent'].value.toLowerCase() : '';
  for (var i = 0; i < crawlers.length; i++) {
    if (agent.indexOf(crawlers[i]) !== -1) return true;
  }
  return false;
}

function handler(event) {
  var request = event.request;
  var link = eventLink.exec(request.uri);
  if (link && request.method === ${JSON.stringify(getEventPreview.method)} && isCrawler(request.headers)) {
    cf.selectRequestOriginById(${JSON.stringify(originId)});
    request.uri = ${JSON.stringify(beforeId)} + link[1] + ${JSON.stringify(afterId)};
    return request;
  }
  request.uri = '/index.html';
  return request;
}
`;
}
