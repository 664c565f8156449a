/** The events feature's endpoints: the wizard, the details screen, the dashboards and My Events. */
import { endpoint, type MessageAnswer } from '../endpoint';
import {
  type EventCancelAnswer,
  type EventDetails,
  type EventMutationAnswer,
  type EventPage,
  type MyEvent,
} from '../events';
import {
  eventCreateSchema,
  eventIdParamsSchema,
  eventShareSchema,
  eventUpdateSchema,
  onlineListQuerySchema,
  physicalListQuerySchema,
} from '../event-schemas';

/** The wizard's submit: publishing costs a token, a draft nothing; a replayed submit changes nothing. */
export const createEvent = /* @__PURE__ */ endpoint<EventMutationAnswer>()({
  method: 'POST',
  path: '/private/event',
  body: eventCreateSchema,
  rateLimit: { limit: 30, windowSeconds: 3600 },
});

/**
 * The details screen: a published event to anyone signed in, a draft to its host only. A read that counts a view
 * for the host's analytics, so limited like a write.
 */
export const getEvent = /* @__PURE__ */ endpoint<EventDetails>()({
  method: 'GET',
  path: '/private/event/{id}',
  params: eventIdParamsSchema,
  rateLimit: { limit: 600, windowSeconds: 3600 },
});

/** The host edits a draft or an upcoming event. */
export const updateEvent = /* @__PURE__ */ endpoint<EventMutationAnswer>()({
  method: 'PUT',
  path: '/private/event/{id}',
  params: eventIdParamsSchema,
  body: eventUpdateSchema,
});

/** The host's draft goes live, and its token is spent now. */
export const publishEvent = /* @__PURE__ */ endpoint<EventMutationAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/publish',
  params: eventIdParamsSchema,
});

/** The host cancels an upcoming event. */
export const cancelEvent = /* @__PURE__ */ endpoint<EventCancelAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/cancel',
  params: eventIdParamsSchema,
});

/** Counts a share by channel for the host's analytics; a script's shares must not inflate them. */
export const shareEvent = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/share',
  params: eventIdParamsSchema,
  body: eventShareSchema,
  rateLimit: { limit: 60, windowSeconds: 3600 },
});

/** Listed in-person events, every filter of the physical dashboard. */
export const listPhysicalEvents = /* @__PURE__ */ endpoint<EventPage>()({
  method: 'GET',
  path: '/private/events/physical',
  query: physicalListQuerySchema,
});

/** Listed online events, every filter of the online dashboard. */
export const listOnlineEvents = /* @__PURE__ */ endpoint<EventPage>()({
  method: 'GET',
  path: '/private/events/online',
  query: onlineListQuerySchema,
});

/** What the caller hosts, takes part in, or asked to join. */
export const myEvents = /* @__PURE__ */ endpoint<MyEvent[]>()({ method: 'GET', path: '/private/myEvents' });
