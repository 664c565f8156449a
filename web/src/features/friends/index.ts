/**
 * The friends feature's public entry: the friend button of another user's profile dialog, the friends section of the
 * caller's profile, and the dashboards' "Arkadaşların" strip.
 */
export { FriendButton } from './components/FriendButton';
export { FriendsPanel } from './components/FriendsPanel';
export { preloadFriendsStrip } from './api';
export { useFriendsStrip } from './strip';
