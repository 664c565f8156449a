/**
 * Live updates (the WebSocket API): what the server tells a signed-in tab, and which of the SPA's reads each
 * message makes stale. A message names topics, never data: the tab revalidates the SWR keys (endpoint paths,
 * `pathOf`) the topics cover and reads the news through the API as usual, so the live channel carries nothing
 * private.
 */
import * as z from 'zod/mini';

/**
 * requests: the host's view of an event (a new request, its screening outcome, a participant leaving or confirming
 * an offer, a contest of a "Gelmedi"). participation: the requester's or participant's own (screening outcome,
 * decision, offer, removal, the event edited or cancelled, a "Gelmedi" marked or confirmed). messages: a new
 * message. notifications: a new notification, or one read in another tab. balance: tokens. friends: a friend
 * request sent, accepted, withdrawn or declined, or a friendship ended (the friend list and open profiles).
 * listings: a new event near the area the tab watches (`watchArea`); it makes no read stale, as a list must not
 * change under the reader's finger: the dashboard offers to show it.
 */
export const liveTopics = [
  'requests',
  'participation',
  'messages',
  'notifications',
  'balance',
  'friends',
  'listings',
] as const;
export type LiveTopic = (typeof liveTopics)[number];

export const liveMessageSchema = z.object({
  topics: z.array(z.enum(liveTopics)),
  /** the event the change belongs to: reads of other events stay as they are */
  eventId: z.optional(z.string()),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** The query parameter of the WebSocket URL that carries the Cognito access token (browsers send no headers). */
export const liveTokenParameter = 'token';

/**
 * The message a tab sends to keep an idle connection open (API Gateway closes one idle for 10 minutes). Its route
 * has a mock integration: no function runs and no HTTP request is made.
 */
export const livePing = JSON.stringify({ action: 'ping' });
export const livePingRouteKey = 'ping';

/**
 * The message a tab sends to hear of new events near a point (the physical dashboard's), or to stop with no point.
 * The server keeps only the coarse cells around it, for as long as the connection lives; a new message replaces
 * them.
 */
export const liveWatchAreaRouteKey = 'watchArea';
export const watchAreaMessageSchema = z.object({
  action: z.literal(liveWatchAreaRouteKey),
  near: z.optional(
    z.tuple([z.number().check(z.gte(-180), z.lte(180)), z.number().check(z.gte(-90), z.lte(90))]),
  ),
});
export type WatchAreaMessage = z.infer<typeof watchAreaMessageSchema>;

/** Every read about one event starts with it: details, requests, waitlist, threads, attendance, ratings. */
const eventReads = '/private/event/';

/** The path prefixes of the reads each topic makes stale. */
export const topicPathPrefixes: Record<LiveTopic, readonly string[]> = {
  requests: [eventReads, '/private/myEvents'],
  participation: [eventReads, '/private/myEvents', '/private/events/'],
  messages: ['/private/messages', eventReads],
  notifications: ['/private/notifications'],
  balance: ['/private/tokens', '/private/profile'],
  friends: ['/private/friends', '/private/users/'],
  listings: [],
};

// useSWRInfinite serialises its keys with this prefix.
const infinitePrefix = '$inf$';

/** Whether an SWR key (an endpoint path) reads something the message says has changed. */
export function liveCovers(message: LiveMessage, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const path = key.startsWith(infinitePrefix) ? key.slice(infinitePrefix.length) : key;
  return message.topics.some((topic) =>
    topicPathPrefixes[topic].some((prefix) => {
      if (!path.startsWith(prefix)) return false;
      if (prefix !== eventReads || !message.eventId) return true;
      const rest = path.slice(prefix.length);
      const after = rest.charAt(message.eventId.length);
      return rest.startsWith(message.eventId) && (after === '' || after === '/' || after === '?');
    }),
  );
}
