/** The users feature's public entry: another user's profile dialog and the caller's block list. */
export { UserProfileDialog, userProfileDialogSlot, type UserProfileDialogProps } from './lazy';
export { revalidateAfterBlockChange, unblockUser, useBlockList } from './api';
