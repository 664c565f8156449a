/**
 * The friendship state machine, without AWS. Seen from the caller: `none -> outgoing` (a request),
 * `incoming -> friends` (accepting, also what a request crossing the other's request does), and back to `none`
 * by cancelling, declining or removing. The other user's item always holds the mirror status, and both move in
 * one transaction whose conditions pin the status each side was read in (friends-table.ts).
 */
import {
  alreadyFriendsMessage,
  friendAcceptedMessage,
  friendRemovedMessage,
  friendRequestCancelledMessage,
  friendRequestDeclinedMessage,
  friendRequestedMessage,
  type FriendshipStatus,
  type StoredFriendshipStatus,
} from '../contracts/friends';

/** How the other user sees the same pair. */
export function mirrored<S extends FriendshipStatus>(status: S): S {
  if (status === 'outgoing') return 'incoming' as S;
  if (status === 'incoming') return 'outgoing' as S;
  return status;
}

export type FriendTransition =
  /** none -> outgoing: writes both items */
  | { kind: 'request' }
  /** incoming -> friends: both items, and both counts + 1 */
  | { kind: 'accept' }
  /** outgoing or incoming -> none: the request is cancelled or declined */
  | { kind: 'withdraw'; from: 'outgoing' | 'incoming' }
  /** friends -> none: both counts - 1 */
  | { kind: 'unfriend' }
  /** nothing to write: adding again while a request or a friendship stands */
  | { kind: 'stay'; status: StoredFriendshipStatus }
  /** removing when there is nothing to remove */
  | { kind: 'nothing' };

/** Add friend (PUT) or remove (DELETE), from the status the caller's item was read in. */
export function transitionFor(action: 'add' | 'remove', current: FriendshipStatus): FriendTransition {
  if (action === 'add') {
    if (current === 'none') return { kind: 'request' };
    if (current === 'incoming') return { kind: 'accept' };
    return { kind: 'stay', status: current };
  }
  if (current === 'none') return { kind: 'nothing' };
  if (current === 'friends') return { kind: 'unfriend' };
  return { kind: 'withdraw', from: current };
}

/** The caller's status once the transition is written. */
export function statusAfter(transition: FriendTransition): FriendshipStatus {
  switch (transition.kind) {
    case 'request':
      return 'outgoing';
    case 'accept':
      return 'friends';
    case 'stay':
      return transition.status;
    default:
      return 'none';
  }
}

/** What the friends count of each side moves by. */
export function countDelta(transition: FriendTransition): 1 | -1 | 0 {
  if (transition.kind === 'accept') return 1;
  if (transition.kind === 'unfriend') return -1;
  return 0;
}

/** A transition that writes or keeps something (`nothing` is a refusal, never an answer). */
export type AnsweredTransition = Exclude<FriendTransition, { kind: 'nothing' }>;

/** What the caller is told once the transition is written. */
export function messageFor(transition: AnsweredTransition): string {
  switch (transition.kind) {
    case 'request':
      return friendRequestedMessage;
    case 'accept':
      return friendAcceptedMessage;
    case 'withdraw':
      return transition.from === 'outgoing' ? friendRequestCancelledMessage : friendRequestDeclinedMessage;
    case 'unfriend':
      return friendRemovedMessage;
    case 'stay':
      return transition.status === 'friends' ? alreadyFriendsMessage : friendRequestedMessage;
  }
}
