/**
 * The details page's Katılım tab of a completed event, for its host and its participants. Declared here, listed by
 * the events feature; its panel is a chunk of its own, loaded when the tab opens.
 */
import { lazy, Suspense } from 'react';
import type { PageTab } from '../../../lib/ui/page-tabs';
import { LoadingRows } from '../../../lib/ui/LoadState';
import { attendanceCopy } from '../../../copy/attendance';

const AttendancePanel = lazy(() => import('./AttendancePanel'));

export interface AttendanceTabInput {
  event: {
    id: string;
    status: string;
    isHost: boolean;
    participantsList: readonly { userId: string; role: 'host' | 'participant' }[];
  };
  viewerId: string | undefined;
}

const takesPart = ({ event, viewerId }: AttendanceTabInput) =>
  event.isHost ||
  event.participantsList.some((person) => person.userId === viewerId && person.role === 'participant');

export const attendanceTab: PageTab<AttendanceTabInput> = {
  id: 'attendance',
  label: attendanceCopy.tab,
  shows: (input) => input.event.status === 'completed' && takesPart(input),
  panel: ({ event }) => (
    <Suspense fallback={<LoadingRows label={attendanceCopy.loading} rows={2} />}>
      <AttendancePanel eventId={event.id} />
    </Suspense>
  ),
};
