/**
 * The join requests feature's public entry: the join-request modal, the requester's status (with leaving and the
 * waitlist's place and offer), the host's pending list and waitlist (the details page's Requests tab, declared here)
 * and Manage dialog (My Events), and the host's removal of a participant (the Participants tab).
 */
export { JoinRequestDialog, ManageRequestsDialog } from './lazy';
export type { JoinRequestDialogProps } from './components/JoinRequestDialog';
export { hostRequestsTab } from './components/HostRequestsTab';
export { MyRequestPanel } from './components/MyRequestPanel';
export { RemoveParticipantButton } from './components/RemoveParticipantButton';
export { RequestStatusBadge } from './components/RequestStatusBadge';
