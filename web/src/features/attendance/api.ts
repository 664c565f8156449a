/**
 * The attendance feature's calls, through the shell's API client. A user's reliability is read once per screen
 * (SWR keys it by user), so a list of requests asks once per requester.
 */
import * as api from '@contracts/endpoints/attendance';
import type { AttendanceAnswer, ContestInput } from '@contracts/attendance';
import { callApi } from '../../lib/api/client';
import { useApi } from '../../lib/api/useApi';

export function useAttendance(eventId: string) {
  return useApi(api.getAttendance, { params: { id: eventId } });
}

export function useReliability(userId: string) {
  return useApi(
    api.getReliability,
    { params: { userId } },
    { quiet: true, revalidateOnFocus: false, dedupingInterval: 60_000 },
  );
}

export function markAttendance(
  eventId: string,
  userId: string,
  attended: boolean,
): Promise<AttendanceAnswer> {
  return callApi(api.markAttendance, { params: { id: eventId, userId }, body: { attended } });
}

export function contestAttendance(eventId: string, body: ContestInput): Promise<AttendanceAnswer> {
  return callApi(api.contestAttendance, { params: { id: eventId }, body });
}

export function confirmNoShow(eventId: string, userId: string): Promise<AttendanceAnswer> {
  return callApi(api.confirmNoShow, { params: { id: eventId, userId } });
}
