/**
 * The join requests feature's public entry: the join-request modal, the requester's status, and the host's
 * pending list (the details' Requests tab) and Manage dialog (My Events).
 */
export { JoinRequestDialog, ManageRequestsDialog } from './lazy';
export type { JoinRequestDialogProps } from './components/JoinRequestDialog';
export { HostRequestList } from './components/HostRequestList';
export { MyRequestPanel } from './components/MyRequestPanel';
export { RequestStatusBadge } from './components/RequestStatusBadge';
export { hostRequestsRefreshMs } from './api';
