/**
 * Friends: requests, the friend list and friends' upcoming events (the dashboards' "Arkadaşların" strip). A
 * friendship is seen from one side: the caller's `outgoing` request is the other user's `incoming` one.
 */
import * as z from 'zod/mini';
import { eventTypes, type EventCard } from './events';
import { built } from './built';

/** Between the caller and another user: nothing, a request either way, or a friendship. */
export const friendshipStatuses = ['none', 'outgoing', 'incoming', 'friends'] as const;
export type FriendshipStatus = (typeof friendshipStatuses)[number];
/** What a stored friend item holds (an item exists only for the three that are not `none`). */
export type StoredFriendshipStatus = Exclude<FriendshipStatus, 'none'>;

export const friendRequestedMessage = 'Arkadaşlık isteği gönderildi.';
export const friendAcceptedMessage = 'Artık arkadaşsınız!';
export const friendRequestCancelledMessage = 'Arkadaşlık isteği geri çekildi.';
export const friendRequestDeclinedMessage = 'Arkadaşlık isteği reddedildi.';
export const friendRemovedMessage = 'Arkadaşlıktan çıkarıldı.';
export const alreadyFriendsMessage = 'Zaten arkadaşsınız.';

/** PUT and DELETE /private/friends/{userId}: where the two now stand, and what happened in Turkish. */
export interface FriendshipAnswer {
  status: FriendshipStatus;
  message: string;
}

/** One row of the caller's friend list: a friend, or a request either way. */
export interface FriendEntry {
  userId: string;
  name: string;
  username: string | null;
  avatar: string | null;
  status: StoredFriendshipStatus;
  /** when the request was sent */
  requestedAt: string;
  /** when the request was accepted; null while it waits */
  since: string | null;
}

/** GET /private/friends: one page of the list, in key order; `nextCursor` null at the end. */
export interface FriendList {
  items: FriendEntry[];
  nextCursor: string | null;
}

export const friendListPageSize = 50;

export const friendListQuerySchema = /* @__PURE__ */ built(() =>
  z.strictObject({
    /** the last user id of the previous page */
    cursor: z.optional(z.uuid('Geçersiz sayfa imleci.')),
  }),
);

export const friendEventsQuerySchema = /* @__PURE__ */ built(() =>
  z.strictObject({ type: z.enum(eventTypes, 'Etkinlik türü physical ya da online olmalı.') }),
);

/** A friend who hosts or joined a strip event. */
export interface EventFriend {
  userId: string;
  name: string;
  role: 'host' | 'participant';
}

export interface FriendEvent {
  event: EventCard;
  friends: EventFriend[];
}

/** GET /private/friends/events?type=: friends' upcoming published events of one type, soonest first. */
export interface FriendEvents {
  items: FriendEvent[];
}

/** The strip shows at most this many events. */
export const friendEventsShown = 12;
