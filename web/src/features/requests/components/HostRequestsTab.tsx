/**
 * The host's Requests tab of an event's details page, with the pending count on it. Declared here, listed by the
 * events feature: it asks the page only for the event's id, whether the viewer hosts it and its pending count.
 */
import type { PageTab } from '../../../lib/ui/page-tabs';
import { requestsCopy } from '../../../copy/requests';
import { HostRequestList } from './HostRequestList';
import { WaitlistList } from './WaitlistList';

export interface HostRequestsTabInput {
  event: { id: string; isHost: boolean; pendingRequests: number };
  /** after a decision: the event's participants and counts changed */
  onEventChanged: () => void;
}

export const hostRequestsTab: PageTab<HostRequestsTabInput> = {
  id: 'requests',
  label: requestsCopy.host.tab,
  shows: ({ event }) => event.isHost,
  badge: ({ event }) =>
    event.pendingRequests > 0
      ? { count: event.pendingRequests, srText: requestsCopy.host.pendingInTab(event.pendingRequests) }
      : undefined,
  panel: ({ event, onEventChanged }) => (
    <>
      <HostRequestList eventId={event.id} onDecided={onEventChanged} />
      <WaitlistList eventId={event.id} />
    </>
  ),
};
