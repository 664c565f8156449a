/** The messages feature's public entry: the thread dialog, the inbox, and the unread count for the header. */
export { MessageDialog } from './lazy';
export type { MessageDialogProps, ProfileDialogSlot } from './components/MessageDialog';
export { InboxPanel } from './components/InboxPanel';
export { preloadInbox, useUnreadCount } from './api';
export { UnreadBadge } from './components/UnreadBadge';
