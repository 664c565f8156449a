/**
 * The details page's tabs, in order, each declared by the feature that owns it; the page shows those whose `shows`
 * accepts the event. A new tab (the calendar) is one entry here plus its own file.
 */
import { attendanceTab } from '../../../attendance';
import { hostRequestsTab } from '../../../requests';
import { ratingsTab } from '../../../ratings';
import { analyticsTab } from './AnalyticsTab';
import { overviewTab } from './OverviewTab';
import { participantsTab } from './ParticipantsTab';
import type { DetailsTab } from './tab-input';

export const detailsTabs: readonly DetailsTab[] = [
  overviewTab,
  participantsTab,
  hostRequestsTab,
  attendanceTab,
  ratingsTab,
  analyticsTab,
];
