/** The users feature's public entry: another user's profile dialog, avatars, and the caller's block list. */
export { UserProfileDialog, type UserProfileDialogProps } from './lazy';
export { UserAvatar } from './components/UserAvatar';
export { DialogFallback } from './components/DialogFallback';
export { revalidateAfterBlockChange, unblockUser, useBlockList } from './api';
