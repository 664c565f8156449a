/** What the details page hands each of its tabs (details/tabs.ts lists them). */
import type { EventDetails } from '@contracts/events';
import type { PageTab } from '../../../../lib/ui/page-tabs';

export interface DetailsTabInput {
  event: EventDetails;
  /** the signed-in user, once their profile is read */
  viewerId: string | undefined;
  /** after a tab changed the event (a request decided): its participants and counts moved */
  onEventChanged: () => void;
}

export type DetailsTab = PageTab<DetailsTabInput>;
